import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** 000 §3 Payment profile: a saved card, its number masked as 'XXXX1111'. */
export interface PaymentProfile {
  userPaymentProfileId: number;
  defaultProfile: boolean;
  customerProfileId?: string | null;
  customerPaymentProfileId?: string | null;
  cardType: string | null;
  cardnumber: string;
}

/** POST /getUserPaymentProfiles with userId: the diner's saved cards, default first. */
export async function getUserPaymentProfiles(
  userId: number,
  signal?: AbortSignal,
): Promise<PaymentProfile[]> {
  const profiles = await apiClient.post<PaymentProfile[]>('/getUserPaymentProfiles', {
    form: { userId },
    signal,
  });
  return [...(Array.isArray(profiles) ? profiles : [])].sort(
    (a, b) => Number(b.defaultProfile) - Number(a.defaultProfile),
  );
}

export const paymentProfilesQueryKey = ['payment-profiles'] as const;

export const paymentProfilesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...paymentProfilesQueryKey, userId] as const,
    queryFn: ({ signal }) => getUserPaymentProfiles(userId, signal),
    staleTime: 0,
  });

/** `enabled: false` holds the request back (the checkout asks once its payment section is drawn). */
export const usePaymentProfiles = (userId: number, enabled = true) =>
  useQuery({ ...paymentProfilesQueryOptions(userId), enabled });
