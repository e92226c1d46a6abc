import { useEffect, useState } from 'react';
import type { StoreFilters } from '@orderlane/domain';

/** A filter change shows the loading state for 500 ms before the list follows it. */
export const FILTER_DELAY_MS = 500;

export function useAppliedFilters(filters: StoreFilters): { applied: StoreFilters; isPending: boolean } {
  const [applied, setApplied] = useState(filters);
  useEffect(() => {
    const timer = window.setTimeout(() => setApplied(filters), FILTER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [filters]);
  return { applied, isPending: applied !== filters };
}
