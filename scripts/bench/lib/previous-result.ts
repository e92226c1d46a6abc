import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadFigures } from './load-runner.js';

/** The part of a `bench.ts` result file the comparison reads (load and fault results have no ceiling). */
export interface BenchResult {
  measuredAt: string;
  database: string;
  figures: Record<string, LoadFigures>;
  loadAverages?: Record<string, number>;
}

export interface StoredResult {
  file: string;
  data: unknown;
}

export function isBenchResult(data: unknown): data is BenchResult {
  const candidate = data as Partial<BenchResult> | null;
  return (
    typeof candidate?.measuredAt === 'string' &&
    typeof candidate.database === 'string' &&
    typeof candidate.figures?.ceiling?.reqPerSec === 'number'
  );
}

/** The latest bench result of `database` measured before `before` (an ISO time), or null. */
export function pickPreviousResult(
  stored: StoredResult[],
  database: string,
  before: string,
): { file: string; result: BenchResult } | null {
  const earlier = stored
    .filter((entry): entry is { file: string; data: BenchResult } => isBenchResult(entry.data))
    .filter((entry) => entry.data.database === database && entry.data.measuredAt < before)
    .sort((a, b) => a.data.measuredAt.localeCompare(b.data.measuredAt));
  const latest = earlier.at(-1);
  return latest ? { file: latest.file, result: latest.data } : null;
}

export interface ComparisonRow {
  call: string;
  reqPerSec: number;
  previousReqPerSec: number;
  /** now ÷ previous: above 1 is faster. */
  reqPerSecRatio: number | null;
  p99Ms: number;
  previousP99Ms: number;
  /** now ÷ previous: below 1 is better. */
  p99Ratio: number | null;
  loadAverage1m: number | null;
  previousLoadAverage1m: number | null;
}

const ratio = (now: number, previous: number) =>
  previous > 0 && Number.isFinite(now) ? Number((now / previous).toFixed(2)) : null;

/** One row per call measured both now and in the previous result, in the order of this run. */
export function compareFigures(
  now: Record<string, LoadFigures>,
  nowLoadAverages: Record<string, number>,
  previous: BenchResult,
): ComparisonRow[] {
  return Object.entries(now).flatMap(([call, figures]) => {
    const before = previous.figures[call];
    if (!before) {
      return [];
    }
    return [
      {
        call,
        reqPerSec: figures.reqPerSec,
        previousReqPerSec: before.reqPerSec,
        reqPerSecRatio: ratio(figures.reqPerSec, before.reqPerSec),
        p99Ms: figures.p99Ms,
        previousP99Ms: before.p99Ms,
        p99Ratio: ratio(figures.p99Ms, before.p99Ms),
        loadAverage1m: nowLoadAverages[call] ?? null,
        previousLoadAverage1m: previous.loadAverages?.[call] ?? null,
      },
    ];
  });
}

/** Every result file as committed (HEAD): a run of today rewrites its file on disk, the commit keeps the last one. */
export function readCommittedResults(repoRoot: string, resultsDir: string): StoredResult[] {
  const relativeDir = path.relative(repoRoot, resultsDir);
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repoRoot, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 ** 2 });
  const files = git('ls-files', '--', `${relativeDir}/*.json`).split('\n').filter(Boolean);
  return files.flatMap((file) => {
    try {
      return [{ file, data: JSON.parse(git('show', `HEAD:${file}`)) as unknown }];
    } catch {
      // Added to the index but not yet committed: not a committed result.
      return [];
    }
  });
}

/** An explicit `--compare=<file>`, relative to the working directory or to the repository. */
export function readResultFile(file: string, repoRoot: string): { file: string; result: BenchResult } {
  const resolved = [path.resolve(file), path.resolve(repoRoot, file)].find((candidate) =>
    existsSync(candidate),
  );
  if (!resolved) {
    throw new Error(`--compare: no such file ${file}`);
  }
  const data: unknown = JSON.parse(readFileSync(resolved, 'utf8'));
  if (!isBenchResult(data)) {
    throw new Error(
      `--compare: ${file} is not a bench.ts result (no measuredAt, database or ceiling figure)`,
    );
  }
  return { file: path.relative(repoRoot, resolved), result: data };
}
