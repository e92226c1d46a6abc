import { decodeSalesReferral, salesAttribution } from '@orderlane/domain';
import { useMutation } from '@tanstack/react-query';
import { getOwnerMe } from '@/lib/api/get-owner-me';
import { saveRestaurantInfo } from '@/lib/api/save-restaurant-info';
import { saveSalesTracking } from '@/lib/api/save-sales-tracking';
import { ApiError } from '@/lib/api-client';
import { useOwnerSessionStore, type OwnerSession } from '@/lib/owner-session';
import { saveOwner } from '../api/save-owner';
import { useOnboardingStore, type LiteLanding } from '../stores/onboarding-store';
import { toLiteRestaurant, type OwnerSignupForm } from '../utils/lite-restaurant';

/** Which call failed; each has its own message. */
export class LiteSignupError extends Error {
  readonly step: 'owner' | 'store' | 'tracking';
  readonly status: number;

  constructor(step: 'owner' | 'store' | 'tracking', cause: unknown) {
    super(step, { cause });
    this.step = step;
    this.status = cause instanceof ApiError ? cause.status : 0;
  }
}

async function attempt<T>(step: LiteSignupError['step'], call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new LiteSignupError(step, error);
  }
}

/**
 * saveOwner, then the Lite store (kept locally as the new restaurant), then sales tracking (700 unless a
 * salesperson referred the owner). A retry skips what already succeeded.
 */
export function useLiteSignup(landing: LiteLanding, preferredLanguage: 'CN' | 'EN') {
  return useMutation({
    mutationFn: async ({ form, session }: { form: OwnerSignupForm | null; session: OwnerSession | null }) => {
      let owner = session;
      if (owner === null) {
        if (form === null) {
          throw new LiteSignupError('owner', null);
        }
        const email = form.email.trim();
        const created = await attempt('owner', () =>
          saveOwner(
            {
              name: `${form.firstName.trim()} ${form.lastName.trim()}`,
              email,
              username: email,
              password: form.password,
              phoneNumber: form.mobileNumber.trim(),
              deviceToken: '',
            },
            preferredLanguage,
          ),
        );
        useOwnerSessionStore.getState().setSession(created);
        useOnboardingStore
          .getState()
          .setOwner({ firstName: form.firstName.trim(), lastName: form.lastName.trim() });
        owner = created;
      }
      const signedIn = owner;
      const { salesId, salesName } = salesAttribution(decodeSalesReferral(landing.referral), 'lite');
      let restaurantId = signedIn.stores[0]?.id ?? null;
      if (restaurantId === null) {
        const store = await attempt('store', () =>
          saveRestaurantInfo(
            { flow: 'lite', restaurant: toLiteRestaurant(landing, signedIn.id) },
            salesName,
            signedIn.accessToken,
          ),
        );
        restaurantId = store.id;
        useOnboardingStore.getState().setRestaurantId(store.id);
      }
      await attempt('tracking', () =>
        saveSalesTracking(
          { ownerId: signedIn.id, salesId, referral: landing.referral, flow: 'lite' },
          signedIn.accessToken,
        ),
      );
      const refreshed = await getOwnerMe({ accessToken: signedIn.accessToken }).catch(() => ({
        ...signedIn,
        stores: [{ id: restaurantId, name: landing.restaurantName.trim(), role: 'OWNER' as const }],
      }));
      useOwnerSessionStore.getState().setSession(refreshed);
      return restaurantId;
    },
  });
}
