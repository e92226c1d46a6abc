import {
  DomainError,
  UNANSWERED_REJECT_REASON,
  formatOrderNumber,
  isReceivedOrderStatus,
  toStoreLocalTime,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { Mailer } from '@/plugins/mail/mailer.js';
import {
  claimEscalation,
  findOrderAwaitingAnswer,
  findUnansweredOrders,
  findWaitingOrders,
} from './escalation-repository.js';
import type { OrderBoardService } from './order-board-service.js';
import { DEFAULT_SETTINGS, findSettings } from './store-settings-repository.js';
import type { StorePauseService } from './store-pause-service.js';
import type { StoreSettingsService } from './store-settings-service.js';

const MINUTE_MS = 60_000;
// Orders cancelled per sweep; the next sweep (seconds later) takes up the rest.
const CANCELS_PER_SWEEP = 50;

export type EscalationStep = 'OWNER_EMAIL' | 'STORE_PAUSE' | 'AUTO_CANCEL';

export interface EscalationDeps {
  db: Db;
  clock: () => Date;
  settings: Pick<StoreSettingsService, 'findAllSettings'>;
  pauses: Pick<StorePauseService, 'pause'>;
  ownerEmails: (storeId: number) => Promise<{ email: string; language: string }[]>;
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
  /** Minutes after placing at which an order still unanswered is cancelled (UNANSWERED_ORDER_CANCEL_MINUTES). */
  cancelAfterMinutes: number;
  /** The board the order is cancelled on, as the platform (`platformName`): a rejection with reason NO_ANSWER. */
  board: Pick<OrderBoardService, 'reject'>;
  platformName: string;
}

/**
 * Orders nobody accepts: after the store's first limit (3 minutes unless set) its owners are e-mailed, after the
 * second (8) its online ordering pauses itself, and after UNANSWERED_ORDER_CANCEL_MINUTES (15) the order is
 * cancelled: its card charge voided and the diner told. Each step happens once per order, whichever process gets
 * there. Orders staff entered by phone are not escalated: a person at the store took them.
 */
export function createEscalationService(deps: EscalationDeps) {
  const { db, clock } = deps;

  async function emailOwners(order: { id: number; storeId: number; storeName: string }, minutes: number) {
    const recipients = await deps.ownerEmails(order.storeId);
    for (const owner of recipients) {
      await deps.mailer.enqueue({
        to: owner.email,
        template: 'orderWaiting',
        locale: owner.language.toUpperCase() === 'CN' ? 'zh-CN' : 'en',
        data: {
          storeName: order.storeName,
          orderNumber: formatOrderNumber(order.id),
          minutes,
          boardUrl: `${deps.publicUrl}/portal`,
        },
      });
    }
  }

  /**
   * The board's own reject, as the platform: the card charge is claimed inside the transition and given back once
   * (the refund sweep finishes it after a crash), and the diner is e-mailed. False when the order moved on first:
   * the store answered it, or another process cancelled it.
   */
  async function cancelOrder(orderId: number) {
    try {
      await deps.board.reject(
        orderId,
        { ownerId: null, name: deps.platformName },
        UNANSWERED_REJECT_REASON,
        null,
      );
      return true;
    } catch (error) {
      if (error instanceof DomainError && (error.type === 'conflict' || error.type === 'not_found')) {
        return false;
      }
      throw error;
    }
  }

  async function pauseStore(orderId: number, storeId: number, now: Date) {
    if (await claimEscalation(db, orderId, 'STORE_PAUSE', now)) {
      await deps.pauses.pause(storeId, 'ALL', { ownerId: null, source: 'ESCALATION' });
      return true;
    }
    return false;
  }

  return {
    /** One pass over the waiting orders; answers the steps it took. */
    async sweep() {
      const now = clock();
      const limits = new Map((await deps.settings.findAllSettings()).map((row) => [row.storeId, row]));
      const shortest = Math.min(
        DEFAULT_SETTINGS.escalateAfterMinutes,
        ...[...limits.values()].map((row) => row.escalateAfterMinutes),
      );
      const waiting = await findWaitingOrders(db, new Date(now.getTime() - shortest * MINUTE_MS));
      const steps: { orderId: number; kind: EscalationStep }[] = [];
      for (const order of waiting) {
        const limit = limits.get(order.storeId) ?? DEFAULT_SETTINGS;
        const waitedMinutes = (now.getTime() - (order.placedAt ?? now).getTime()) / MINUTE_MS;
        if (waitedMinutes >= limit.escalateAfterMinutes && !order.taken.has('OWNER_EMAIL')) {
          if (await claimEscalation(db, order.id, 'OWNER_EMAIL', now)) {
            await emailOwners(order, limit.escalateAfterMinutes);
            steps.push({ orderId: order.id, kind: 'OWNER_EMAIL' });
          }
        }
        // A store that leaves an order until it is cancelled pauses too, whatever its own (longer) pause time.
        const isPauseDue =
          waitedMinutes >= limit.pauseAfterMinutes || waitedMinutes >= deps.cancelAfterMinutes;
        if (
          isPauseDue &&
          !order.taken.has('STORE_PAUSE') &&
          (await pauseStore(order.id, order.storeId, now))
        ) {
          steps.push({ orderId: order.id, kind: 'STORE_PAUSE' });
        }
      }
      // However old (a day-old one too, after the server was down): the diner's money must not stay held.
      const unanswered = await findUnansweredOrders(
        db,
        new Date(now.getTime() - deps.cancelAfterMinutes * MINUTE_MS),
        CANCELS_PER_SWEEP,
      );
      for (const order of unanswered) {
        if (await cancelOrder(order.id)) {
          // For the record: the order is REJECTED now, which alone keeps every sweep from it.
          await claimEscalation(db, order.id, 'AUTO_CANCEL', now);
          steps.push({ orderId: order.id, kind: 'AUTO_CANCEL' });
        }
      }
      return steps;
    },

    /**
     * The diner's view of a new order's answer: when the store is reminded (its own e-mail time) and when the
     * order is cancelled if still unanswered, with the server's clock; no times once the store answered, or for an
     * order staff took by phone. 404 for an order never placed, 403 for another account's.
     */
    async answerTimes(userId: number, orderId: number) {
      const order = await findOrderAwaitingAnswer(db, orderId);
      if (!order || !isReceivedOrderStatus(order.status)) {
        throw new DomainError('not_found', `Order ${orderId} was not found.`);
      }
      if (order.userId !== userId) {
        throw new DomainError('forbidden', 'This order belongs to another account.');
      }
      const now = clock();
      if (order.status !== 'PLACED' || order.channel === 'PHONE' || !order.placedAt) {
        return { orderId, status: order.status, remindAt: null, cancelAt: null, cancelTime: null, now };
      }
      const { escalateAfterMinutes } = await findSettings(db, order.storeId);
      const placed = order.placedAt.getTime();
      const cancelAt = new Date(placed + deps.cancelAfterMinutes * MINUTE_MS);
      const remindAt = new Date(Math.min(placed + escalateAfterMinutes * MINUTE_MS, cancelAt.getTime()));
      // The store-local clock time too, as the rest of the tracking shows times.
      const cancelTime = toStoreLocalTime(cancelAt, order.timeZone);
      return { orderId, status: order.status, remindAt, cancelAt, cancelTime, now };
    },
  };
}

export type EscalationService = ReturnType<typeof createEscalationService>;
