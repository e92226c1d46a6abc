import type { AttemptRule } from '@/plugins/attempt-limits.js';

const MINUTE_MS = 60_000;

/** How many attempts each account call allows before answering 429. */
export const accountAttemptRules = {
  // Never refused: failed sign-ins of an account only slow its next ones down (see signInDelayMs).
  loginFailuresPerAccount: { max: Number.MAX_SAFE_INTEGER, windowMs: 60 * MINUTE_MS },
  loginFailuresPerIp: { max: 30, windowMs: 15 * MINUTE_MS },
  signUpsPerIp: { max: 10, windowMs: 60 * MINUTE_MS },
  resetRequestsPerIp: { max: 10, windowMs: 60 * MINUTE_MS },
  resetRequestsPerEmail: { max: 5, windowMs: 60 * MINUTE_MS },
  wrongOldPasswordsPerUser: { max: 10, windowMs: 15 * MINUTE_MS },
  verificationMailsPerUser: { max: 5, windowMs: 60 * MINUTE_MS },
} satisfies Record<string, AttemptRule>;

export const loginAccountKey = (email: string) => `login:account:${email}`;

/** Failed sign-ins that cost no wait: typos and a forgotten caps lock. */
const FREE_FAILURES_PER_ACCOUNT = 3;
const FREE_FAILURES_PER_IP = 10;
/** The longest wait, in steps of the base delay (30 s at the default 500 ms). */
const MAX_DELAY_STEPS = 60;

/**
 * How long a sign-in waits before its password is checked: doubling with each failure past the free ones,
 * per account and per address, the longer of the two; the right password still gets in after the wait.
 */
export function signInDelayMs(
  { accountFailures, ipFailures }: { accountFailures: number; ipFailures: number },
  baseMs: number,
): number {
  const delayFor = (failures: number, free: number) =>
    failures < free ? 0 : Math.min(baseMs * 2 ** (failures - free), baseMs * MAX_DELAY_STEPS);
  return Math.max(
    delayFor(accountFailures, FREE_FAILURES_PER_ACCOUNT),
    delayFor(ipFailures, FREE_FAILURES_PER_IP),
  );
}
