import type { CpuShares } from './cpu-shares.js';
import type { ProfileSummary } from './cpu-profile.js';
import { describeLeakVerdict, type LeakVerdict } from './leak-verdict.js';
import type { LoadFigures } from './load-runner.js';
import type { ComparisonRow } from './previous-result.js';
import type { RssWindow, ServerMemoryParts } from './process-memory.js';
import { formatTable } from './results.js';

/** One pass over the measured calls: figures, the load average after each run, the server's memory during it. */
export interface RoundResult {
  figures: Record<string, LoadFigures>;
  loadAverages: Record<string, number>;
  memory: Record<string, RssWindow>;
  /** Per measured call (not the ceiling or the rush): the CPU each party spent per answered request. */
  cpu: Record<string, CpuShares>;
  /** Per measured call, right after its run: the server's V8 heap and the memory outside it. */
  memoryParts: Record<string, ServerMemoryParts>;
}

/** The server's memory after a round and a quiet settle period, for the leak check. */
export interface SettledRound {
  round: number;
  /** The round's peak under load, before it settled: every round's, not only the first's. */
  peakRssMb: number;
  rssMb: number;
  heapUsedMb: number | null;
  loadAverage1m: number;
}

// Issue 18's bound on the server's resident memory under load, on PGlite.
export const RSS_TARGET_MB = 250;

const answers = (figures: LoadFigures) =>
  Object.entries(figures.statuses)
    .map(([status, count]) => `${status}:${count}`)
    .join(' ') + (figures.errors ? ` err:${figures.errors}` : '');

export function formatRound(round: RoundResult): string {
  const ceilingRate = round.figures.ceiling?.reqPerSec ?? Number.NaN;
  const rows = Object.entries(round.figures).map(([name, figures]) => [
    name,
    figures.reqPerSec,
    figures.p50Ms,
    figures.p95Ms,
    figures.p99Ms,
    `${((100 * figures.reqPerSec) / ceilingRate).toFixed(1)}%`,
    round.loadAverages[name] ?? '',
    round.memory[name]?.idleMb ?? '',
    round.memory[name]?.peakMb ?? '',
    answers(figures),
  ]);
  return formatTable(
    [
      'call',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'of ceiling',
      'load 1m',
      'rss idle MB',
      'rss peak MB',
      'answers',
    ],
    rows,
  );
}

/**
 * Where the CPU went per answered request: the server (with PGlite in it), PostgreSQL, the load generator and
 * everything else on the machine, and how busy all cores were. A call whose server share is small next to the
 * others is limited by what shares the machine with it, not by the server's own code.
 */
export function formatCpuShares(round: RoundResult): string {
  return formatTable(
    [
      'call',
      'server ms/req',
      'database ms/req',
      'generator ms/req',
      'other ms/req',
      'server share',
      'cores busy',
      'heap MB',
      'external MB',
    ],
    Object.entries(round.cpu).map(([name, cpu]) => {
      const total =
        cpu.serverMsPerRequest + cpu.databaseMsPerRequest + cpu.generatorMsPerRequest + cpu.otherMsPerRequest;
      return [
        name,
        cpu.serverMsPerRequest,
        cpu.databaseMsPerRequest,
        cpu.generatorMsPerRequest,
        cpu.otherMsPerRequest,
        `${((100 * cpu.serverMsPerRequest) / Math.max(total, 0.001)).toFixed(0)}%`,
        `${cpu.machineBusyPercent}%`,
        round.memoryParts[name]?.heapTotalMb ?? '',
        round.memoryParts[name]?.externalMb ?? '',
      ];
    }),
  );
}

/** The peak of every call's window: the server's memory under load, against the PGlite target. */
export function peakRssMb(round: RoundResult): number {
  return Math.max(0, ...Object.values(round.memory).map((window) => window.peakMb));
}

export function describeMemory(db: string, startedInMs: number, startRssMb: number, round: RoundResult) {
  const peak = peakRssMb(round);
  const target =
    db === 'pglite' ? `, target <= ${RSS_TARGET_MB} MB ${peak <= RSS_TARGET_MB ? 'met' : 'MISSED'}` : '';
  return `server: serving ${startedInMs} ms after spawn (fresh data: migrations and seed), RSS ${startRssMb} MB when ready; peak RSS under load ${peak} MB${target}`;
}

const ratioCell = (ratio: number | null) => (ratio === null ? '' : `×${ratio.toFixed(2)}`);

export function formatComparison(rows: ComparisonRow[]): string {
  return formatTable(
    ['call', 'req/s', 'before', 'now/before', 'p99 ms', 'before', 'now/before', 'load 1m', 'before'],
    rows.map((row) => [
      row.call,
      row.reqPerSec,
      row.previousReqPerSec,
      ratioCell(row.reqPerSecRatio),
      row.p99Ms,
      row.previousP99Ms,
      ratioCell(row.p99Ratio),
      row.loadAverage1m ?? '',
      row.previousLoadAverage1m ?? '',
    ]),
  );
}

export function formatLeakCheck(settled: SettledRound[], verdict: LeakVerdict): string {
  const table = formatTable(
    ['round', 'peak under load MB', 'settled rss MB', 'heap used MB', 'load 1m'],
    settled.map((round) => [
      round.round,
      round.peakRssMb,
      round.rssMb,
      round.heapUsedMb ?? '',
      round.loadAverage1m,
    ]),
  );
  return `${table}\n${describeLeakVerdict(verdict)}`;
}

export function printProfiles(db: string, profiles: Record<string, ProfileSummary | null>) {
  for (const [name, profile] of Object.entries(profiles)) {
    if (profile) {
      console.log(`\nCPU profile of ${name} on ${db} (self time, busy samples of the measured window):`);
      console.log(
        formatTable(
          ['area', '%'],
          profile.byArea.map(({ area, percent }) => [area, percent]),
        ),
      );
      console.log(
        formatTable(
          ['function', '%'],
          profile.topFunctions.slice(0, 10).map(({ name: fn, percent }) => [fn, percent]),
        ),
      );
    }
  }
}
