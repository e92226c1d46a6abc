import type { AttemptRule } from '@/plugins/attempt-limits.js';

const MINUTE_MS = 60_000;

/** How many attempts each account call allows before answering 429. */
export const accountAttemptRules = {
  // Never refused: failed sign-ins of an account only slow its next ones down (plugins/password-sign-in.ts).
  loginFailuresPerAccount: { max: Number.MAX_SAFE_INTEGER, windowMs: 60 * MINUTE_MS },
  loginFailuresPerIp: { max: 30, windowMs: 15 * MINUTE_MS },
  signUpsPerIp: { max: 10, windowMs: 60 * MINUTE_MS },
  resetRequestsPerIp: { max: 10, windowMs: 60 * MINUTE_MS },
  resetRequestsPerEmail: { max: 5, windowMs: 60 * MINUTE_MS },
  wrongOldPasswordsPerUser: { max: 10, windowMs: 15 * MINUTE_MS },
  verificationMailsPerUser: { max: 5, windowMs: 60 * MINUTE_MS },
} satisfies Record<string, AttemptRule>;

export const loginAccountKey = (email: string) => `login:account:${email}`;
