/** How much the settled memory may grow between the last two rounds before the run reports a leak. */
export interface LeakTolerance {
  percent: number;
  mb: number;
}

export const DEFAULT_LEAK_TOLERANCE: LeakTolerance = { percent: 10, mb: 25 };

export interface LeakVerdict {
  /** `growing`: the growth passed either bound; `inconclusive`: fewer than three rounds. */
  verdict: 'steady' | 'growing' | 'inconclusive';
  fromRound: number;
  toRound: number;
  growthMb: number;
  growthPercent: number;
  tolerance: LeakTolerance;
}

/**
 * Judges the RSS measured after each round's settle period. Only the last two rounds count: the first round fills
 * caches, pools and the JIT, so its growth says nothing about a leak.
 */
export function judgeLeak(
  settledRssMb: number[],
  tolerance: LeakTolerance = DEFAULT_LEAK_TOLERANCE,
): LeakVerdict {
  const toRound = settledRssMb.length;
  const fromRound = Math.max(1, toRound - 1);
  const before = settledRssMb[fromRound - 1] ?? 0;
  const after = settledRssMb[toRound - 1] ?? 0;
  const growthMb = Number((after - before).toFixed(1));
  const growthPercent = before > 0 ? Number(((100 * (after - before)) / before).toFixed(1)) : 0;
  const isGrowing = growthMb > tolerance.mb || growthPercent > tolerance.percent;
  return {
    verdict: toRound < 3 ? 'inconclusive' : isGrowing ? 'growing' : 'steady',
    fromRound,
    toRound,
    growthMb,
    growthPercent,
    tolerance,
  };
}

export function describeLeakVerdict(result: LeakVerdict): string {
  const growth = `${result.growthMb >= 0 ? '+' : ''}${result.growthMb} MB (${result.growthPercent}%) from round ${result.fromRound} to ${result.toRound}`;
  const bound = `tolerance ${result.tolerance.percent}% or ${result.tolerance.mb} MB`;
  switch (result.verdict) {
    case 'steady':
      return `memory steady: ${growth}, within ${bound}`;
    case 'growing':
      return `LEAK SUSPECTED: ${growth}, beyond ${bound}`;
    case 'inconclusive':
      return `leak check inconclusive: ${growth}; three rounds are needed (--repeat=3)`;
  }
}
