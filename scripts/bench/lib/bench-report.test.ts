import { describe, expect, it } from 'vitest';
import { formatLeakCheck, type SettledRound } from './bench-report.js';
import { judgeLeak } from './leak-verdict.js';

describe('formatLeakCheck', () => {
  it("shows every round's peak under load beside what it settled at", () => {
    const settled: SettledRound[] = [
      { round: 1, peakRssMb: 253.6, rssMb: 209.2, heapUsedMb: 53.9, loadAverage1m: 1.37 },
      { round: 2, peakRssMb: 259.6, rssMb: 210.5, heapUsedMb: 53.8, loadAverage1m: 1.14 },
      { round: 3, peakRssMb: 259.9, rssMb: 211.6, heapUsedMb: null, loadAverage1m: 1.84 },
    ];
    const lines = formatLeakCheck(settled, judgeLeak(settled.map((round) => round.rssMb))).split('\n');
    expect(lines[0]).toMatch(/round\s+peak under load MB\s+settled rss MB\s+heap used MB\s+load 1m/);
    const rows = lines.filter((line) => /^\d\s/.test(line)).map((line) => line.trim().split(/\s+/));
    expect(rows).toEqual([
      ['1', '253.6', '209.2', '53.9', '1.37'],
      ['2', '259.6', '210.5', '53.8', '1.14'],
      ['3', '259.9', '211.6', '1.84'],
    ]);
    expect(lines.at(-1)).toMatch(/^memory steady/);
  });
});
