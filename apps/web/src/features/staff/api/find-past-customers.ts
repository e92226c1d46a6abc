import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

export interface PastCustomer {
  phoneNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  lastOrderDate: string;
}

/** GET /staff/stores/{id}/customers?phoneNumber=: the store's past customers with that number (staff only). */
export async function findPastCustomers(storeId: number, phoneNumber: string, signal?: AbortSignal) {
  const answer = await apiClient.get<{ data: PastCustomer[] }>(`/staff/stores/${storeId}/customers`, {
    query: { phoneNumber },
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data;
}

export const usePastCustomers = (storeId: number, phoneNumber: string | null) =>
  useQuery({
    queryKey: ['past-customers', storeId, phoneNumber] as const,
    queryFn: ({ signal }) => findPastCustomers(storeId, phoneNumber ?? '', signal),
    enabled: phoneNumber !== null,
    retry: false,
  });
