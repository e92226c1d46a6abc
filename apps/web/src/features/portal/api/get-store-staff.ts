import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken, type StoreRole } from '@/lib/owner-session';

export interface StaffMember {
  ownerId: number;
  name: string;
  email: string;
  role: StoreRole;
  /** Store-local time they joined the store. */
  since: string;
}

/** GET /portal/stores/{storeId}/members: the store's owners and staff (owners only). */
export async function getStoreStaff(storeId: number, signal?: AbortSignal): Promise<StaffMember[]> {
  const answer = await apiClient.get<{ data: { members: StaffMember[] } }>(
    `/portal/stores/${storeId}/members`,
    {
      accessToken: getOwnerAccessToken(),
      signal,
    },
  );
  return answer.data.members;
}

export const storeStaffQueryKey = (storeId: number) => ['portal', 'staff', storeId] as const;

export const useStoreStaff = (storeId: number) =>
  useQuery(
    queryOptions({
      queryKey: storeStaffQueryKey(storeId),
      queryFn: ({ signal }) => getStoreStaff(storeId, signal),
      meta: { silent: true },
    }),
  );
