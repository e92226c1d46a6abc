import { apiClient } from '@/lib/api-client';

/** POST /trackOrder/events/ticket: a single-use ticket (a minute) that opens one tracking stream. */
export async function getTrackingTicket(accessToken: string): Promise<string> {
  const answer = await apiClient.post<{ data: { ticket: string } }>('/trackOrder/events/ticket', {
    accessToken,
  });
  return answer.data.ticket;
}
