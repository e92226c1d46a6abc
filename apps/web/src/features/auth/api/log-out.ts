import { apiClient } from '@/lib/api-client';
import type { StoredUser } from '../stores/user-store';

/** POST /user/logout: revokes the token; the diner is signed out locally whatever the answer. */
export function logOut(user: Pick<StoredUser, 'id' | 'accessToken'>): void {
  apiClient
    .post('/user/logout', {
      form: { userId: user.id, accessToken: user.accessToken },
      accessToken: user.accessToken,
    })
    .catch(() => undefined);
}
