import type { OwnerRow } from './owners-repository.js';

export interface OwnerStoreWire {
  id: number;
  name: string;
  role: 'OWNER' | 'STAFF';
}

/** The contract's owner session: `{id, accessToken, name, email, preferredLanguage, stores}`. */
export function toOwnerSessionWire(owner: OwnerRow, stores: OwnerStoreWire[], accessToken: string) {
  return {
    id: owner.id,
    accessToken,
    name: owner.name,
    email: owner.email,
    preferredLanguage: owner.preferredLanguage,
    stores: stores.map((store) => ({ id: store.id, name: store.name, role: store.role })),
  };
}

export type OwnerSessionWire = ReturnType<typeof toOwnerSessionWire>;
