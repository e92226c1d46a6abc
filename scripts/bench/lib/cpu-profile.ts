import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  file: string;
  sampledMs: number;
  /** Self time by area: our code, each package in node_modules, Node internals, GC, idle. */
  byArea: { area: string; percent: number }[];
  /** The functions with the most self time. */
  topFunctions: { name: string; percent: number }[];
}

function areaOf(url: string, name: string): string {
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') {
    return name;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) {
    return pkg[1] === '@electric-sql/pglite' ? 'PGlite (JavaScript side)' : pkg[1]!;
  }
  if (url.includes('/apps/server/src/')) {
    return `server: ${url.split('/apps/server/src/')[1]!.split('/').slice(0, 2).join('/')}`;
  }
  if (url.includes('/packages/domain/')) {
    return 'packages/domain';
  }
  if (url.startsWith('wasm://')) {
    return 'PGlite (PostgreSQL in WebAssembly)';
  }
  if (url.startsWith('node:') || url === '') {
    return 'node internals';
  }
  return path.basename(url);
}

/**
 * Self time per area and per function, from the newest .cpuprofile in `dir`. With `lastMs`, only the samples of
 * the profile's final `lastMs` count: the server is stopped right after the measured load, so that window is the
 * load and not the start-up (module loading, migrations, seeding).
 */
export async function summarizeProfile(
  dir: string,
  top = 15,
  lastMs?: number,
): Promise<ProfileSummary | null> {
  // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: thread 0 is the main thread (1 is the TypeScript loader's).
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => /\.\d+\.0\.\d+\.cpuprofile$/.test(file))
    .sort();
  const file = files.at(-1);
  if (!file) {
    return null;
  }
  const profile = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  const totalMicros = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  const from = lastMs === undefined ? 0 : totalMicros - lastMs * 1000;
  let elapsed = 0;
  profile.samples.forEach((nodeId, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    elapsed += delta;
    if (elapsed >= from) {
      selfMicros.set(nodeId, (selfMicros.get(nodeId) ?? 0) + delta);
    }
  });
  const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);
  const busy = [...selfMicros].filter(([id]) => byId.get(id)?.callFrame.functionName !== '(idle)');
  const busyTotal = busy.reduce((sum, [, value]) => sum + value, 0) || 1;
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, micros] of busy) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const area = areaOf(url, functionName);
    areas.set(area, (areas.get(area) ?? 0) + micros);
    const where = url ? `${url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + micros);
  }
  const rank = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({ name, percent: Number(((100 * micros) / busyTotal).toFixed(1)) }));
  return {
    file,
    sampledMs: Math.round(total / 1000),
    byArea: rank(areas).map(({ name, percent }) => ({ area: name, percent })),
    topFunctions: rank(functions),
  };
}
