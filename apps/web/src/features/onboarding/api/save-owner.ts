import { apiClient } from '@/lib/api-client';
import type { OwnerSession } from '@/lib/owner-session';

export interface OwnerJson {
  name: string;
  email: string;
  username: string;
  password: string;
  phoneNumber: string;
  deviceToken: string;
}

/** POST /saveOwner (`ownerjson`): creates the Lite owner and answers its session. */
export async function saveOwner(owner: OwnerJson, preferredLanguage: 'CN' | 'EN'): Promise<OwnerSession> {
  const answer = await apiClient.post<{ id: number; data: OwnerSession }>('/saveOwner', {
    form: { ownerjson: owner, preferredLanguage },
    accessToken: null,
  });
  return answer.data;
}
