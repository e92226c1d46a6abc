import { randomBytes } from 'node:crypto';
import { hashPassword, needsRehash, verifyPassword } from '@/lib/password-hash.js';
import { tooManyAttempts, type AttemptLimits, type AttemptRule } from './attempt-limits.js';

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

export interface PasswordSignInDeps<Account> {
  attemptLimits: AttemptLimits;
  passwordHashCost: number;
  /** The first step of the growing wait after failed sign-ins (LOGIN_DELAY_BASE_MS). */
  loginDelayBaseMs: number;
  sleep?: (ms: number) => Promise<void>;
  /** The scope of the per-address key (`attemptLimits.ipKey`). */
  ipScope: string;
  rules: { failuresPerIp: AttemptRule; failuresPerAccount: AttemptRule };
  /** Stores the account's password hashed again at the current cost. */
  saveRehash: (account: Account, passwordHash: string) => Promise<void>;
}

/** The account the e-mail names (null for none) and whether the password matched it. */
export type PasswordSignIn<Account> =
  { signedIn: true; account: Account } | { signedIn: false; account: Account | null };

const waitFor = (ms: number) =>
  ms <= 0 ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The password step every sign-in shares: counted, refused past the address limit, slowed, then checked. */
export function createPasswordSignIn<Account extends { passwordHash: string }>({
  attemptLimits,
  passwordHashCost,
  loginDelayBaseMs,
  sleep = waitFor,
  ipScope,
  rules,
  saveRehash,
}: PasswordSignInDeps<Account>) {
  let dummyHash: Promise<string> | undefined;
  // Unknown e-mails are checked against this hash so they cost the same time as known ones.
  const getDummyHash = () =>
    (dummyHash ??= hashPassword(randomBytes(16).toString('hex'), { cost: passwordHashCost }));

  return async function checkPassword({
    accountKey,
    ip,
    password,
    findAccount,
  }: {
    accountKey: string;
    ip: string;
    password: string;
    findAccount: () => Promise<Account | null>;
  }): Promise<PasswordSignIn<Account>> {
    const ipKey = attemptLimits.ipKey(ipScope, ip);
    // Both counted before the password is checked, so parallel guesses cannot slip past the limit or the
    // delay; a successful sign-in gives its counts back, which leaves only failures counted.
    const ipVerdict = await attemptLimits.consume(ipKey, rules.failuresPerIp);
    if (!ipVerdict.allowed) {
      throw tooManyAttempts(ipVerdict.retryAfterSeconds);
    }
    const accountVerdict = await attemptLimits.consume(accountKey, rules.failuresPerAccount);
    await sleep(
      signInDelayMs(
        { accountFailures: accountVerdict.attempts - 1, ipFailures: Math.max(0, ipVerdict.attempts - 1) },
        loginDelayBaseMs,
      ),
    );

    const account = await findAccount();
    const matches = await verifyPassword(password, account?.passwordHash ?? (await getDummyHash()));
    if (!account || !matches) {
      return { signedIn: false, account };
    }
    await attemptLimits.release(ipKey);
    await attemptLimits.reset(accountKey);
    if (needsRehash(account.passwordHash, { cost: passwordHashCost })) {
      await saveRehash(account, await hashPassword(password, { cost: passwordHashCost }));
    }
    return { signedIn: true, account };
  };
}
