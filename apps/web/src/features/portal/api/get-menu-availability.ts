import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

export interface AvailabilityEntry {
  id: number;
  name: string;
  cnName: string | null;
  /** The open "86" that holds it off, to restore it early; null when none. */
  entryId: number | null;
  /** Store-local 'YYYY-MM-DD HH:mm:ss' it comes back at. */
  unavailableUntil: string | null;
  /** Off in the menu itself (sold out or inactive) with no end time: only the menu editor turns it back on. */
  isOffInMenu: boolean;
}

export interface AvailabilityItem extends AvailabilityEntry {
  options: (AvailabilityEntry & { groupName: string })[];
}

export interface AvailabilityCategory {
  id: number;
  name: string;
  cnName: string | null;
  items: AvailabilityItem[];
}

interface OptionWire {
  id: number;
  name: string;
  cnName: string | null;
  active: boolean;
  entryId: number | null;
  unavailableUntil: string | null;
}

interface CategoryWire {
  id: number;
  name: string;
  cnName: string | null;
  items: {
    id: number;
    name: string;
    cnName: string | null;
    soldOut: boolean;
    entryId: number | null;
    unavailableUntil: string | null;
    optionGroups: { id: number; name: string; options: OptionWire[] }[];
  }[];
}

function toCategory(wire: CategoryWire): AvailabilityCategory {
  return {
    id: wire.id,
    name: wire.name,
    cnName: wire.cnName,
    items: wire.items.map((item) => ({
      id: item.id,
      name: item.name,
      cnName: item.cnName,
      entryId: item.entryId,
      unavailableUntil: item.unavailableUntil,
      isOffInMenu: item.soldOut && item.entryId === null,
      options: item.optionGroups.flatMap((group) =>
        group.options.map((option) => ({
          id: option.id,
          name: option.name,
          cnName: option.cnName,
          groupName: group.name,
          entryId: option.entryId,
          unavailableUntil: option.unavailableUntil,
          isOffInMenu: !option.active && option.entryId === null,
        })),
      ),
    })),
  };
}

/** GET /portal/stores/{storeId}/availability: the menu with what is marked unavailable ("86") and until when. */
export async function getMenuAvailability(
  storeId: number,
  signal?: AbortSignal,
): Promise<AvailabilityCategory[]> {
  const answer = await apiClient.get<{ data: { categories: CategoryWire[] } }>(
    `/portal/stores/${storeId}/availability`,
    { accessToken: getOwnerAccessToken(), signal },
  );
  return answer.data.categories.map(toCategory);
}

export const menuAvailabilityQueryKey = (storeId: number) => ['portal', 'menu', storeId] as const;

export const useMenuAvailability = (storeId: number) =>
  useQuery(
    queryOptions({
      queryKey: menuAvailabilityQueryKey(storeId),
      queryFn: ({ signal }) => getMenuAvailability(storeId, signal),
      meta: { silent: true },
    }),
  );
