import { create } from 'zustand';
import { configureApiSession } from '@/lib/api-client';
import { readJson, storageKeys, writeJson } from '@/lib/local-store';
import { logOut } from '../api/log-out';

export interface UserInfo {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
}

/** User, kept locally as `user`. */
export interface StoredUser {
  id: number;
  email: string;
  accessToken: string;
  rewardBalance?: number | null;
  orderCount?: number | null;
  optIn?: boolean | null;
  userInfos?: UserInfo[] | null;
}

export const SESSION_INVALID_MESSAGE = 'Your session is no longer valid.';

function isStoredUser(value: unknown): value is StoredUser {
  const user = value as Partial<StoredUser> | null;
  return typeof user?.id === 'number' && typeof user.accessToken === 'string' && user.accessToken !== '';
}

interface UserStore {
  user: StoredUser | null;
  /** Why the diner was signed out without asking (a 403), shown once on /auth. */
  sessionNotice: string | null;
  setUser: (user: StoredUser) => void;
  /** The diner signs out: the token is revoked on the server and the stored user removed. */
  signOut: () => void;
  /** The server refused the token: the stored user is removed with the spec's message. */
  expireSession: () => void;
  clearSessionNotice: () => void;
}

/** The signed-in diner kept locally as `user`. */
export const useUserStore = create<UserStore>((set, get) => {
  const stored = readJson(storageKeys.user);
  const clear = (sessionNotice: string | null) => {
    writeJson(storageKeys.user, null);
    set({ user: null, sessionNotice });
  };
  return {
    user: isStoredUser(stored) ? stored : null,
    sessionNotice: null,
    setUser: (user) => {
      writeJson(storageKeys.user, user);
      set({ user, sessionNotice: null });
    },
    signOut: () => {
      const { user } = get();
      if (user) {
        logOut(user);
      }
      clear(null);
    },
    expireSession: () => {
      if (get().user) {
        clear(SESSION_INVALID_MESSAGE);
      }
    },
    clearSessionNotice: () => set({ sessionNotice: null }),
  };
});

configureApiSession({
  getAccessToken: () => useUserStore.getState().user?.accessToken ?? null,
  onSessionRejected: () => useUserStore.getState().expireSession(),
});

export const useUser = () => useUserStore((state) => state.user);
