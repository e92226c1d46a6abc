import { apiClient } from '@/lib/api-client';

/** POST /saveSalesTracking: credits the new owner to a salesperson (666 when none referred them). */
export function saveSalesTracking(
  tracking: { salesId: number; ownerId: number; referral: string | null },
  accessToken: string,
) {
  return apiClient.post<{ status: number }>('/saveSalesTracking', {
    form: { ...tracking, flow: 'finish' },
    accessToken,
  });
}
