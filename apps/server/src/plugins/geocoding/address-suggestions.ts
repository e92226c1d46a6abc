import { distanceMiles } from './distance.js';
import { formatAddressLine, type AddressSuggestion, type GeoPoint } from './geocoder.js';
import { normalizeAddressText, parseUsAddress, stripTrailingCity } from './us-address-parser.js';
import type { CityPlace, ZipGazetteer, ZipPlace } from './zip-gazetteer.js';

/** What the diner has typed so far; the last piece may be unfinished. */
interface TypedAddress {
  street: string;
  cityPrefix: string;
  /** null: no state typed; [] a state typed that matches none. */
  states: string[] | null;
  zipPrefix: string;
}

function readPlaceText(parts: string[], gazetteer: ZipGazetteer): Omit<TypedAddress, 'street'> {
  const [first = '', ...others] = parts;
  const tokens = (others.length > 0 ? others.join(' ') : first).split(' ').filter(Boolean);
  let zipPrefix = '';
  if (/^\d{1,5}$/.test(tokens.at(-1) ?? '')) {
    zipPrefix = tokens.pop() ?? '';
  }
  if (others.length > 0) {
    // 'Chicago, Ill' or 'Chicago, IL 606': everything after the city names the state.
    const stateText = tokens.join(' ');
    return {
      cityPrefix: first,
      states: stateText ? gazetteer.findStatesByPrefix(stateText) : null,
      zipPrefix,
    };
  }
  // 'Chicago IL 606': a trailing state code only counts when it is a whole one.
  const code = tokens.length > 1 ? gazetteer.toStateCode(tokens.at(-1) ?? '') : null;
  if (code && (tokens.at(-1) ?? '').length === 2) {
    tokens.pop();
    return { cityPrefix: tokens.join(' '), states: [code], zipPrefix };
  }
  return { cityPrefix: tokens.join(' '), states: null, zipPrefix };
}

function readTypedAddress(text: string, gazetteer: ZipGazetteer): TypedAddress {
  const parts = normalizeAddressText(text).split(', ');
  const startsWithStreet = /^\d/.test(parts[0] ?? '') && !/^\d+(-\d*)?$/.test(parts[0] ?? '');
  const street = startsWithStreet ? (parts.shift() ?? '') : '';
  if (parts.length === 0) {
    return { street, cityPrefix: '', states: null, zipPrefix: '' };
  }
  if (!street && /^\d+(-\d*)?$/.test(parts[0] ?? '') && parts.length === 1) {
    return { street, cityPrefix: '', states: null, zipPrefix: (parts[0] ?? '').slice(0, 5) };
  }
  return { street, ...readPlaceText(parts, gazetteer) };
}

const byNearness = (near: GeoPoint | null | undefined) => (a: GeoPoint, b: GeoPoint) =>
  near ? distanceMiles(near, a) - distanceMiles(near, b) : 0;

function rankCities(cities: CityPlace[], cityPrefix: string, near: GeoPoint | null | undefined): CityPlace[] {
  if (near) {
    return cities.sort(byNearness(near));
  }
  const exact = (city: CityPlace) => Number(city.city.toUpperCase() === cityPrefix.toUpperCase());
  // Without a position, the number of ZIPs stands in for the size of the city.
  return cities.sort((a, b) => exact(b) - exact(a) || b.zips.length - a.zips.length);
}

function toSuggestion(street: string, place: ZipPlace): AddressSuggestion {
  return {
    description: formatAddressLine({ address: street, city: place.city, state: place.state, zip: place.zip }),
    fullThoroughfare: street,
    locality: place.city,
    administrativeAreaCode: place.state,
    postCode: place.zip,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

function findPlaces(
  typed: TypedAddress,
  gazetteer: ZipGazetteer,
  limit: number,
  near?: GeoPoint | null,
): ZipPlace[] {
  if (typed.zipPrefix) {
    const filter = { city: typed.cityPrefix, states: typed.states };
    return gazetteer.findZipsByPrefix(typed.zipPrefix, filter).sort(byNearness(near)).slice(0, limit);
  }
  if (typed.cityPrefix) {
    const cities = gazetteer.findCitiesByPrefix(typed.cityPrefix, typed.states);
    return rankCities(cities, typed.cityPrefix, near)
      .slice(0, limit)
      .map((city) => city.representative);
  }
  // Only a street line: complete it around the given place, if any.
  return typed.street && near ? gazetteer.findNearestZips(near, limit) : [];
}

/**
 * Autocomplete over the ZIP gazetteer: the typed street line completed with the ZIPs or cities the
 * rest of the text matches ('233 S Wacker Dr, Chic' -> Chicago, IL; '..., Chicago, IL 6060' -> 60601...).
 */
export function suggestAddresses(
  gazetteer: ZipGazetteer,
  text: string,
  limit: number,
  near?: GeoPoint | null,
): AddressSuggestion[] {
  const complete = parseUsAddress(text, (candidate) => gazetteer.toStateCode(candidate) !== null);
  const knownZip = complete.zip ? gazetteer.findByZip(complete.zip) : null;
  if (knownZip) {
    const street = complete.city ? complete.address : stripTrailingCity(complete.address, knownZip.city);
    return [toSuggestion(street, knownZip)];
  }
  const typed = readTypedAddress(text, gazetteer);
  return findPlaces(typed, gazetteer, limit, near).map((place) => toSuggestion(typed.street, place));
}
