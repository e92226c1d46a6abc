import { describe, expect, it } from 'vitest';
import { describeLeakVerdict, judgeLeak } from './leak-verdict.js';

describe('judgeLeak', () => {
  it.each([
    { settled: [150, 180, 185], verdict: 'steady', growthMb: 5, growthPercent: 2.8 },
    { settled: [150, 180, 180], verdict: 'steady', growthMb: 0, growthPercent: 0 },
    { settled: [150, 180, 170], verdict: 'steady', growthMb: -10, growthPercent: -5.6 },
    // 10% of 180 MB is 18 MB: 20 MB passes the percent bound though not the 25 MB one.
    { settled: [150, 180, 200], verdict: 'growing', growthMb: 20, growthPercent: 11.1 },
    // 26 MB on 400 MB is 6.5%: passes the MB bound alone.
    { settled: [300, 400, 426], verdict: 'growing', growthMb: 26, growthPercent: 6.5 },
  ])('judges $settled as $verdict', ({ settled, verdict, growthMb, growthPercent }) => {
    expect(judgeLeak(settled)).toEqual({
      verdict,
      fromRound: 2,
      toRound: 3,
      growthMb,
      growthPercent,
      tolerance: { percent: 10, mb: 25 },
    });
  });

  it('ignores the growth of the first round, which fills caches and the JIT', () => {
    expect(judgeLeak([100, 200, 201]).verdict).toBe('steady');
  });

  it('compares the last two rounds of a longer run', () => {
    expect(judgeLeak([100, 120, 121, 160])).toMatchObject({ fromRound: 3, toRound: 4, verdict: 'growing' });
  });

  it.each([[[]], [[150]], [[150, 400]]])('is inconclusive with fewer than three rounds: %j', (settled) => {
    expect(judgeLeak(settled).verdict).toBe('inconclusive');
  });

  it('takes a tolerance of the caller', () => {
    expect(judgeLeak([150, 180, 200], { percent: 20, mb: 25 }).verdict).toBe('steady');
  });
});

describe('describeLeakVerdict', () => {
  it('names the rounds, the growth and the tolerance', () => {
    expect(describeLeakVerdict(judgeLeak([150, 180, 200]))).toBe(
      'LEAK SUSPECTED: +20 MB (11.1%) from round 2 to 3, beyond tolerance 10% or 25 MB',
    );
    expect(describeLeakVerdict(judgeLeak([150, 180, 170]))).toBe(
      'memory steady: -10 MB (-5.6%) from round 2 to 3, within tolerance 10% or 25 MB',
    );
  });
});
