import { describe, expect, it } from 'vitest';
import { watchCpu } from './cpu-shares.js';

/** Keeps this process busy until it has spent `ms` of CPU (not wall-clock time, so a busy machine only slows it). */
function spendCpu(ms: number) {
  const start = process.cpuUsage();
  let sink = 0;
  while (true) {
    const spent = process.cpuUsage(start);
    if ((spent.user + spent.system) / 1000 >= ms) {
      return sink;
    }
    for (let index = 0; index < 10_000; index++) {
      sink += Math.sqrt(index);
    }
  }
}

describe('watchCpu', () => {
  it("counts the watched process tree's CPU from /proc and divides it by the requests", () => {
    // This process plays both the server (its /proc ticks) and the generator (its own cpuUsage).
    const cpu = watchCpu(process.pid);
    spendCpu(300);
    const shares = cpu.stop(3);
    // /proc counts in 10 ms ticks: 300 ms over 3 requests is ~100 ms each, give or take a few ticks.
    expect(shares.serverMsPerRequest).toBeGreaterThanOrEqual(80);
    expect(shares.generatorMsPerRequest).toBeGreaterThanOrEqual(100);
    expect(shares.machineBusyPercent).toBeGreaterThan(0);
    expect(shares.machineBusyPercent).toBeLessThanOrEqual(100);
    expect(shares.otherMsPerRequest).toBeGreaterThanOrEqual(0);
  });

  it('gives zero per request rather than dividing by zero when nothing was answered', () => {
    const shares = watchCpu(process.pid).stop(0);
    expect(Number.isFinite(shares.serverMsPerRequest)).toBe(true);
  });
});
