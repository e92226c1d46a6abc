import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the last value only once it has stopped changing for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'C' },
    });
    expect(result.current).toBe('C');
    rerender({ value: 'Ch' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ value: 'Chi' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe('C');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe('Chi');
  });
});
