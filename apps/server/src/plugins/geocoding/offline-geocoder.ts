import { suggestAddresses } from './address-suggestions.js';
import {
  SUGGEST_MIN_CHARACTERS,
  formatAddressLine,
  readSuggestOptions,
  type AddressQuery,
  type GeocodedAddress,
  type Geocoder,
} from './geocoder.js';
import { normalizeAddressText, parseUsAddress, stripTrailingCity } from './us-address-parser.js';
import { ZipGazetteer, type ZipPlace } from './zip-gazetteer.js';

const clean = (value: string | null | undefined) => normalizeAddressText(value ?? '');

function readQuery(query: AddressQuery | string, gazetteer: ZipGazetteer) {
  if (typeof query === 'string') {
    return parseUsAddress(query, (text) => gazetteer.toStateCode(text) !== null);
  }
  return {
    address: clean(query.address),
    city: clean(query.city),
    state: clean(query.state),
    zip: /^(\d{5})(-\d{4})?$/.exec(clean(query.zip))?.[1] ?? clean(query.zip),
  };
}

/** The ZIP centroid when the ZIP is known, else the city's when city and state (or a unique city) are. */
function locate(
  parts: { city: string; state: string; zip: string },
  gazetteer: ZipGazetteer,
): { place: ZipPlace; precision: 'zip' | 'city' } | null {
  const byZip = parts.zip ? gazetteer.findByZip(parts.zip) : null;
  if (byZip) {
    return { place: byZip, precision: 'zip' };
  }
  if (!parts.city) {
    return null;
  }
  const stateCode = parts.state ? gazetteer.toStateCode(parts.state) : null;
  if (parts.state && !stateCode) {
    return null;
  }
  const candidates = stateCode
    ? [gazetteer.findCity(parts.city, stateCode)].filter((city) => city !== null)
    : gazetteer.findCitiesNamed(parts.city);
  const [city] = candidates;
  // A city name alone must be unambiguous ('Springfield' is not).
  return city && candidates.length === 1 ? { place: city.representative, precision: 'city' } : null;
}

/**
 * The embedded maps service: US ZIP centroids from the bundled zipcodes data. No street database,
 * so a point is the centre of the address's ZIP (or city); good enough for delivery radii and sorting.
 */
export function createOfflineGeocoder(
  loadGazetteer: () => Promise<ZipGazetteer> = ZipGazetteer.load,
): Geocoder {
  let gazetteer: Promise<ZipGazetteer> | null = null;
  const getGazetteer = () => {
    gazetteer ??= loadGazetteer().catch((error: unknown) => {
      gazetteer = null;
      throw error;
    });
    return gazetteer;
  };

  return {
    name: 'offline',
    async geocode(query) {
      const index = await getGazetteer();
      const parts = readQuery(query, index);
      const found = locate(parts, index);
      if (!found) {
        return null;
      }
      const { place, precision } = found;
      const city = precision === 'city' ? place.city : parts.city || place.city;
      const address = parts.city ? parts.address : stripTrailingCity(parts.address, place.city);
      const result = { address, city, state: place.state, zip: place.zip };
      return {
        ...result,
        latitude: place.latitude,
        longitude: place.longitude,
        formatted: formatAddressLine(result),
        precision,
      } satisfies GeocodedAddress;
    },
    async suggest(text, options) {
      if (text.trim().length < SUGGEST_MIN_CHARACTERS) {
        return [];
      }
      const { limit, near } = readSuggestOptions(options);
      return suggestAddresses(await getGazetteer(), text, limit, near);
    },
  };
}
