import { centsToDollars, formatOrderNumber } from '@orderlane/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orderRefunds } from '@/db/schema/index.js';
import type { Mailer } from '@/plugins/mail/mailer.js';
import { findBoardOrder } from './board-repository.js';
import { refundTotals } from './order-refunds-mappers.js';
import { findRefundsOfOrders } from './order-refunds-repository.js';

const money = (cents: number) => `$${centsToDollars(cents).toFixed(2)}`;

/** The e-mail telling the diner of a refund after acceptance; composed after the answer is sent. */
export function createRefundNotice({ db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string }) {
  return (refundId: number) => {
    mailer.enqueueLater(async () => {
      const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
      const row = refund ? await findBoardOrder(db, refund.orderId) : null;
      // The address given with this order first, else the account's.
      const to = row && (row.customerEmail || row.dinerEmail);
      if (!refund || !row || !to || refund.status === 'FAILED') {
        return null;
      }
      const totals = refundTotals(row.chargedCents, await findRefundsOfOrders(db, [row.id]));
      return {
        to,
        template: 'orderRefunded',
        locale: row.dinerLanguage?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en',
        data: {
          firstName: row.firstName ?? '',
          storeName: row.storeName,
          orderNumber: formatOrderNumber(row.id),
          amount: money(refund.amountCents),
          reason: refund.reason,
          stillCharged: money(totals.stillChargedCents),
          trackUrl: `${publicUrl}/track-order?orderId=${row.id}`,
        },
      };
    });
  };
}
