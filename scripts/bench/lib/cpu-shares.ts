import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { processTree } from './process-memory.js';

// /proc counts CPU time in USER_HZ ticks, which Linux fixes at 100 a second for user space.
const TICK_MS = 10;

interface ProcStat {
  comm: string;
  parentPid: number;
  /** utime + stime of the process and all its threads. */
  ownMs: number;
  /** cutime + cstime: its exited children it waited for (a database backend that ended mid-run). */
  childrenMs: number;
}

function readProcStat(pid: number | string): ProcStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // The fields after the command's closing ')': state, ppid, ... utime is the 12th of them.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return {
      comm,
      parentPid: fields[1]!,
      ownMs: (fields[11]! + fields[12]!) * TICK_MS,
      childrenMs: (fields[13]! + fields[14]!) * TICK_MS,
    };
  } catch {
    return null;
  }
}

function serverCpuMs(serverPid: number): number {
  return processTree(serverPid).reduce((sum, pid) => sum + (readProcStat(pid)?.ownMs ?? 0), 0);
}

/** Every PostgreSQL process on the machine (the postmaster also holds the time of backends that ended). */
function databaseCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    const stat = readProcStat(entry);
    if (stat?.comm === 'postgres') {
      total += stat.ownMs + (readProcStat(stat.parentPid)?.comm === 'postgres' ? 0 : stat.childrenMs);
    }
  }
  return total;
}

/** Busy time of the whole machine, every core, from /proc/stat (idle and iowait excluded). */
function machineBusyMs(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) * TICK_MS;
}

/** Where the machine's CPU went during one call's run, per answered request. */
export interface CpuShares {
  /** The server process tree (with PGlite, the embedded database runs in it). */
  serverMsPerRequest: number;
  /** PostgreSQL's processes; 0 on PGlite. */
  databaseMsPerRequest: number;
  /** This bench process: autocannon building requests and reading answers. */
  generatorMsPerRequest: number;
  /** Everything else on the machine meanwhile (other engineers' work, CI). */
  otherMsPerRequest: number;
  /** Busy share of every core during the run, 0-100. */
  machineBusyPercent: number;
}

/** Starts counting; `stop(requests)` divides what each party spent by the requests answered. */
export function watchCpu(serverPid: number) {
  const startedAt = performance.now();
  const before = {
    server: serverCpuMs(serverPid),
    database: databaseCpuMs(),
    generator: process.cpuUsage(),
    machine: machineBusyMs(),
  };
  return {
    stop(requests: number): CpuShares {
      const wallMs = performance.now() - startedAt;
      const server = serverCpuMs(serverPid) - before.server;
      const database = databaseCpuMs() - before.database;
      const generatorUsage = process.cpuUsage(before.generator);
      const generator = (generatorUsage.user + generatorUsage.system) / 1000;
      const machine = machineBusyMs() - before.machine;
      const perRequest = (ms: number) => Number((ms / Math.max(requests, 1)).toFixed(2));
      return {
        serverMsPerRequest: perRequest(server),
        databaseMsPerRequest: perRequest(database),
        generatorMsPerRequest: perRequest(generator),
        otherMsPerRequest: perRequest(Math.max(0, machine - server - database - generator)),
        // /proc/stat's ticks and the wall clock are read a moment apart, so a saturated machine can read past 100.
        machineBusyPercent: Math.min(
          100,
          Number(((100 * machine) / (wallMs * os.availableParallelism())).toFixed(0)),
        ),
      };
    },
  };
}
