import { distanceMiles } from './distance.js';
import type { GeoPoint } from './geocoder.js';

export interface ZipPlace extends GeoPoint {
  zip: string;
  city: string;
  state: string;
}

export interface CityPlace extends GeoPoint {
  city: string;
  state: string;
  zips: ZipPlace[];
  /** The ZIP nearest the city's centre, used when only the city is known. */
  representative: ZipPlace;
}

const cityKey = (city: string, state: string) => `${city.toUpperCase()}|${state.toUpperCase()}`;

/** US ZIP centroids (the zipcodes package) indexed by ZIP, city and state. */
export class ZipGazetteer {
  private readonly byZip = new Map<string, ZipPlace>();
  private readonly byCity = new Map<string, CityPlace>();
  private readonly cities: CityPlace[];
  private readonly stateCodes: Map<string, string>;

  constructor(places: readonly ZipPlace[], stateNames: Record<string, string>) {
    const grouped = new Map<string, ZipPlace[]>();
    for (const place of places) {
      this.byZip.set(place.zip, place);
      const key = cityKey(place.city, place.state);
      const zips = grouped.get(key);
      if (zips) {
        zips.push(place);
      } else {
        grouped.set(key, [place]);
      }
    }
    for (const [key, zips] of grouped) {
      this.byCity.set(key, toCityPlace(zips));
    }
    this.cities = [...this.byCity.values()].sort((a, b) => a.city.localeCompare(b.city));
    this.stateCodes = new Map(Object.entries(stateNames).map(([name, code]) => [name.toUpperCase(), code]));
    for (const code of new Set(places.map((place) => place.state))) {
      this.stateCodes.set(code, code);
    }
  }

  /** The bundled data (about 5 MB of JavaScript), read once per process and shared: it never changes. */
  static load(): Promise<ZipGazetteer> {
    shared ??= readBundledData().catch((error: unknown) => {
      shared = null;
      throw error;
    });
    return shared;
  }

  findByZip(zip: string): ZipPlace | null {
    return this.byZip.get(zip) ?? null;
  }

  findCity(city: string, state: string): CityPlace | null {
    return this.byCity.get(cityKey(city, state)) ?? null;
  }

  /** Cities named exactly `city` in any state. */
  findCitiesNamed(city: string): CityPlace[] {
    const upper = city.toUpperCase();
    return this.cities.filter((place) => place.city.toUpperCase() === upper);
  }

  /** 'IL' from 'il', 'Illinois' or 'ILLINOIS'; null for anything else. */
  toStateCode(text: string): string | null {
    return this.stateCodes.get(text.trim().toUpperCase()) ?? null;
  }

  /** State codes whose code or name starts with `prefix` ('Ill' -> IL). */
  findStatesByPrefix(prefix: string): string[] {
    const upper = prefix.trim().toUpperCase();
    return [
      ...new Set([...this.stateCodes].filter(([name]) => name.startsWith(upper)).map(([, code]) => code)),
    ];
  }

  findCitiesByPrefix(prefix: string, states: readonly string[] | null): CityPlace[] {
    const upper = prefix.toUpperCase();
    return this.cities.filter(
      (place) =>
        place.city.toUpperCase().startsWith(upper) && (states === null || states.includes(place.state)),
    );
  }

  findZipsByPrefix(prefix: string, filter: { city?: string; states?: readonly string[] | null }): ZipPlace[] {
    const city = filter.city?.toUpperCase();
    const results: ZipPlace[] = [];
    for (const place of this.byZip.values()) {
      if (
        place.zip.startsWith(prefix) &&
        (!city || place.city.toUpperCase().startsWith(city)) &&
        (!filter.states || filter.states.includes(place.state))
      ) {
        results.push(place);
      }
    }
    return results.sort((a, b) => a.zip.localeCompare(b.zip));
  }

  findNearestZips(point: GeoPoint, limit: number): ZipPlace[] {
    return [...this.byZip.values()]
      .map((place) => ({ place, miles: distanceMiles(point, place) }))
      .sort((a, b) => a.miles - b.miles)
      .slice(0, limit)
      .map(({ place }) => place);
  }
}

let shared: Promise<ZipGazetteer> | null = null;

async function readBundledData(): Promise<ZipGazetteer> {
  const { default: zipcodes } = await import('zipcodes');
  const places = Object.values(zipcodes.codes)
    // Canadian postal areas share the file; military APO/FPO codes have no position.
    .filter((code) => code.country === 'US' && /^\d{5}$/.test(code.zip) && (code.latitude || code.longitude))
    .map(({ zip, city, state, latitude, longitude }) => ({ zip, city, state, latitude, longitude }));
  return new ZipGazetteer(places, zipcodes.states.full);
}

function toCityPlace(zips: ZipPlace[]): CityPlace {
  const centre = {
    latitude: zips.reduce((sum, zip) => sum + zip.latitude, 0) / zips.length,
    longitude: zips.reduce((sum, zip) => sum + zip.longitude, 0) / zips.length,
  };
  const sorted = [...zips].sort((a, b) => a.zip.localeCompare(b.zip));
  const representative = sorted.reduce((best, zip) =>
    distanceMiles(centre, zip) < distanceMiles(centre, best) ? zip : best,
  );
  const first = sorted[0] as ZipPlace;
  return { city: first.city, state: first.state, zips: sorted, representative, ...centre };
}
