import type { AttemptRule } from '@/plugins/attempt-limits.js';

const HOUR_MS = 60 * 60_000;

/**
 * Limits on ordering calls. Calculations are generous (the checkout recalculates on every change) but bounded,
 * since each one stores a pending order with the guest's details; declined cards are few, since each try is
 * an authorization the restaurant pays for and a way to test stolen cards.
 */
export const orderAttemptRules = {
  calculationsPerIp: { max: 600, windowMs: HOUR_MS },
  calculationsPerDiner: { max: 300, windowMs: HOUR_MS },
  // A calculated order can be sent for an hour.
  declinesPerOrder: { max: 3, windowMs: HOUR_MS },
  declinesPerDiner: { max: 5, windowMs: HOUR_MS },
  declinesPerIp: { max: 10, windowMs: HOUR_MS },
  // Cards a store's staff type for phone orders; per store, the spike that pauses its card payments (config).
  phoneDeclinesPerStaff: { max: 10, windowMs: HOUR_MS },
} satisfies Record<string, AttemptRule>;

export type OrderAttemptRules = typeof orderAttemptRules;
