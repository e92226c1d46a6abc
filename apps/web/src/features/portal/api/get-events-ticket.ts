import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

/** POST /portal/events/ticket: a single-use ticket (a minute) that opens one board stream. */
export async function getEventsTicket(): Promise<string> {
  const answer = await apiClient.post<{ data: { ticket: string } }>('/portal/events/ticket', {
    accessToken: getOwnerAccessToken(),
  });
  return answer.data.ticket;
}
