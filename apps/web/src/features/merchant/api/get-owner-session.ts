import { apiClient } from '@/lib/api-client';
import type { OwnerSession } from '@/lib/owner-session';

/** GET /owner/me: the signed-in owner's session again, with the stores it now holds. */
export async function getOwnerSession(accessToken: string): Promise<OwnerSession> {
  const answer = await apiClient.get<{ data: OwnerSession }>('/owner/me', { accessToken });
  return answer.data;
}
