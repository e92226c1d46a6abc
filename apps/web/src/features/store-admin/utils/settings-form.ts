import { READY_MINUTES_MAX, READY_MINUTES_MIN, TAX_RATE_MAX } from '@orderlane/domain';
import type { StoreSettingsChanges } from '../api/save-store-settings';
import type { OrderTypeSetting, StoreSettings } from '../api/get-store-settings';

/** The form's values as typed (numbers stay text until saved; the tax rate and reward rate read as percents). */
export interface SettingsDraft {
  name: string;
  phoneNumber: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  description: string;
  keyword: string;
  orderTypes: { orderType: OrderTypeSetting['orderType']; available: boolean; min: string; max: string }[];
  deliveryRadiusMiles: string;
  ownDriver: boolean;
  deliveryBaseFee: string;
  deliveryFeePerMile: string;
  minDelivery: string;
  taxPercent: string;
  convenienceFee: string;
  receiveTip: boolean;
  specialRequestAvailable: boolean;
}

const percent = (fraction: number) => String(Math.round(fraction * 1e6) / 1e4);

export function toDraft(settings: StoreSettings): SettingsDraft {
  return {
    name: settings.name,
    phoneNumber: settings.phoneNumber,
    address: settings.address,
    city: settings.city,
    state: settings.state,
    zip: settings.zip,
    description: settings.description,
    keyword: settings.keyword,
    orderTypes: settings.orderTypes.map((type) => ({
      orderType: type.orderType,
      available: type.available,
      min: String(type.minReadyMinutes),
      max: String(type.maxReadyMinutes),
    })),
    deliveryRadiusMiles: String(settings.deliveryRadiusMiles),
    ownDriver: settings.ownDriver,
    deliveryBaseFee: settings.deliveryBaseFee.toFixed(2),
    deliveryFeePerMile: settings.deliveryFeePerMile.toFixed(2),
    minDelivery: settings.minDelivery.toFixed(2),
    taxPercent: percent(settings.taxRate),
    convenienceFee: settings.convenienceFee === null ? '' : settings.convenienceFee.toFixed(2),
    receiveTip: settings.receiveTip,
    specialRequestAvailable: settings.specialRequestAvailable,
  };
}

/** A problem the form finds before asking the server, as an i18n key under storeAdmin.settings.errors. */
export type DraftProblem = { field: string; key: 'readyRange' | 'readyOrder' | 'taxRange' | 'number' };

const isNumber = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

/** Checks the ready minutes (whole, in bounds, min not above max) and the tax rate before saving. */
export function draftProblems(draft: SettingsDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  for (const type of draft.orderTypes) {
    const min = Number(type.min);
    const max = Number(type.max);
    const inRange = (value: number) =>
      Number.isInteger(value) && value >= READY_MINUTES_MIN && value <= READY_MINUTES_MAX;
    if (!isNumber(type.min) || !isNumber(type.max) || !inRange(min) || !inRange(max)) {
      problems.push({ field: `ready-${type.orderType}`, key: 'readyRange' });
    } else if (min > max) {
      problems.push({ field: `ready-${type.orderType}`, key: 'readyOrder' });
    }
  }
  const tax = Number(draft.taxPercent);
  if (!isNumber(draft.taxPercent) || tax < 0 || tax > TAX_RATE_MAX * 100) {
    problems.push({ field: 'taxPercent', key: 'taxRange' });
  }
  for (const field of [
    'deliveryRadiusMiles',
    'deliveryBaseFee',
    'deliveryFeePerMile',
    'minDelivery',
  ] as const) {
    if (!isNumber(draft[field])) {
      problems.push({ field, key: 'number' });
    }
  }
  if (draft.convenienceFee.trim() !== '' && !isNumber(draft.convenienceFee)) {
    problems.push({ field: 'convenienceFee', key: 'number' });
  }
  return problems;
}

/** The body the server takes: rates back to fractions, an empty convenience fee as none. */
export function toChanges(draft: SettingsDraft): StoreSettingsChanges {
  return {
    name: draft.name,
    phoneNumber: draft.phoneNumber,
    address: draft.address,
    city: draft.city,
    state: draft.state,
    zip: draft.zip,
    description: draft.description,
    keyword: draft.keyword,
    orderTypes: draft.orderTypes.map((type) => ({
      orderType: type.orderType,
      available: type.available,
      minReadyMinutes: Number(type.min),
      maxReadyMinutes: Number(type.max),
    })),
    deliveryRadiusMiles: Number(draft.deliveryRadiusMiles),
    ownDriver: draft.ownDriver,
    deliveryBaseFee: Number(draft.deliveryBaseFee),
    deliveryFeePerMile: Number(draft.deliveryFeePerMile),
    minDelivery: Number(draft.minDelivery),
    taxRate: Math.round(Number(draft.taxPercent) * 1e4) / 1e6,
    convenienceFee: draft.convenienceFee.trim() === '' ? null : Number(draft.convenienceFee),
    receiveTip: draft.receiveTip,
    specialRequestAvailable: draft.specialRequestAvailable,
  };
}
