import {
  DELIVERY_RADIUS_MAX_MILES,
  DomainError,
  M_RATE_MAX,
  M_RATE_MIN,
  NEW_STORE_ORDER_TYPES,
  READY_MINUTES_MAX,
  READY_MINUTES_MIN,
  REWARD_RATE_MAX,
  REWARD_RATE_MIN,
  TAX_RATE_MAX,
  centsToDollars,
  dollarsToCents,
  normalizeKeywords,
  storeSettingsProblems,
  toPhoneDigits,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { Geocoder } from '@/plugins/geocoding/geocoder.js';
import type { StoreChangeNotifier } from './store-change-notifier.js';
import type { StoreSettingsBody } from './settings-schemas.js';
import * as repository from './settings-repository.js';

export interface SettingsServiceDeps {
  db: Db;
  geocoder: Pick<Geocoder, 'geocode'>;
  notifier: StoreChangeNotifier;
  /** The platform's ceiling on the reward rate an owner may set (a fraction); unset: the domain's bound. */
  rewardRateCeiling?: number;
}

/** Reward credit is the platform's money at every store, so the platform caps the rate a store promises. */
export function rewardRateCeilingProblem(rewardRate: number | undefined, ceiling: number): string | null {
  return rewardRate !== undefined && rewardRate > ceiling
    ? `The reward rate can be at most ${Math.round(ceiling * 1e4) / 100}%: reward credit is paid by the platform, which caps it.`
    : null;
}

/**
 * Every order type as a row the owner can edit: the store's own, then each it lacks, switched off with the
 * new-store ready minutes (saving the form stores them as they are).
 */
export function withEveryOrderType(stored: readonly repository.OrderTypeSetting[]) {
  const rank = (orderType: string) => NEW_STORE_ORDER_TYPES.findIndex((row) => row.orderType === orderType);
  const missing = NEW_STORE_ORDER_TYPES.filter(
    (row) => !stored.some((type) => type.orderType === row.orderType),
  ).map((row) => ({ ...row, available: false }));
  return [...stored, ...missing]
    .map((row) => ({
      orderType: row.orderType,
      available: row.available ?? true,
      minReadyMinutes: row.minReadyMinutes,
      maxReadyMinutes: row.maxReadyMinutes,
    }))
    .sort((a, b) => rank(a.orderType) - rank(b.orderType));
}

const cents = (dollars: number | undefined) => (dollars === undefined ? undefined : dollarsToCents(dollars));
const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

/** The owner's store settings: profile, address, zone, order types, delivery, fees and rates. */
export function createSettingsService({
  db,
  geocoder,
  notifier,
  rewardRateCeiling = REWARD_RATE_MAX,
}: SettingsServiceDeps) {
  const bounds = {
    mRate: { min: M_RATE_MIN, max: M_RATE_MAX },
    rewardRate: { min: REWARD_RATE_MIN, max: Math.min(REWARD_RATE_MAX, rewardRateCeiling) },
    taxRate: { min: 0, max: TAX_RATE_MAX },
    deliveryRadiusMiles: { min: 0, max: DELIVERY_RADIUS_MAX_MILES },
    readyMinutes: { min: READY_MINUTES_MIN, max: READY_MINUTES_MAX },
  };

  async function loadStore(storeId: number) {
    const store = await repository.findStore(db, storeId);
    if (!store) {
      throw new DomainError('not_found', `Store ${storeId} does not exist.`);
    }
    return store;
  }

  async function getSettings(storeId: number) {
    const [store, orderTypes] = await Promise.all([
      loadStore(storeId),
      repository.findOrderTypes(db, storeId),
    ]);
    return {
      storeId: store.id,
      active: store.active,
      name: store.name,
      phoneNumber: store.phoneNumber,
      address: store.address,
      city: store.city,
      state: store.state,
      zip: store.zip,
      latitude: store.latitude,
      longitude: store.longitude,
      description: store.description ?? '',
      keyword: store.keyword,
      timeZone: store.timeZone,
      orderTypes: withEveryOrderType(orderTypes),
      deliveryRadiusMiles: store.deliveryRadiusMiles,
      ownDriver: store.ownDriver,
      platformDelivery: store.orderlaneDrive || store.tdrive,
      deliveryBaseFee: centsToDollars(store.deliveryBaseFeeCents),
      deliveryFeePerMile: centsToDollars(store.deliveryFeePerMileCents),
      minDelivery: centsToDollars(store.minDeliveryCents),
      taxRate: store.taxRate,
      convenienceFee: store.convenienceFeeCents === null ? null : centsToDollars(store.convenienceFeeCents),
      receiveTip: store.receiveTip,
      specialRequestAvailable: store.specialRequestAvailable,
      mRate: store.mRate,
      rewardRate: store.rewardRate,
      bounds,
    };
  }

  /**
   * Delivery offered with nobody to deliver would be an order type diners can never pick (the store page shows
   * delivery only for a store with a driver option), so it is refused with what to do.
   */
  async function noDriverProblem(store: Awaited<ReturnType<typeof loadStore>>, body: StoreSettingsBody) {
    const hasDrivers = (body.ownDriver ?? store.ownDriver) || store.orderlaneDrive || store.tdrive;
    if (hasDrivers) {
      return null;
    }
    const deliveryRow = body.orderTypes
      ? body.orderTypes.find((type) => type.orderType === 'DELIVERY')
      : (await repository.findOrderTypes(db, store.id)).find((type) => type.orderType === 'DELIVERY');
    return deliveryRow?.available
      ? 'To offer delivery, say who delivers: tick “We deliver with our own drivers”.'
      : null;
  }

  /** A changed address is placed with the geocoder; one it cannot find is refused. */
  async function placeAddress(store: Awaited<ReturnType<typeof loadStore>>, body: StoreSettingsBody) {
    const touched = [body.address, body.city, body.state, body.zip].some((field) => field !== undefined);
    if (!touched) {
      return {};
    }
    const query = {
      address: body.address ?? store.address,
      city: body.city ?? store.city,
      state: body.state ?? store.state,
      zip: body.zip ?? store.zip,
    };
    const found = await geocoder.geocode(query);
    if (!found) {
      throw new DomainError(
        'invalid_data',
        'We could not find this address; please check the street, city and ZIP.',
      );
    }
    return {
      address: query.address,
      city: query.city || found.city,
      state: query.state || found.state,
      zip: query.zip || found.zip,
      latitude: found.latitude,
      longitude: found.longitude,
    };
  }

  return {
    getSettings,

    async updateSettings(storeId: number, body: StoreSettingsBody) {
      const store = await loadStore(storeId);
      if (
        body.phoneNumber !== undefined &&
        body.phoneNumber !== '' &&
        !/^\d{10}$/.test(toPhoneDigits(body.phoneNumber))
      ) {
        throw new DomainError('invalid_data', 'The phone number must be a 10-digit US number.');
      }
      const orderTypes = body.orderTypes ?? [];
      if (new Set(orderTypes.map((type) => type.orderType)).size !== orderTypes.length) {
        throw new DomainError('invalid_data', 'List each order type once.');
      }
      const problems = storeSettingsProblems(
        {
          mRate: body.mRate ?? store.mRate,
          rewardRate: body.rewardRate ?? store.rewardRate,
          taxRate: body.taxRate ?? store.taxRate,
          deliveryRadiusMiles: body.deliveryRadiusMiles ?? store.deliveryRadiusMiles,
        },
        orderTypes,
      );
      // Past the domain's own bound the domain's sentence says it; within it, the platform's ceiling may.
      const ceilingProblem = problems.some((problem) => problem.startsWith('rewardRate'))
        ? null
        : rewardRateCeilingProblem(body.rewardRate, rewardRateCeiling);
      const deliveryProblem = await noDriverProblem(store, body);
      if (deliveryProblem) {
        throw new DomainError('invalid_data', deliveryProblem);
      }
      if (problems.length > 0 || ceilingProblem) {
        throw new DomainError('invalid_data', [...problems, ceilingProblem].filter(Boolean).join(' '));
      }
      const change: repository.StoreChange = {
        ...defined({
          name: body.name,
          phoneNumber: body.phoneNumber === '' ? null : body.phoneNumber,
          description: body.description,
          keyword: body.keyword === undefined ? undefined : normalizeKeywords(body.keyword),
          timeZone: body.timeZone,
          deliveryRadiusMiles: body.deliveryRadiusMiles,
          deliveryBaseFeeCents: cents(body.deliveryBaseFee),
          deliveryFeePerMileCents: cents(body.deliveryFeePerMile),
          minDeliveryCents: cents(body.minDelivery),
          taxRate: body.taxRate,
          receiveTip: body.receiveTip,
          specialRequestAvailable: body.specialRequestAvailable,
          ownDriver: body.ownDriver,
          mRate: body.mRate,
          rewardRate: body.rewardRate,
        }),
        ...(body.convenienceFee === undefined
          ? {}
          : {
              convenienceFeeCents:
                body.convenienceFee === null || body.convenienceFee === ''
                  ? null
                  : dollarsToCents(body.convenienceFee),
            }),
        ...(await placeAddress(store, body)),
      };
      await db.transaction(async (tx) => {
        await repository.updateStore(tx, storeId, change);
        await repository.upsertOrderTypes(tx, storeId, orderTypes);
      });
      await notifier.storeChanged(storeId);
      return getSettings(storeId);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
