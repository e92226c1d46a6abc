import { apiClient } from '@/lib/api-client';

/** POST /saveSalesTracking?ownerId=&salesId=: the Lite flow credits 700 unless a salesperson referred the owner. */
export function saveLiteTracking(
  tracking: { ownerId: number; salesId: number; referral: string | null },
  accessToken: string,
) {
  return apiClient.post<{ status: number }>('/saveSalesTracking', {
    query: { ownerId: tracking.ownerId, salesId: tracking.salesId },
    form: { referral: tracking.referral, flow: 'lite' },
    accessToken,
  });
}
