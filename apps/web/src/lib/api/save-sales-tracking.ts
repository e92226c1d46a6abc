import { apiClient } from '@/lib/api-client';

export interface SalesTracking {
  ownerId: number;
  /** The referring salesperson, else the flow's house number (666 finish, 700 Lite). */
  salesId: number;
  /** The raw base64 referral, passed on as it came. */
  referral: string | null;
  flow: 'finish' | 'lite';
}

/** POST /saveSalesTracking?ownerId=&salesId=: credits the new owner to a salesperson. */
export function saveSalesTracking({ ownerId, salesId, referral, flow }: SalesTracking, accessToken: string) {
  return apiClient.post<{ status: number }>('/saveSalesTracking', {
    query: { ownerId, salesId },
    form: { referral, flow },
    accessToken,
  });
}
