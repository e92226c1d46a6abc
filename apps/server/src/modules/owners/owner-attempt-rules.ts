import type { AttemptRule } from '@/plugins/attempt-limits.js';

const MINUTE_MS = 60_000;

/** How many attempts each restaurant-account call allows before answering 429 (the diners' numbers). */
export const ownerAttemptRules = {
  // Never refused: failed sign-ins of an account only slow its next ones down, as a diner's do.
  loginFailuresPerAccount: { max: Number.MAX_SAFE_INTEGER, windowMs: 60 * MINUTE_MS },
  loginFailuresPerIp: { max: 30, windowMs: 15 * MINUTE_MS },
  signUpsPerIp: { max: 10, windowMs: 60 * MINUTE_MS },
  // 'Email already exists' tells whether an e-mail has an account: few such answers per address.
  takenEmailAnswersPerIp: { max: 5, windowMs: 24 * 60 * MINUTE_MS },
  resetRequestsPerIp: { max: 10, windowMs: 60 * MINUTE_MS },
  resetRequestsPerEmail: { max: 5, windowMs: 60 * MINUTE_MS },
  wrongOldPasswordsPerOwner: { max: 10, windowMs: 15 * MINUTE_MS },
} satisfies Record<string, AttemptRule>;

export const ownerLoginAccountKey = (email: string) => `owner-login:account:${email}`;
