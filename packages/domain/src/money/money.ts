import { DomainError } from '../errors.js';

// Made on first use, not when the module loads: a browser's first Intl object loads its ICU data, a long task on a
// phone, which pages that show no price (the store list) then never pay while they start (docs/PERFORMANCE.md §8.10).
let usd: Intl.NumberFormat | undefined;

/** Throws unless `value` is a whole number of cents. */
export function assertCents(value: number, label: string): number {
  if (!Number.isSafeInteger(value)) {
    throw new DomainError('invalid_data', `${label} must be a whole number of cents, got ${value}`);
  }
  return value;
}

/** Rounds half away from zero to a whole cent. */
export function roundHalfUpCents(value: number): number {
  // toFixed(6) first absorbs float noise such as 102.49999999999999 for 1000 * 0.1025.
  const rounded = Math.round(Number(Math.abs(value).toFixed(6)));
  return value < 0 ? 0 - rounded : rounded; // 0 - 0 avoids -0
}

/** cents × rate (tax rate, mRate, percentage), rounded half-up to the cent. */
export function multiplyCents(cents: number, rate: number): number {
  return roundHalfUpCents(cents * rate);
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Wire dollars (number or numeric text) to integer cents, without float drift (1.005 -> 101). */
export function dollarsToCents(dollars: number | string): number {
  const text = typeof dollars === 'number' ? String(dollars) : dollars.trim();
  if (text === '' || !/^-?\d*\.?\d*(e[-+]?\d+)?$/i.test(text) || !Number.isFinite(Number(text))) {
    throw new DomainError('invalid_data', `"${String(dollars)}" is not an amount in dollars`);
  }
  // Shifting the decimal point in the text avoids the binary error of Number(text) * 100.
  const [mantissa = '', exponent = '0'] = text.toLowerCase().split('e');
  return roundHalfUpCents(Number(`${mantissa}e${Number(exponent) + 2}`));
}

/** Integer cents to wire dollars; cents / 100 is the nearest double, so it prints as x.xx. */
export function centsToDollars(cents: number): number {
  return assertCents(cents, 'Amount') / 100;
}

/** `$1,234.50`, `-$0.25`. */
export function formatCents(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(centsToDollars(cents));
}
