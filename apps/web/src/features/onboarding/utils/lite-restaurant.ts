import { toPhoneDigits } from '@orderlane/domain';
import type { LiteRestaurantInfo } from '@/lib/api/save-restaurant-info';
import type { LiteLanding } from '../stores/onboarding-store';

/** The Lite store: inactive, tips on, not yet on the marketplace, tax 0 until the team sets it. */
export function toLiteRestaurant(landing: LiteLanding, ownerId: number): LiteRestaurantInfo {
  const place = landing.place;
  return {
    ownerId,
    active: false,
    ownDriver: false,
    receiveByFax: false,
    orderlane: false,
    orderlaneDrive: false,
    name: landing.restaurantName.trim(),
    phoneNumber: toPhoneDigits(landing.mobilePhone),
    address: place?.address ?? landing.address.trim(),
    city: place?.city ?? '',
    state: place?.state ?? '',
    zip: place?.zip ?? '',
    taxRate: 0,
    receiveTip: true,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
  };
}

export interface OwnerSignupForm {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  password: string;
}

export type OwnerSignupField = keyof OwnerSignupForm;
