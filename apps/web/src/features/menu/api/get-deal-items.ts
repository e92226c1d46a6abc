import { dollarsToCents, type Deal } from '@orderlane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

interface DealWire {
  id: number;
  name: string;
  cnName?: string | null;
  price: number;
  startDate?: string | null;
  endDate?: string | null;
  subTotal?: number | null;
  printerName?: string | null;
  printable?: boolean | null;
}

function toDeal(wire: DealWire): Deal {
  return {
    id: wire.id,
    name: wire.name,
    cnName: wire.cnName ?? null,
    priceCents: dollarsToCents(wire.price),
    startDate: wire.startDate ?? null,
    endDate: wire.endDate ?? null,
    subTotalCents: dollarsToCents(wire.subTotal ?? 0),
    printerName: wire.printerName ?? null,
    printable: wire.printable ?? true,
  };
}

/** POST /dealItem/getDealItems?restaurantInfoId=. */
export async function getDealItems(restaurantInfoId: number, signal?: AbortSignal): Promise<Deal[]> {
  const deals = await apiClient.post<DealWire[]>('/dealItem/getDealItems', {
    query: { restaurantInfoId },
    signal,
  });
  return Array.isArray(deals) ? deals.map(toDeal) : [];
}

export const dealItemsQueryOptions = (restaurantInfoId: number) =>
  queryOptions({
    queryKey: ['deal-items', restaurantInfoId] as const,
    queryFn: ({ signal }) => getDealItems(restaurantInfoId, signal),
    meta: { silent: true },
  });

export const useDealItems = (restaurantInfoId: number) => useQuery(dealItemsQueryOptions(restaurantInfoId));
