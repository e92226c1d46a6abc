import type { GeoPoint } from '@/plugins/geocoding/geocoder.js';

export interface DeliveryPickup extends GeoPoint {
  storeId: number;
  name: string;
  /** One line: '233 S Wacker Dr, Chicago, IL 60606'. */
  address: string;
  phoneNumber: string | null;
  deliveryRadiusMiles: number;
  deliveryBaseFeeCents: number;
  deliveryFeePerMileCents: number;
}

export interface DeliveryDropoff extends GeoPoint {
  address: string;
}

export type DeliveryQuote =
  | { available: true; feeCents: number; distanceMiles: number | null }
  | { available: false; reason: 'out_of_range' | 'unavailable'; distanceMiles: number | null };

/** Prices one delivery from a store to an address. */
export interface DeliveryQuoter {
  readonly name: string;
  quote(pickup: DeliveryPickup, dropoff: DeliveryDropoff): Promise<DeliveryQuote>;
}

/** What the app decorates: the platform's own fee, and a third-party dispatch quote when one is configured. */
export interface DeliveryQuotes {
  orderlane: DeliveryQuoter;
  thirdParty: DeliveryQuoter | null;
}
