import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The address as the maps service split it; null parts when the owner typed one it could not place. */
export interface LitePlace {
  address: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface LiteLanding {
  restaurantName: string;
  email: string;
  mobilePhone: string;
  address: string;
  place: LitePlace | null;
  referral: string | null;
}

interface OnboardingState {
  landing: LiteLanding | null;
  owner: { firstName: string; lastName: string } | null;
  /** The Lite store created at sign-up (the spec keeps the saved restaurant locally). */
  restaurantId: number | null;
  setLanding: (landing: LiteLanding) => void;
  setOwner: (owner: { firstName: string; lastName: string }) => void;
  setRestaurantId: (restaurantId: number) => void;
}

/** What the Lite onboarding keeps in the browser between steps; the server keeps the progress itself. */
export const useOnboardingStore = create<OnboardingState>()(
  persist(
    (set) => ({
      landing: null,
      owner: null,
      restaurantId: null,
      setLanding: (landing) => set({ landing }),
      setOwner: (owner) => set({ owner }),
      setRestaurantId: (restaurantId) => set({ restaurantId }),
    }),
    {
      name: 'liteOnboarding',
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ landing, owner, restaurantId }) => ({ landing, owner, restaurantId }),
    },
  ),
);
