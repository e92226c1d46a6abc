import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken, useOwnerSessionStore } from '@/lib/owner-session';

/** POST /owner/logout ends the token on the server; the browser forgets it whatever the answer. */
export async function logOutOwner(): Promise<void> {
  try {
    await apiClient.post<unknown>('/owner/logout', { accessToken: getOwnerAccessToken() });
  } finally {
    useOwnerSessionStore.getState().clear();
  }
}

export const useLogOutOwner = () => useMutation({ mutationFn: logOutOwner });
