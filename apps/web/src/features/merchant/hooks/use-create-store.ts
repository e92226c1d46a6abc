import { salesAttribution, type SalesReferral } from '@orderlane/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { getOwnerMe } from '@/lib/api/get-owner-me';
import { saveRestaurantInfo } from '@/lib/api/save-restaurant-info';
import { saveSalesTracking } from '@/lib/api/save-sales-tracking';
import { useOwnerSessionStore, type OwnerSession } from '@/lib/owner-session';
import { toFinishRestaurant, type BusinessForm } from '../utils/finish-restaurant';

/** Which call failed: the spec gives each its own message. */
export class CreateStoreError extends Error {
  readonly step: 'store' | 'tracking';

  constructor(step: 'store' | 'tracking', cause: unknown) {
    super(step, { cause });
    this.step = step;
  }
}

/**
 * Creates the store, then the sales-tracking record, then refreshes the owner's session so the portal
 * lists the new store. A retry after a tracking failure never creates a second store.
 */
export function useCreateStore(
  session: OwnerSession,
  referral: { raw: string; referral: SalesReferral } | null,
) {
  const [storeId, setStoreId] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (form: BusinessForm) => {
      const { salesId, salesName } = salesAttribution(referral?.referral ?? null, 'finish');
      let id = storeId;
      if (id === null) {
        try {
          id = (
            await saveRestaurantInfo(
              { flow: 'finish', restaurant: toFinishRestaurant(form, session.id) },
              salesName,
              session.accessToken,
            )
          ).id;
        } catch (error) {
          throw new CreateStoreError('store', error);
        }
        setStoreId(id);
      }
      try {
        await saveSalesTracking(
          { salesId, ownerId: session.id, referral: referral?.raw ?? null, flow: 'finish' },
          session.accessToken,
        );
      } catch (error) {
        throw new CreateStoreError('tracking', error);
      }
      const created = { id, name: form.name.trim(), role: 'OWNER' as const };
      const refreshed = await getOwnerMe({ accessToken: session.accessToken }).catch(() => ({
        ...session,
        stores: [...session.stores.filter((store) => store.id !== id), created],
      }));
      useOwnerSessionStore.getState().setSession(refreshed);
      return id;
    },
  });
  return mutation;
}
