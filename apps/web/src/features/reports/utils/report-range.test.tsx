import { describe, expect, it } from 'vitest';
import { presetRange, rangeProblem, todayIn } from './report-range';

describe('report ranges', () => {
  it('reads today in the store time zone', () => {
    expect(todayIn('America/Chicago', new Date('2026-03-02T05:30:00Z'))).toBe('2026-03-01');
    expect(todayIn('Asia/Shanghai', new Date('2026-03-02T05:30:00Z'))).toBe('2026-03-02');
  });

  it('turns presets into dates ending today', () => {
    expect(presetRange('last7', '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(presetRange('last30', '2026-03-02')).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    expect(presetRange('thisMonth', '2026-03-02')).toEqual({ from: '2026-03-01', to: '2026-03-02' });
  });

  it('names what is wrong with a custom range', () => {
    expect(rangeProblem({ from: '', to: '2026-03-02', groupBy: 'day' })).toBe('missingDates');
    expect(rangeProblem({ from: '2026-03-05', to: '2026-03-02', groupBy: 'day' })).toBe('endBeforeStart');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02', groupBy: 'week' })).toBe('tooLong');
    expect(rangeProblem({ from: '2025-01-02', to: '2026-01-02', groupBy: 'week' })).toBeNull();
  });
});
