import type { StoreWire } from '@/types/api';

/** Test data: a store as searchRestaurants answers it (the demo's Sunrise Griddle), with `overrides`. */
export function makeStoreWire(overrides: Partial<StoreWire> = {}): StoreWire {
  return {
    id: 5,
    name: 'Sunrise Griddle',
    active: true,
    orderlane: true,
    orderlaneDrive: false,
    ownDriver: true,
    tdrive: false,
    address: '711 S Dearborn St',
    city: 'Chicago',
    state: 'IL',
    zip: '60605',
    latitude: 41.87,
    longitude: -87.63,
    logoUrl: null,
    bannerUrl: '/media/stores/sunrise-griddle-banner.svg',
    keyword: 'Breakfast',
    timeZone: 'America/Chicago',
    minDelivery: 15.5,
    rewardRate: null,
    mRate: 1,
    specialRequestAvailable: true,
    phoneNumber: null,
    ...overrides,
  };
}
