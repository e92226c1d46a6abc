import { readdirSync, readFileSync } from 'node:fs';

const toMb = (kb: number) => Number((kb / 1024).toFixed(1));

function readStatus(pid: number, field: string): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function parentOf(pid: string): number | null {
  try {
    // The command name may hold spaces and brackets: the fields after its closing ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** The process and every descendant: a database moved to a child process still counts as the server's memory. */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (/^\d+$/.test(entry)) {
      const parent = parentOf(entry);
      if (parent !== null) {
        children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      }
    }
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index++) {
    tree.push(...(children.get(tree[index]!) ?? []));
  }
  return tree;
}

/** Resident memory (VmRSS) of the process tree under `pid`, in MB; 0 once it has exited. */
export function readTreeRssMb(pid: number): number {
  return toMb(processTree(pid).reduce((sum, member) => sum + readStatus(member, 'VmRSS'), 0));
}

export interface RssWindow {
  /** Resident memory when the window opened (the server idle between runs). */
  idleMb: number;
  /** Highest sample while the window was open. */
  peakMb: number;
  samples: number;
}

/** Samples the tree's RSS every `intervalMs` until `stop()`; sampling reads /proc only, so it costs the server nothing. */
export function watchRss(pid: number, intervalMs = 200) {
  const idleMb = readTreeRssMb(pid);
  let peakMb = idleMb;
  let samples = 1;
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, readTreeRssMb(pid));
    samples++;
  }, intervalMs);
  return {
    stop(): RssWindow {
      clearInterval(timer);
      peakMb = Math.max(peakMb, readTreeRssMb(pid));
      return { idleMb, peakMb, samples: samples + 1 };
    },
  };
}

async function readMetricsMb(baseUrl: string, names: string[]): Promise<(number | null)[]> {
  try {
    const text = await (await fetch(`${baseUrl}/api/metrics`)).text();
    return names.map((name) => {
      const match = new RegExp(`^\\w*${name} (\\d+(?:\\.\\d+)?)`, 'm').exec(text);
      return match ? Number((Number(match[1]) / 1024 ** 2).toFixed(1)) : null;
    });
  } catch {
    return names.map(() => null);
  }
}

/** V8 heap used by the server, from its own Prometheus default metrics (loopback may read /api/metrics). */
export async function readHeapUsedMb(baseUrl: string): Promise<number | null> {
  const [heapUsedMb] = await readMetricsMb(baseUrl, ['nodejs_heap_size_used_bytes']);
  return heapUsedMb ?? null;
}

/**
 * What the server's resident memory is made of, from its own metrics: the V8 heap it holds, and memory outside
 * it (Node's `external`: buffers and every WebAssembly memory, which is where embedded PGlite keeps its
 * shared buffers and catalog caches, and which never shrinks).
 */
export interface ServerMemoryParts {
  heapTotalMb: number | null;
  externalMb: number | null;
}

export async function readServerMemory(baseUrl: string): Promise<ServerMemoryParts> {
  const [heapTotalMb, externalMb] = await readMetricsMb(baseUrl, [
    'nodejs_heap_size_total_bytes',
    'nodejs_external_memory_bytes',
  ]);
  return { heapTotalMb: heapTotalMb ?? null, externalMb: externalMb ?? null };
}
