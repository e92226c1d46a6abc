import { apiClient } from '@/lib/api-client';
import type { StoredUser } from '../stores/user-store';

/** POST /user/getByAccessToken: refreshes the stored user; 403 means the session ended. */
export function getUserByAccessToken(
  user: Pick<StoredUser, 'id' | 'accessToken'>,
  signal?: AbortSignal,
): Promise<StoredUser> {
  return apiClient.post<StoredUser>('/user/getByAccessToken', {
    form: { userId: user.id, accessToken: user.accessToken },
    accessToken: user.accessToken,
    signal,
  });
}
