import {
  centsToDollars,
  describeRejection,
  formatOrderNumber,
  formatScheduleTime,
  REJECT_REASONS,
  type RejectReason,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { MailLocale, Mailer } from '@/plugins/mail/mailer.js';
import { findBoardOrder, type BoardOrderRow } from './board-repository.js';

const mailLocaleOf = (language: string | null): MailLocale =>
  language?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';

// The address given with this order first, else the account's.
const dinerAddress = (row: BoardOrderRow) => row.customerEmail || row.dinerEmail || null;

/** E-mails to the diner when the restaurant accepts or rejects the order; queued after the answer is sent. */
export function createDinerNotices({ db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string }) {
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
