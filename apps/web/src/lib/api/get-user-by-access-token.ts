import { apiClient } from '@/lib/api-client';

/**
 * POST /user/getByAccessToken: the signed-in diner as the server has them now; a 403 means the session ended.
 * With a user, their id and token travel in the form and the header (the session refresh, before the session is
 * stored); without, the stored session's token is sent. `W` is the caller's view of the answer.
 */
export function getUserByAccessToken<W>(
  user: { id: number; accessToken: string } | null,
  signal?: AbortSignal,
): Promise<W> {
  return apiClient.post<W>(
    '/user/getByAccessToken',
    user
      ? { form: { userId: user.id, accessToken: user.accessToken }, accessToken: user.accessToken, signal }
      : { signal },
  );
}
