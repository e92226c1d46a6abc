import { DELIVERY_UNAVAILABLE_MESSAGE, DomainError } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { DeliveryPickup, DeliveryQuotes } from '@/plugins/delivery/delivery-quoter.js';
import { formatAddressLine, type AddressQuery, type Geocoder } from '@/plugins/geocoding/geocoder.js';
import { findStoreDeliverySettings, type StoreDeliverySettings } from './delivery-repository.js';

export const ADDRESS_INCORRECT_MESSAGE = 'address is incorrect';
export const ADDRESS_MISSING_MESSAGE = 'Please enter address';

export interface DeliveryAvailability {
  available: boolean;
  errorMessage: string;
  orderlaneDeliveryFeeCents: number | null;
  postmatesDeliveryFeeCents: number | null;
}

const unavailable = (errorMessage: string): DeliveryAvailability => ({
  available: false,
  errorMessage,
  orderlaneDeliveryFeeCents: null,
  postmatesDeliveryFeeCents: null,
});

/** A store delivers with some driver option, a radius and a location, unless its DELIVERY type is switched off. */
function toPickup(store: StoreDeliverySettings): DeliveryPickup | null {
  const hasDrivers = store.orderlaneDrive || store.ownDriver || store.tdrive;
  if (
    !hasDrivers ||
    store.deliveryTypeAvailable === false ||
    store.latitude === null ||
    store.longitude === null
  ) {
    return null;
  }
  return {
    storeId: store.id,
    name: store.name,
    address: formatAddressLine(store),
    phoneNumber: store.phoneNumber,
    latitude: store.latitude,
    longitude: store.longitude,
    deliveryRadiusMiles: store.deliveryRadiusMiles,
    deliveryBaseFeeCents: store.deliveryBaseFeeCents,
    deliveryFeePerMileCents: store.deliveryFeePerMileCents,
  };
}

export function createDeliveryService({
  db,
  geocoder,
  quotes,
}: {
  db: Db;
  geocoder: Geocoder;
  quotes: DeliveryQuotes;
}) {
  return {
    /** Whether a store delivers to an address, with the in-house fee and a third-party quote when there is one. */
    async checkAvailability(storeId: number, address: AddressQuery): Promise<DeliveryAvailability> {
      const store = await findStoreDeliverySettings(db, storeId);
      if (!store) {
        throw new DomainError('not_found', `Store ${storeId} was not found.`);
      }
      if (![address.address, address.city, address.zip].some((part) => part?.trim())) {
        return unavailable(ADDRESS_MISSING_MESSAGE);
      }
      const dropoff = await geocoder.geocode(address);
      if (!dropoff) {
        return unavailable(ADDRESS_INCORRECT_MESSAGE);
      }
      const pickup = toPickup(store);
      if (!pickup) {
        return unavailable(`${store.name} does not deliver. Please choose Pick Up.`);
      }
      const destination = {
        latitude: dropoff.latitude,
        longitude: dropoff.longitude,
        address: dropoff.formatted,
      };
      const [own, thirdParty] = await Promise.all([
        quotes.orderlane.quote(pickup, destination),
        quotes.thirdParty?.quote(pickup, destination) ?? null,
      ]);
      if (!own.available) {
        return unavailable(DELIVERY_UNAVAILABLE_MESSAGE);
      }
      return {
        available: true,
        errorMessage: '',
        orderlaneDeliveryFeeCents: own.feeCents,
        postmatesDeliveryFeeCents: thirdParty?.available ? thirdParty.feeCents : null,
      };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
