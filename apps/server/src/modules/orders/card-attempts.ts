import { tooManyAttempts, type AttemptLimits } from '@/plugins/attempt-limits.js';
import type { OrderAttemptRules } from './orders-attempt-rules.js';

export interface CardTry {
  orderId: number;
  userId: number;
  clientIp: string;
}

export const CARD_DECLINES_MESSAGE = 'Too many declined card payments.';

/**
 * Counts a card payment against its order, its diner and its client address before the gateway sees it, so
 * parallel tries cannot slip past, and refuses it past a limit. Answers `approved`, to call when the charge went
 * through: an approved payment gives its counts back, so only declines (and unknown outcomes) stay counted.
 */
function cardTryKeys(
  limits: AttemptLimits,
  rules: OrderAttemptRules,
  { orderId, userId, clientIp }: CardTry,
) {
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

export async function countCardTry(
  limits: AttemptLimits,
  rules: OrderAttemptRules,
  cardTry: CardTry,
): Promise<{ approved: () => Promise<void> }> {
  const keys = cardTryKeys(limits, rules, cardTry);
  // One round trip for the three counts, and one to give them back (the database store does each in a statement).
  const verdicts = await limits.consumeEach(keys.map(({ key, rule }) => [key, rule]));
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length > 0) {
    const waitSeconds = Math.max(...refused.map((verdict) => verdict.retryAfterSeconds));
    throw tooManyAttempts(waitSeconds, CARD_DECLINES_MESSAGE);
  }
  return {
    approved: async () => {
      await limits.releaseEach(keys.map(({ key }) => key));
    },
  };
}
