import { tooManyAttempts, type AttemptLimits, type AttemptRule } from '@/plugins/attempt-limits.js';
import type { OrderAttemptRules } from './orders-attempt-rules.js';

export interface CardTry {
  orderId: number;
  userId: number;
  clientIp: string;
}

/** A card typed by a store's staff for a phone order. */
export interface PhoneCardTry {
  orderId: number;
  storeId: number;
  staffAccountId: number;
  clientIp: string;
}

export const CARD_DECLINES_MESSAGE = 'Too many declined card payments.';

type CountedKey = { key: string | null; rule: AttemptRule };

/**
 * Counts a card payment against its order, its diner and its client address before the gateway sees it, so
 * parallel tries cannot slip past, and refuses it past a limit. Answers `approved`, to call when the charge went
 * through: an approved payment gives its counts back, so only declines (and unknown outcomes) stay counted.
 */
function cardTryKeys(
  limits: AttemptLimits,
  rules: OrderAttemptRules,
  { orderId, userId, clientIp }: CardTry,
): CountedKey[] {
  return [
    { key: `card-declines:order:${orderId}`, rule: rules.declinesPerOrder },
    { key: `card-declines:user:${userId}`, rule: rules.declinesPerDiner },
    { key: limits.ipKey('card-declines', clientIp), rule: rules.declinesPerIp },
  ];
}

/** Gives back a refused try that turned out to be a twin of the request that placed the order. */
export async function forgetCardTry(limits: AttemptLimits, rules: OrderAttemptRules, cardTry: CardTry) {
  await limits.releaseEach(cardTryKeys(limits, rules, cardTry).map(({ key }) => key));
}

async function countTries(limits: AttemptLimits, keys: CountedKey[]) {
  // One round trip for the counts, and one to give them back (the database store does each in a statement).
  const verdicts = await limits.consumeEach(keys.map(({ key, rule }) => [key, rule]));
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length > 0) {
    const waitSeconds = Math.max(...refused.map((verdict) => verdict.retryAfterSeconds));
    throw tooManyAttempts(waitSeconds, CARD_DECLINES_MESSAGE);
  }
  return {
    verdicts,
    approved: async () => {
      await limits.releaseEach(keys.map(({ key }) => key));
    },
  };
}

export async function countCardTry(
  limits: AttemptLimits,
  rules: OrderAttemptRules,
  cardTry: CardTry,
): Promise<{ approved: () => Promise<void> }> {
  const { approved } = await countTries(limits, cardTryKeys(limits, rules, cardTry));
  return { approved };
}

const storeDeclinesKey = (storeId: number) => `card-declines:store:${storeId}`;

/** A pause takes the store's count with it: once the platform clears the store, its next spike counts afresh. */
export async function forgetStoreDeclines(limits: AttemptLimits, storeId: number) {
  await limits.reset(storeDeclinesKey(storeId));
}

/**
 * A phone order's card, counted as a diner's is, against its order, the staff account, the store (`perStore`, the
 * spike that pauses it) and the client address (shared with diners' tries). `storeDeclines` is the store's count,
 * this try included, for the caller to pause the store when it is declined.
 */
export async function countPhoneCardTry(
  limits: AttemptLimits,
  rules: OrderAttemptRules,
  perStore: AttemptRule,
  { orderId, storeId, staffAccountId, clientIp }: PhoneCardTry,
) {
  const { verdicts, approved } = await countTries(limits, [
    { key: `card-declines:order:${orderId}`, rule: rules.declinesPerOrder },
    { key: storeDeclinesKey(storeId), rule: perStore },
    { key: `card-declines:staff:${staffAccountId}`, rule: rules.phoneDeclinesPerStaff },
    { key: limits.ipKey('card-declines', clientIp), rule: rules.declinesPerIp },
  ]);
  return { approved, storeDeclines: verdicts[1]?.attempts ?? 0 };
}
