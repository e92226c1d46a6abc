import i18n from 'i18next';
import { storeAdminEn } from '@/i18n/locales/store-admin-en';
import type { StoreSettings } from '../api/get-store-settings';
import type { StoreHours } from '../api/store-hours';

export function addStoreAdminStringsForTests(): void {
  i18n.addResourceBundle('en', 'translation', storeAdminEn, true, true);
}

export const makeSettings = (overrides: Partial<StoreSettings> = {}): StoreSettings => ({
  storeId: 7,
  active: true,
  name: 'Golden Wok Kitchen',
  phoneNumber: '3125550100',
  address: '100 W Main St',
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
  description: '',
  keyword: 'Chinese',
  timeZone: 'America/Chicago',
  orderTypes: [{ orderType: 'PICK_UP', available: true, minReadyMinutes: 10, maxReadyMinutes: 20 }],
  deliveryRadiusMiles: 5,
  ownDriver: true,
  platformDelivery: false,
  deliveryBaseFee: 3,
  deliveryFeePerMile: 0.5,
  minDelivery: 15,
  taxRate: 0.1025,
  convenienceFee: null,
  receiveTip: true,
  specialRequestAvailable: true,
  mRate: 1,
  rewardRate: 0.05,
  ...overrides,
});

export const makeHours = (overrides: Partial<StoreHours> = {}): StoreHours => ({
  storeId: 7,
  timeZone: 'America/Chicago',
  lastOrderMinutes: 30,
  weekly: [1, 2, 3, 4, 5, 6, 0].map((dayOfWeek) => ({ dayOfWeek, startTime: '11:00', endTime: '21:00' })),
  overrides: [],
  ...overrides,
});
