import { DomainError } from '@orderlane/domain';
import type { AddressQuery, GeoPoint, Geocoder } from '@/plugins/geocoding/geocoder.js';
import type { StoresService } from '@/modules/stores/stores-service.js';

export interface AddressServiceDeps {
  geocoder: Geocoder;
  storesService: Pick<StoresService, 'getStoreProfile'>;
}

/** The Enter Address dialog's words for an address the maps service cannot find. */
export const ADDRESS_NOT_FOUND_MESSAGE = 'address is incorrect';

export function createAddressService({ geocoder, storesService }: AddressServiceDeps) {
  /** Coordinates as sent, else the store's own position, else none. */
  async function biasPoint(input: { near?: GeoPoint | null; restaurantInfoId?: number | undefined }) {
    if (input.near) {
      return input.near;
    }
    if (input.restaurantInfoId === undefined) {
      return null;
    }
    const store = await storesService.getStoreProfile(input.restaurantInfoId);
    return store.latitude !== null && store.longitude !== null
      ? { latitude: store.latitude, longitude: store.longitude }
      : null;
  }

  return {
    /** Autocomplete for the Enter Address dialog: nothing until more than 4 characters are typed. */
    async suggest(input: {
      text: string;
      limit?: number | undefined;
      near?: GeoPoint | null;
      restaurantInfoId?: number | undefined;
    }) {
      const near = await biasPoint(input);
      return geocoder.suggest(input.text, { limit: input.limit, near });
    },

    /** The point and clean parts of an address, from one line of text or the customer fields. */
    async lookup(query: AddressQuery & { text?: string | undefined }) {
      const { text, ...fields } = query;
      const hasFields = Object.values(fields).some(
        (value) => typeof value === 'string' && value.trim() !== '',
      );
      if (!text?.trim() && !hasFields) {
        throw new DomainError(
          'invalid_data',
          'Send the address as text, or its address, city, state and zip',
        );
      }
      const found = await geocoder.geocode(text?.trim() ? text : fields);
      if (!found) {
        throw new DomainError('not_found', ADDRESS_NOT_FOUND_MESSAGE);
      }
      return found;
    },
  };
}
