import { create } from 'zustand';
import { readJson, storageKeys, writeJson } from '@/lib/local-store';

export type StoreRole = 'OWNER' | 'STAFF';

/** What `POST /api/owner/login` (and the owner sign-up calls) answer in `data`. */
export interface OwnerSession {
  id: number;
  accessToken: string;
  name: string;
  email: string;
  preferredLanguage: 'EN' | 'CN';
  stores: { id: number; name: string; role: StoreRole }[];
}

function isOwnerSession(value: unknown): value is OwnerSession {
  const session = value as Partial<OwnerSession> | null;
  return (
    typeof session?.id === 'number' &&
    typeof session.accessToken === 'string' &&
    session.accessToken !== '' &&
    Array.isArray(session.stores)
  );
}

interface OwnerSessionStore {
  session: OwnerSession | null;
  setSession: (session: OwnerSession) => void;
  /** Replaces the store list (a store created or an invitation accepted) without a new sign-in. */
  setStores: (stores: OwnerSession['stores']) => void;
  clear: () => void;
}

/**
 * The signed-in restaurant account, kept apart from the diner's `user`: one browser can hold both, and the
 * portal, onboarding and staff screens send this token, never the diner's.
 */
export const useOwnerSessionStore = create<OwnerSessionStore>((set, get) => {
  const stored = readJson(storageKeys.ownerSession);
  const save = (session: OwnerSession | null) => {
    writeJson(storageKeys.ownerSession, session);
    set({ session });
  };
  return {
    session: isOwnerSession(stored) ? stored : null,
    setSession: save,
    setStores: (stores) => {
      const { session } = get();
      if (session) {
        save({ ...session, stores });
      }
    },
    clear: () => save(null),
  };
});

export const useOwnerSession = () => useOwnerSessionStore((state) => state.session);

/** The owner's token for an `apiClient` call's `accessToken` option (null when signed out). */
export const getOwnerAccessToken = () => useOwnerSessionStore.getState().session?.accessToken ?? null;
