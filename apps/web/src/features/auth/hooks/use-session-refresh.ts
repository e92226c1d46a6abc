import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { getUserByAccessToken } from '../api/get-by-access-token';
import { useUserStore } from '../stores/user-store';

/** Sign-in: on load the stored session is refreshed; a 403 signs the diner out. */
export function useSessionRefresh(): void {
  useEffect(() => {
    const { user, setUser, expireSession } = useUserStore.getState();
    if (!user) {
      return undefined;
    }
    const controller = new AbortController();
    // In a task of its own: the page's first effects (a checkout's requests) already make a long one.
    const timer = window.setTimeout(() => {
      getUserByAccessToken(user, controller.signal)
        .then((fresh) => setUser({ ...user, ...fresh, accessToken: fresh.accessToken || user.accessToken }))
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 403) {
            expireSession();
          }
        });
    }, 0);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, []);
}
