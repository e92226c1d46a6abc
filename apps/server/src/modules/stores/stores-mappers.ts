import {
  STORE_PAUSED_MESSAGE,
  centsToDollars,
  shownRewardRate,
  type OpeningHoursOfDay,
  type OrderType,
  type StoreRating,
} from '@orderlane/domain';
import type { StoreOrderTypeRow, StoreRow } from './stores-repository.js';

/** A store with what the store page needs beside its own row. */
export interface StoreProfile extends StoreRow {
  orderTypes: StoreOrderTypeRow[];
  hours: { dayOfWeek: number; startTime: string; endTime: string }[];
  /** Real diners' ratings (modules/ratings): null until the store has enough to show. */
  rating: StoreRating | null;
}

function toWireOrderType(row: StoreOrderTypeRow) {
  const hasSpecialTime = row.specialMinReadyMinutes !== null || row.specialMaxReadyMinutes !== null;
  return {
    orderType: { value: row.orderType },
    minReadyMinutes: row.minReadyMinutes,
    maxReadyMinutes: row.maxReadyMinutes,
    available: row.available,
    currentRestaurantInfoOrderTypeSpecialTime: hasSpecialTime
      ? {
          minReadyMinutes: row.specialMinReadyMinutes ?? row.minReadyMinutes,
          maxReadyMinutes: row.specialMaxReadyMinutes ?? row.maxReadyMinutes,
        }
      : null,
  };
}

/** The store, as searchRestaurants and the GraphQL store query answer it. */
export function toWireStore(
  profile: StoreProfile,
  extras: {
    distance: number | null;
    openingHours: OpeningHoursOfDay[];
    pause?: { store: boolean; orderTypes: OrderType[] } | null;
    /** The platform's reward rate ceiling: a diner never sees a rate it would not pay. */
    rewardRateCeiling: number;
  },
) {
  return {
    id: profile.id,
    name: profile.name,
    active: profile.active,
    orderlane: profile.orderlane,
    orderlaneDrive: profile.orderlaneDrive,
    ownDriver: profile.ownDriver,
    tdrive: profile.tdrive,
    address: profile.address,
    city: profile.city,
    state: profile.state,
    zip: profile.zip,
    latitude: profile.latitude,
    longitude: profile.longitude,
    logoUrl: profile.logoUrl,
    bannerUrl: profile.bannerUrl,
    keyword: profile.keyword,
    rating: profile.rating,
    distance: extras.distance,
    timeZone: profile.timeZone,
    minDelivery: centsToDollars(profile.minDeliveryCents),
    rewardRate: shownRewardRate(profile.rewardRate, { rateCeiling: extras.rewardRateCeiling }),
    mRate: profile.mRate,
    specialRequestAvailable: profile.specialRequestAvailable,
    phoneNumber: profile.phoneNumber,
    taxRate: profile.taxRate,
    convenienceFee: profile.convenienceFeeCents === null ? null : centsToDollars(profile.convenienceFeeCents),
    restaurantInfoOrderTypes: profile.orderTypes.map(toWireOrderType),
    // The restaurant paused online ordering: the whole store, or these order types.
    orderingPaused: extras.pause?.store ?? false,
    pausedOrderTypes: extras.pause?.orderTypes ?? [],
    pauseMessage: extras.pause?.store ? STORE_PAUSED_MESSAGE : null,
    restaurantInfoHours: extras.openingHours.map(({ today, currentDate, dayOfWeek, startTime, endTime }) => ({
      today,
      currentDate,
      dayOfWeek,
      startTime,
      endTime,
    })),
  };
}

/** The store-list card of locateRestaurants and the GraphQL nearby query. */
export function toWireStoreSummary(store: StoreRow, distance: number | null, rating: StoreRating | null) {
  return {
    id: store.id,
    name: store.name,
    bannerUrl: store.bannerUrl,
    logoUrl: store.logoUrl,
    distance,
    keyword: store.keyword,
    rating,
    orderlane: store.orderlane,
    orderlaneDrive: store.orderlaneDrive,
    ownDriver: store.ownDriver,
    tdrive: store.tdrive,
    address: store.address,
    city: store.city,
    state: store.state,
    zip: store.zip,
    latitude: store.latitude,
    longitude: store.longitude,
    phoneNumber: store.phoneNumber,
  };
}

export type WireStore = ReturnType<typeof toWireStore>;
export type WireStoreSummary = ReturnType<typeof toWireStoreSummary>;
