import { getUserByAccessToken as getUser } from '@/lib/api/get-user-by-access-token';
import type { StoredUser } from '../stores/user-store';

/** Refreshes the stored user (POST /user/getByAccessToken); 403 means the session ended. */
export function getUserByAccessToken(
  user: Pick<StoredUser, 'id' | 'accessToken'>,
  signal?: AbortSignal,
): Promise<StoredUser> {
  return getUser<StoredUser>(user, signal);
}
