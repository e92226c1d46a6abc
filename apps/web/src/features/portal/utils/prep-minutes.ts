import { MAX_PREP_MINUTES, MIN_PREP_MINUTES } from '@orderlane/domain';

export const QUICK_PREP_MINUTES = [10, 15, 20, 30] as const;
// What the server uses when a store quotes no ready time for the order type.
const FALLBACK_PREP_MINUTES = 20;

/** The minutes the store quotes diners for an order type: where the Accept dialog starts. */
export function defaultPrepMinutes(
  orderTypes: readonly { orderType: string; readyMinutes: number | null }[],
  orderType: string,
): number {
  return orderTypes.find((row) => row.orderType === orderType)?.readyMinutes ?? FALLBACK_PREP_MINUTES;
}

/** The quick picks, with the store's usual time among them when it is not one already. */
export function prepMinuteChoices(defaultMinutes: number): number[] {
  const choices = new Set<number>([...QUICK_PREP_MINUTES, defaultMinutes]);
  return [...choices]
    .filter((minutes) => minutes >= MIN_PREP_MINUTES && minutes <= MAX_PREP_MINUTES)
    .sort((a, b) => a - b);
}

/** Whole minutes from 1 to 240 typed in the field; null for anything else. */
export function readPrepMinutes(text: string): number | null {
  const minutes = Number(text.trim());
  return text.trim() !== '' &&
    Number.isInteger(minutes) &&
    minutes >= MIN_PREP_MINUTES &&
    minutes <= MAX_PREP_MINUTES
    ? minutes
    : null;
}
