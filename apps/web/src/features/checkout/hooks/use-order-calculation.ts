import type { DisplayLocale, OrderJsonInput } from '@orderlane/domain';
import { useMemo } from 'react';
import { useCalculateOrder } from '../api/calculate-order';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * Prices the order on the server after every change (typing is settled for 300 ms first). The previous answer
 * stays shown while the next one loads; `isCurrent` says the shown answer is for exactly the current inputs.
 */
export function useOrderCalculation(order: OrderJsonInput | null, locale: DisplayLocale) {
  const key = useMemo(() => (order === null ? null : JSON.stringify(order)), [order]);
  const settledKey = useDebouncedValue(key, 300);
  const settledOrder = useMemo(
    () => (settledKey === null ? null : (JSON.parse(settledKey) as OrderJsonInput)),
    [settledKey],
  );
  const query = useCalculateOrder(settledOrder, locale);
  const isCurrent = settledKey === key && query.isSuccess && !query.isPlaceholderData && !query.isFetching;
  return { query, pricedOrder: settledOrder, isCurrent };
}
