import { TAX_RATE_MAX, toPhoneDigits } from '@orderlane/domain';
import type { FinishRestaurantInfo } from '@/lib/api/save-restaurant-info';

export interface BusinessForm {
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** As typed, in percent: '10.25'. */
  taxRatePercent: string;
}

/** The one bound of packages/domain, as Settings has it: 20. */
export const MAX_TAX_RATE_PERCENT = TAX_RATE_MAX * 100;

/** A typed percentage as the fraction the store keeps ('10.25' -> 0.1025); null when it is not 0-20. */
export function parseTaxRatePercent(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (!/^\d{1,2}(\.\d{1,4})?$/.test(trimmed)) {
    return null;
  }
  const percent = Number(trimmed);
  // Basis points of a basis point: the fraction keeps at most 6 decimals, with no float dust.
  return percent <= MAX_TAX_RATE_PERCENT ? Math.round(percent * 10_000) / 1_000_000 : null;
}

/** A fraction as the percentage shown in the field (0.1025 -> '10.25'). */
export function formatTaxRatePercent(fraction: number | null): string {
  return fraction === null ? '' : String(Math.round(fraction * 1_000_000) / 10_000);
}

export type BusinessField = Exclude<keyof BusinessForm, 'taxRatePercent'>;
const REQUIRED: BusinessField[] = ['name', 'phone', 'address', 'city', 'state', 'zip'];

/** The first empty required field, or 'taxRate' for a rate out of range; null when the form may be sent. */
export function findBusinessProblem(form: BusinessForm): BusinessField | 'taxRate' | null {
  const missing = REQUIRED.find((field) => form[field].trim() === '');
  if (missing) {
    return missing;
  }
  return parseTaxRatePercent(form.taxRatePercent) === null ? 'taxRate' : null;
}

/** The finish flow's store: inactive, tips on, on the marketplace, no own drivers, fax or partner delivery. */
export function toFinishRestaurant(form: BusinessForm, ownerId: number): FinishRestaurantInfo {
  return {
    ownerId,
    active: false,
    ownDriver: false,
    receiveByFax: false,
    orderlane: true,
    orderlaneDrive: false,
    name: form.name.trim(),
    phoneNumber: Number(toPhoneDigits(form.phone)),
    address: form.address.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    zip: form.zip.trim(),
    taxRate: parseTaxRatePercent(form.taxRatePercent) ?? 0,
    receiveTip: true,
  };
}
