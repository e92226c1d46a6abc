import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (user + system) of processes, from /proc: jiffies, at USER_HZ (100 on Linux). */
const CLOCK_TICKS = 100;

interface ProcStat {
  pid: number;
  command: string;
  ppid: number;
  cpuSeconds: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command is in parentheses and may hold spaces; the fields after it are space-separated.
    const close = text.lastIndexOf(')');
    const command = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return { pid, command, ppid: Number(fields[1]), cpuSeconds: (utime + stime) / CLOCK_TICKS };
  } catch {
    return undefined;
  }
}

function allProcesses(): ProcStat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);
}

/** Whole-machine CPU seconds (busy, and total including idle) from /proc/stat. */
function machineSeconds() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3]! + (fields[4] ?? 0);
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
}

export interface CpuGroups {
  /** Named groups of process ids; a group's children (nginx workers) are counted with it. */
  [group: string]: number[];
}

export interface CpuSnapshot {
  at: number;
  machine: { busy: number; total: number };
  byGroup: Record<string, number>;
  /** Every PostgreSQL process on the machine: the server is shared, so other clients count here too. */
  postgres: number;
}

export function takeCpuSnapshot(groups: CpuGroups): CpuSnapshot {
  const processes = allProcesses();
  const byGroup: Record<string, number> = {};
  for (const [group, pids] of Object.entries(groups)) {
    const members = processes.filter((stat) => pids.includes(stat.pid) || pids.includes(stat.ppid));
    // A group whose processes are gone (killed in a drill) has no figure after that.
    if (members.length > 0) {
      byGroup[group] = members.reduce((sum, stat) => sum + stat.cpuSeconds, 0);
    }
  }
  const postgres = processes
    .filter((stat) => stat.command === 'postgres' || stat.command.startsWith('postgres'))
    .reduce((sum, stat) => sum + stat.cpuSeconds, 0);
  return { at: performance.now(), machine: machineSeconds(), byGroup, postgres };
}

/** CPU used between two snapshots, in cores (1.0 = one core busy the whole time), and the machine's busy share. */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot) {
  const seconds = (after.at - before.at) / 1000;
  const cores = (used: number) => Number((used / seconds).toFixed(2));
  const byGroup = Object.fromEntries(
    Object.keys(after.byGroup)
      .filter((group) => before.byGroup[group] !== undefined)
      .map((group) => [group, cores(after.byGroup[group]! - (before.byGroup[group] ?? 0))]),
  );
  const machineBusy = after.machine.busy - before.machine.busy;
  const machineTotal = after.machine.total - before.machine.total;
  return {
    seconds: Number(seconds.toFixed(1)),
    coresUsed: { ...byGroup, postgresAll: cores(after.postgres - before.postgres) },
    machineBusyShare: Number((machineBusy / machineTotal).toFixed(2)),
    machineCoresBusy: cores(machineBusy),
  };
}
