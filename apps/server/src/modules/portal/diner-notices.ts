import {
  centsToDollars,
  describeRejection,
  formatOrderNumber,
  formatScheduleTime,
  REJECT_REASONS,
  UNANSWERED_REJECT_REASON,
  type RejectReason,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { MailLocale, Mailer } from '@/plugins/mail/mailer.js';
import { findBoardOrder, type BoardOrderRow } from './board-repository.js';

const mailLocaleOf = (language: string | null): MailLocale =>
  language?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';

// The address given with this order first, else the account's.
const dinerAddress = (row: BoardOrderRow) => row.customerEmail || row.dinerEmail || null;

const dollarsText = (cents: number) => `$${centsToDollars(cents).toFixed(2)}`;

export interface DinerNoticesDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** UNANSWERED_ORDER_CANCEL_MINUTES, named in the mail of an order cancelled for want of an answer. */
  unansweredCancelMinutes?: number;
}

/**
 * E-mails to the diner when the restaurant accepts or rejects the order, or the platform cancels it for want of
 * an answer; queued after the answer is sent.
 */
export function createDinerNotices({
  db,
  mailer,
  publicUrl,
  unansweredCancelMinutes = 15,
}: DinerNoticesDeps) {
  const trackUrl = (orderId: number) => `${publicUrl}/track-order?orderId=${orderId}`;

  return {
    orderAccepted(orderId: number) {
      mailer.enqueueLater(async () => {
        const row = await findBoardOrder(db, orderId);
        const to = row && dinerAddress(row);
        if (!row || !to || !row.readyAt) {
          return null;
        }
        return {
          to,
          template: 'orderAccepted',
          locale: mailLocaleOf(row.dinerLanguage),
          data: {
            firstName: row.firstName ?? '',
            storeName: row.storeName,
            orderNumber: formatOrderNumber(orderId),
            readyTime: formatScheduleTime(row.readyAt, row.storeTimeZone),
            trackUrl: trackUrl(orderId),
          },
        };
      });
    },

    orderRejected(orderId: number) {
      mailer.enqueueLater(async () => {
        const row = await findBoardOrder(db, orderId);
        const to = row && dinerAddress(row);
        if (!row || !to) {
          return null;
        }
        const reason = (row.rejectReason ?? 'OTHER') as RejectReason;
        const refunded = row.refundStatus === 'VOIDED' || row.refundStatus === 'REFUNDED';
        if (reason === UNANSWERED_REJECT_REASON) {
          const isCard = row.paymentStatus === 'CREDIT' && row.paymentTransactionId !== null;
          const status =
            row.refundStatus === 'VOIDED' || row.refundStatus === 'REFUNDED' ? row.refundStatus : 'PENDING';
          return {
            to,
            template: 'orderCancelledUnanswered',
            locale: mailLocaleOf(row.dinerLanguage),
            data: {
              firstName: row.firstName ?? '',
              storeName: row.storeName,
              orderNumber: formatOrderNumber(orderId),
              minutes: unansweredCancelMinutes,
              refund: isCard ? { amount: dollarsText(row.chargedCents ?? 0), status } : null,
              trackUrl: trackUrl(orderId),
            },
          };
        }
        return {
          to,
          template: 'orderRejected',
          locale: mailLocaleOf(row.dinerLanguage),
          data: {
            firstName: row.firstName ?? '',
            storeName: row.storeName,
            orderNumber: formatOrderNumber(orderId),
            reason:
              reason in REJECT_REASONS ? describeRejection(reason, row.rejectNote) : (row.rejectNote ?? ''),
            refundAmount: refunded ? `$${centsToDollars(row.chargedCents ?? 0).toFixed(2)}` : null,
            trackUrl: trackUrl(orderId),
          },
        };
      });
    },
  };
}

export type DinerNotices = ReturnType<typeof createDinerNotices>;
