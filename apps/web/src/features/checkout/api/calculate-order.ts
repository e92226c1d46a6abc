import type { DisplayLocale, OrderJsonInput } from '@orderlane/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postCalculateOrder } from '@/lib/order-calls';

/** POST /calculateOrder for the checkout: the signed-in diner's cart, newest answer wins. */
export const calculateOrder = (order: OrderJsonInput, locale: DisplayLocale, signal?: AbortSignal) =>
  postCalculateOrder(order, { locale, signal });

/** Keyed on everything sent, so each change asks again and only the newest inputs' answer is shown. */
export const calculateOrderQueryOptions = (order: OrderJsonInput | null, locale: DisplayLocale) =>
  queryOptions({
    queryKey: ['calculate-order', locale, order] as const,
    queryFn: ({ signal }) => calculateOrder(order as OrderJsonInput, locale, signal),
    enabled: order !== null,
    // The previous figures stay on screen while the next answer is on its way (no flicker).
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    gcTime: 60_000,
    retry: false,
    meta: { silent: true },
  });

export const useCalculateOrder = (order: OrderJsonInput | null, locale: DisplayLocale) =>
  useQuery(calculateOrderQueryOptions(order, locale));
