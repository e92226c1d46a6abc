import { DomainError } from '@orderlane/domain';
import type { Executor } from '@/db/client.js';
import { findActiveCardPause, startCardPause } from './card-pauses-repository.js';

/** When a store's declined phone-order cards count as a spike, and how long its card payments then stop. */
export interface CardPauseRule {
  declines: number;
  windowMs: number;
  durationMs: number;
}

export const DEFAULT_CARD_PAUSE_RULE: CardPauseRule = {
  declines: 10,
  windowMs: 60 * 60_000,
  durationMs: 24 * 60 * 60_000,
};

export const CARD_PAYMENTS_PAUSED_MESSAGE =
  'This restaurant cannot take card payments right now. Please choose to pay in store, or try again later.';
export const PHONE_CARDS_PAUSED_MESSAGE =
  'Card payments at this store are paused after many declined cards, and the platform has been told. Take the order to pay in store, or contact support.';

/** Who hears that a store was paused: the platform's log and its metrics. */
export interface CardPauseAlarm {
  log: { warn(object: object, message: string): void };
  onCardsPaused?: (storeId: number) => void;
}

/** Refuses a card payment at a store whose card payments are paused (409, with the caller's sentence). */
export async function refuseIfCardsPaused(db: Executor, storeId: number, now: Date, message: string) {
  if (await findActiveCardPause(db, storeId, now)) {
    throw new DomainError('conflict', message);
  }
}

/**
 * After a declined card: pauses the store's card payments when its declines in the window reached the rule's
 * number, and tells the platform once per pause (a warn line the log pipeline alerts on, and a metric). True
 * when this decline started the pause.
 */
export async function pauseCardsOnSpike(
  deps: { db: Executor; cardPause: CardPauseRule } & CardPauseAlarm,
  { storeId, declines, now }: { storeId: number; declines: number; now: Date },
): Promise<boolean> {
  if (declines < deps.cardPause.declines) {
    return false;
  }
  const pausedUntil = new Date(now.getTime() + deps.cardPause.durationMs);
  if (!(await startCardPause(deps.db, { storeId, pausedAt: now, pausedUntil, declines }))) {
    return false;
  }
  deps.onCardsPaused?.(storeId);
  deps.log.warn(
    {
      event: 'store_card_payments_paused',
      storeId,
      declines,
      windowMinutes: Math.round(deps.cardPause.windowMs / 60_000),
      pausedUntil: pausedUntil.toISOString(),
    },
    'card payments paused at a store after a spike of declined phone-order cards',
  );
  return true;
}
