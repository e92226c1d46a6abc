import { DomainError } from '../errors.js';

/** Platform bounds an owner may set for a store's rates (fractions, not percents). */
export const M_RATE_MIN = 1;
export const M_RATE_MAX = 1.5;
export const REWARD_RATE_MIN = 0;
export const REWARD_RATE_MAX = 0.2;
/** The one bound on a store's tax rate, at sign-up and in Settings alike (0.2 is 20%). */
export const TAX_RATE_MAX = 0.2;
export const TAX_RATE_MESSAGE = `The tax rate must be between 0 and ${TAX_RATE_MAX * 100}%.`;
export const DELIVERY_RADIUS_MAX_MILES = 30;
export const READY_MINUTES_MIN = 1;
export const READY_MINUTES_MAX = 240;
export const STORE_KEYWORDS_MAX = 10;

export type StoreOrderTypeCode = 'PICK_UP' | 'DELIVERY' | 'DINE_IN' | 'WALK_IN';

/**
 * The order types a new store starts with: pickup on, the others present but off, each with ready minutes the
 * owner edits in Settings -> Ordering. Going live needs at least one switched on.
 */
export const NEW_STORE_ORDER_TYPES: readonly {
  orderType: StoreOrderTypeCode;
  available: boolean;
  minReadyMinutes: number;
  maxReadyMinutes: number;
}[] = [
  { orderType: 'PICK_UP', available: true, minReadyMinutes: 15, maxReadyMinutes: 25 },
  { orderType: 'DELIVERY', available: false, minReadyMinutes: 40, maxReadyMinutes: 60 },
  { orderType: 'DINE_IN', available: false, minReadyMinutes: 15, maxReadyMinutes: 25 },
  { orderType: 'WALK_IN', available: false, minReadyMinutes: 10, maxReadyMinutes: 20 },
];

/** The fields of a store's settings the bounds apply to (rates as fractions, money in cents). */
export interface StoreRateSettings {
  mRate: number;
  rewardRate: number;
  taxRate: number;
  deliveryRadiusMiles: number;
}

export interface ReadyMinutes {
  orderType: string;
  minReadyMinutes: number;
  maxReadyMinutes: number;
}

const within = (value: number, min: number, max: number) =>
  Number.isFinite(value) && value >= min && value <= max;

/** Every problem with a store's rates and ready times, each a sentence; empty when they may be saved. */
export function storeSettingsProblems(
  rates: StoreRateSettings,
  readyTimes: readonly ReadyMinutes[] = [],
): string[] {
  const problems: string[] = [];
  if (!within(rates.mRate, M_RATE_MIN, M_RATE_MAX)) {
    problems.push(`mRate must be between ${M_RATE_MIN} and ${M_RATE_MAX}.`);
  }
  if (!within(rates.rewardRate, REWARD_RATE_MIN, REWARD_RATE_MAX)) {
    problems.push(`rewardRate must be between ${REWARD_RATE_MIN} and ${REWARD_RATE_MAX}.`);
  }
  if (!within(rates.taxRate, 0, TAX_RATE_MAX)) {
    problems.push(TAX_RATE_MESSAGE);
  }
  if (!within(rates.deliveryRadiusMiles, 0, DELIVERY_RADIUS_MAX_MILES)) {
    problems.push(`The delivery radius must be between 0 and ${DELIVERY_RADIUS_MAX_MILES} miles.`);
  }
  for (const type of readyTimes) {
    const { minReadyMinutes: min, maxReadyMinutes: max } = type;
    if (
      !Number.isInteger(min) ||
      !Number.isInteger(max) ||
      !within(min, READY_MINUTES_MIN, READY_MINUTES_MAX) ||
      !within(max, READY_MINUTES_MIN, READY_MINUTES_MAX)
    ) {
      problems.push(
        `${type.orderType} ready minutes must be whole minutes between ${READY_MINUTES_MIN} and ${READY_MINUTES_MAX}.`,
      );
    } else if (min > max) {
      problems.push(`${type.orderType} minimum ready minutes cannot be more than the maximum.`);
    }
  }
  return problems;
}

/** Throws one 400 listing every problem, so an owner fixes them all at once. */
export function assertStoreSettings(
  rates: StoreRateSettings,
  readyTimes: readonly ReadyMinutes[] = [],
): void {
  const problems = storeSettingsProblems(rates, readyTimes);
  if (problems.length > 0) {
    throw new DomainError('invalid_data', problems.join(' '));
  }
}

/** Keywords as the store list reads them: trimmed, no blanks or repeats, comma-joined. */
export function normalizeKeywords(text: string): string {
  const seen = new Set<string>();
  const words = text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word && !seen.has(word.toLowerCase()) && seen.add(word.toLowerCase()));
  if (words.length > STORE_KEYWORDS_MAX) {
    throw new DomainError('invalid_data', `Use at most ${STORE_KEYWORDS_MAX} keywords.`);
  }
  return words.join(', ');
}

export type GoLiveRequirement = 'hours' | 'menu' | 'order-protocol' | 'bank-account' | 'order-types';

const REQUIREMENT_SENTENCES: Record<GoLiveRequirement, string> = {
  hours: 'opening hours',
  menu: 'at least one category with an active item',
  'order-protocol': 'how orders reach you (order protocol)',
  'bank-account': 'bank details for payouts',
  'order-types': 'at least one order type switched on',
};

/** What still keeps a store from going live, as a refusal sentence; null when nothing is missing. */
export function goLiveRefusal(missing: readonly GoLiveRequirement[]): string | null {
  if (missing.length === 0) {
    return null;
  }
  return `The store cannot go live yet; it still needs: ${missing.map((key) => REQUIREMENT_SENTENCES[key]).join(', ')}.`;
}
