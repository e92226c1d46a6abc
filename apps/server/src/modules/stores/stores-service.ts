import {
  DEFAULT_REWARD_POLICY,
  DomainError,
  listOpeningHours,
  toPhoneDigits,
  type StoreRating,
} from '@orderlane/domain';
import { distanceMiles, roundMiles } from '@/plugins/geocoding/distance.js';
import type { GeoPoint, Geocoder } from '@/plugins/geocoding/geocoder.js';
import {
  toWireStore,
  toWireStoreSummary,
  type StoreProfile,
  type WireStoreSummary,
} from './stores-mappers.js';
import type { Db } from '@/db/client.js';
import { createMinuteAnswers, createReadyAnswer, type ReadyAnswer } from '@/lib/ready-answer.js';
import type { PauseState, StorePauseService } from '@/modules/portal/store-pause-service.js';
import {
  createStoreRatingsService,
  type StoreRatingsService,
} from '@/modules/ratings/store-ratings-service.js';
import { createStoresRepository, type StoreRow, type StoresRepository } from './stores-repository.js';
import { ownMediaAddress, type MediaAddress } from '@/lib/media-address.js';

// The shapes the service hands to other modules are part of its interface.
export type { StoreProfile, WireStore } from './stores-mappers.js';

export interface StoresServiceDeps {
  storesRepository: StoresRepository;
  geocoder: Geocoder;
  now?: () => Date;
  /** The restaurant's pause of online ordering (modules/portal), shown on the store page. */
  pauses?: Pick<StorePauseService, 'getPauseState'>;
  /** Diners' ratings (modules/ratings), shown from a minimum count on; unset: no store shows one. */
  ratings?: StoreRatingsService;
  /** Events are delivered at most once: the age limit bounds how stale a copy another process missed gets. */
  cacheMaxAgeMs?: number;
  /** The platform's reward rate ceiling (config); unset: the domain's default. */
  rewardRateCeiling?: number;
  /** How logo and banner addresses are told (PUBLIC_MEDIA_URL); unset: the stored /media/... paths. */
  mediaAddress?: MediaAddress;
}

export type StoreLookup = { id: number } | { phoneNumber: string };

/** Distance in miles with 2 decimals; null when either side has no position. */
function distanceTo(
  store: Pick<StoreRow, 'latitude' | 'longitude'>,
  position: GeoPoint | null,
): number | null {
  if (!position || store.latitude === null || store.longitude === null) {
    return null;
  }
  return roundMiles(distanceMiles(position, { latitude: store.latitude, longitude: store.longitude }));
}

/** The store with its logo and banner addresses as browsers are told them. */
function withMediaAddresses<T extends { logoUrl: string | null; bannerUrl: string | null }>(
  store: T,
  mediaAddress: MediaAddress,
): T {
  if (mediaAddress === ownMediaAddress) {
    return store;
  }
  return { ...store, logoUrl: mediaAddress(store.logoUrl), bannerUrl: mediaAddress(store.bannerUrl) };
}

/** A store as searchRestaurants answers it: its distance from `position`, and this week's hours when asked. */
function wireStoreOf(
  profile: StoreProfile,
  {
    position,
    includeHours,
    pause,
    at,
    rewardRateCeiling,
    mediaAddress,
  }: {
    position: GeoPoint | null;
    includeHours: boolean;
    pause: PauseState | null;
    at: Date;
    rewardRateCeiling: number;
    mediaAddress: MediaAddress;
  },
) {
  return toWireStore(withMediaAddresses(profile, mediaAddress), {
    distance: distanceTo(profile, position),
    openingHours: includeHours ? listOpeningHours(profile.hours, profile.timeZone, at) : [],
    pause,
    rewardRateCeiling,
  });
}

/** Loading restaurants: stores with orderlane first, then the nearest; unknown distances last. */
function compareForStoreList(a: WireStoreSummary, b: WireStoreSummary): number {
  return (
    Number(b.orderlane) - Number(a.orderlane) ||
    (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) ||
    a.id - b.id
  );
}

export function createStoresService({
  storesRepository,
  geocoder,
  now = () => new Date(),
  pauses,
  ratings,
  cacheMaxAgeMs = 60_000,
  rewardRateCeiling = DEFAULT_REWARD_POLICY.rateCeiling,
  mediaAddress = ownMediaAddress,
}: StoresServiceDeps) {
  // Store rows, order types and hours change only through the portal, whose every edit calls `invalidateStore`
  // (here, and in every other process through the 'menu' event); the storefront reads them on every call.
  const profiles = new Map<number, { value: Promise<StoreProfile>; loadedAt: number }>();
  // searchRestaurants' ready answers by the profile object they were made from, with or without hours.
  const storeAnswers = createMinuteAnswers<StoreProfile, boolean>();
  let activeRows: { value: Promise<StoreRow[]>; loadedAt: number } | null = null;
  // The list's ratings: one small row per rated store, kept and dropped with the active rows.
  let shownRatings: { value: Promise<Map<number, StoreRating>>; loadedAt: number } | null = null;
  const isFresh = <T extends { loadedAt: number }>(entry: T | null | undefined): entry is T =>
    entry !== null && entry !== undefined && now().getTime() - entry.loadedAt < cacheMaxAgeMs;

  function findActiveRows(): Promise<StoreRow[]> {
    if (isFresh(activeRows)) {
      return activeRows.value;
    }
    const value = storesRepository.findActive();
    activeRows = { value, loadedAt: now().getTime() };
    value.catch(() => {
      if (activeRows?.value === value) {
        activeRows = null;
      }
    });
    return value;
  }

  function findShownRatings(): Promise<Map<number, StoreRating>> {
    if (isFresh(shownRatings)) {
      return shownRatings.value;
    }
    const value = ratings?.findShownRatings() ?? Promise.resolve(new Map<number, StoreRating>());
    shownRatings = { value, loadedAt: now().getTime() };
    value.catch(() => {
      if (shownRatings?.value === value) {
        shownRatings = null;
      }
    });
    return value;
  }

  async function withDetails(rows: StoreRow[]): Promise<StoreProfile[]> {
    const ids = rows.map((row) => row.id);
    const [orderTypes, hours, storeRatings] = await Promise.all([
      storesRepository.findOrderTypesByStoreIds(ids),
      storesRepository.findHoursByStoreIds(ids),
      ratings?.findStoreRatings(ids),
    ]);
    return rows.map((row) => ({
      ...row,
      orderTypes: orderTypes.filter((orderType) => orderType.storeId === row.id),
      hours: hours.filter((window) => window.storeId === row.id),
      rating: storeRatings?.get(row.id) ?? null,
    }));
  }

  async function findStoreRows(lookup: StoreLookup): Promise<StoreRow[]> {
    if ('id' in lookup) {
      const row = await storesRepository.findById(lookup.id);
      if (!row) {
        throw new DomainError('not_found', `Store ${lookup.id} does not exist`);
      }
      return [row];
    }
    const digits = toPhoneDigits(lookup.phoneNumber);
    if (!/^\d{10}$/.test(digits)) {
      throw new DomainError('invalid_data', `"${lookup.phoneNumber}" is not a 10-digit US phone number`);
    }
    const rows = await storesRepository.findByPhoneDigits(digits);
    if (rows.length === 0) {
      throw new DomainError('not_found', `No store has the phone number ${lookup.phoneNumber}`);
    }
    return rows;
  }

  function getStoreProfile(id: number): Promise<StoreProfile> {
    const entry = profiles.get(id);
    if (isFresh(entry)) {
      return entry.value;
    }
    const value = findStoreRows({ id }).then(async (rows) => (await withDetails(rows))[0] as StoreProfile);
    profiles.set(id, { value, loadedAt: now().getTime() });
    // A failed read (an unknown store) is not kept: the next reader asks the database again.
    value.catch(() => {
      if (profiles.get(id)?.value === value) {
        profiles.delete(id);
      }
    });
    return value;
  }

  /** A point from coordinates, or from address text through the geocoder, or none. */
  async function resolvePosition(input: { position?: GeoPoint | null; address?: string | null }) {
    if (input.position) {
      return input.position;
    }
    if (!input.address) {
      return null;
    }
    const found = await geocoder.geocode(input.address);
    // An address we cannot place is refused rather than answered without distances, which would
    // look like a search near it.
    if (!found) {
      throw new DomainError('invalid_data', 'address is incorrect');
    }
    return found;
  }

  return {
    /** The store with its order types and hours, for the modules that need them (menu, hours, deals). */
    /** Cached: shared by every reader, so never changed by one. */
    getStoreProfile,

    /** Drops what is cached of a store (and the list of active stores it may be in or leave). */
    invalidateStore(id: number): void {
      profiles.delete(id);
      activeRows = null;
      shownRatings = null;
    },

    /** Drops every cached store: after missed events, or in tests. */
    invalidateAllStores(): void {
      profiles.clear();
      activeRows = null;
      shownRatings = null;
    },

    /** searchRestaurants and the GraphQL store query: inactive stores too, so the store page can say so. */
    async searchRestaurants(input: StoreLookup & { includeHours: boolean; position?: GeoPoint | null }) {
      // By id (the store page): the cached profile; by phone number: read.
      const profiles =
        'id' in input ? [await getStoreProfile(input.id)] : await withDetails(await findStoreRows(input));
      const position = input.position ?? null;
      const paused = await Promise.all(profiles.map((profile) => pauses?.getPauseState(profile.id)));
      const at = now();
      return profiles.map((profile, index) =>
        wireStoreOf(profile, {
          position,
          includeHours: input.includeHours,
          pause: paused[index] ?? null,
          at,
          rewardRateCeiling,
          mediaAddress,
        }),
      );
    },

    /**
     * searchRestaurants by id without a position (the store page's call) as ready bytes: kept for the minute
     * (its opening hours are worked out from now) under the store's cached profile and its pause state, so an
     * edit, a pause or another process's event, which replace those objects, drop it too.
     */
    async searchRestaurantAnswer(id: number, includeHours: boolean): Promise<ReadyAnswer> {
      const profile = await getStoreProfile(id);
      const pause = (await pauses?.getPauseState(id)) ?? null;
      const at = now();
      const make = () =>
        createReadyAnswer(
          JSON.stringify([
            wireStoreOf(profile, {
              position: null,
              includeHours,
              pause,
              at,
              rewardRateCeiling,
              mediaAddress,
            }),
          ]),
        );
      return storeAnswers(profile, includeHours, at, make, pause);
    },

    /** locateRestaurants and the GraphQL nearby query: active stores, orderlane first, then nearest. */
    async locateRestaurants(input: { position?: GeoPoint | null; address?: string | null }) {
      const position = await resolvePosition(input);
      const [rows, storeRatings] = await Promise.all([findActiveRows(), findShownRatings()]);
      return rows
        .map((row) =>
          toWireStoreSummary(
            withMediaAddresses(row, mediaAddress),
            distanceTo(row, position),
            storeRatings.get(row.id) ?? null,
          ),
        )
        .sort(compareForStoreList);
    },
  };
}

export type StoresService = ReturnType<typeof createStoresService>;

/**
 * The service on the app's database: the stores routes build it (cached, `app.storesService`, which the store
 * change notifier invalidates), and so do the SEO pages outside /api (uncached: nothing would invalidate it).
 */
export function createStoresServiceOnDb(
  db: Db,
  geocoder: Geocoder,
  {
    cacheMaxAgeMs = 0,
    rewardRateCeiling,
    mediaAddress,
    pauses,
  }: {
    cacheMaxAgeMs?: number;
    rewardRateCeiling?: number;
    mediaAddress?: MediaAddress;
    /** The app's store pauses (`app.storePauses`); unset: every store reads as never paused. */
    pauses?: Pick<StorePauseService, 'getPauseState'>;
  } = {},
): StoresService {
  return createStoresService({
    storesRepository: createStoresRepository(db),
    geocoder,
    ...(pauses ? { pauses } : {}),
    ratings: createStoreRatingsService({ db }),
    cacheMaxAgeMs,
    rewardRateCeiling,
    ...(mediaAddress ? { mediaAddress } : {}),
  });
}
