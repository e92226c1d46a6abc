import { apiClient } from '@/lib/api-client';
import type { OwnerSession } from '@/lib/owner-session';

/** GET /owner/me: the session again, now listing the store just created. */
export async function getOwnerSessionAgain(accessToken: string): Promise<OwnerSession> {
  const answer = await apiClient.get<{ data: OwnerSession }>('/owner/me', { accessToken });
  return answer.data;
}
