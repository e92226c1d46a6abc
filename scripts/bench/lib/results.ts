import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './server-process.js';

export const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');

/** The machine a figure was measured on; the load average says how much else was running. */
export function describeMachine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    loadAverage1m: Number(os.loadavg()[0]!.toFixed(2)),
  };
}

/** Writes `bench/results/<date>-<name>.json` and returns its path. */
export function writeResult(name: string, data: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${new Date().toISOString().slice(0, 10)}-${name}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(REPO_ROOT, file);
}

/** A plain text table: one header row, right-aligned numbers. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [
    line(cells[0]!),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}
