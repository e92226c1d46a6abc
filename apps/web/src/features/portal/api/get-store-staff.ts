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

export interface PendingInvitation {
  invitationId: number;
  email: string;
  name: string;
  role: StoreRole;
  /** Store-local times it was sent and stops working. */
  sentAt: string;
  expiresAt: string;
}

export interface StoreStaff {
  members: StaffMember[];
  /** Invitations nobody has accepted yet; the address joins only by accepting. */
  invitations: PendingInvitation[];
}

/** GET /portal/stores/{storeId}/members: the store's owners and staff, and pending invitations (owners only). */
export async function getStoreStaff(storeId: number, signal?: AbortSignal): Promise<StoreStaff> {
  const answer = await apiClient.get<{ data: StoreStaff }>(`/portal/stores/${storeId}/members`, {
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return { members: answer.data.members, invitations: answer.data.invitations ?? [] };
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
