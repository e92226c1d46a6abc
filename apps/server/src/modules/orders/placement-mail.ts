import { centsToDollars, formatOrderNumber } from '@orderlane/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { customers, orderItemOptions, orderItems, orders, stores, users } from '@/db/schema/index.js';
import type { MailLocale, Mailer } from '@/plugins/mail/mailer.js';

/** What the receipt says of an order: its diner, store, figures and lines. */
async function findReceiptOrder(db: Db, orderId: number) {
  const [order] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      channel: orders.channel,
      orderType: orders.orderType,
      scheduleTime: orders.scheduleTime,
      paymentStatus: orders.paymentStatus,
      chargedCents: orders.chargedCents,
      storeName: stores.name,
      firstName: customers.firstName,
      customerEmail: customers.email,
      dinerEmail: users.email,
      dinerLanguage: users.preferredLanguage,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) {
    return null;
  }
  const lines = await db
    .select({
      id: orderItems.id,
      name: orderItems.name,
      cnName: orderItems.cnName,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const options =
    lines.length === 0
      ? []
      : await db
          .select({
            orderItemId: orderItemOptions.orderItemId,
            name: orderItemOptions.name,
            cnName: orderItemOptions.cnName,
            quantity: orderItemOptions.quantity,
          })
          .from(orderItemOptions)
          .where(
            inArray(
              orderItemOptions.orderItemId,
              lines.map((line) => line.id),
            ),
          )
          .orderBy(asc(orderItemOptions.id));
  return {
    ...order,
    lines: lines.map((line) => ({
      ...line,
      options: options.filter((option) => option.orderItemId === line.id),
    })),
  };
}
type ReceiptOrder = NonNullable<Awaited<ReturnType<typeof findReceiptOrder>>>;

/** A receipt's line: '2 × Eggs Benedict (Bacon, Rye toast ×2)', in the diner's language where the menu has it. */
function lineText(line: ReceiptOrder['lines'][number], locale: MailLocale) {
  const name = (entry: { name: string; cnName: string | null }) =>
    locale === 'zh-CN' && entry.cnName ? entry.cnName : entry.name;
  const options = line.options.map(
    (option) => `${name(option)}${option.quantity > 1 ? ` ×${option.quantity}` : ''}`,
  );
  return `${line.quantity} × ${name(line)}${options.length > 0 ? ` (${options.join(', ')})` : ''}`;
}

/**
 * The diner's receipt once an order is placed: what was ordered, the total charged (or to pay at the restaurant)
 * and the link to follow it on /track-order. Queued after the answer is sent, so mail never slows or fails the
 * order. Orders staff took by phone get none: the caller has no account to follow the order with.
 */
export function createPlacementMail({
  db,
  mailer,
  publicUrl,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}) {
  return {
    orderPlaced(orderId: number) {
      mailer.enqueueLater(async () => {
        const order = await findReceiptOrder(db, orderId);
        // The address given with this order first, else the account's.
        const to = order?.customerEmail || order?.dinerEmail;
        if (!order || !to || order.userId === null || order.channel === 'PHONE') {
          return null;
        }
        const locale: MailLocale = order.dinerLanguage?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
        return {
          to,
          template: 'orderReceipt',
          locale,
          data: {
            firstName: order.firstName ?? '',
            storeName: order.storeName,
            orderNumber: formatOrderNumber(orderId),
            orderType: order.orderType,
            scheduledFor: order.scheduleTime ? order.scheduleTime.slice(0, 16).replace('T', ' ') : null,
            lines: order.lines.map((line) => lineText(line, locale)),
            total: `$${centsToDollars(order.chargedCents ?? 0).toFixed(2)}`,
            paidByCard: order.paymentStatus === 'CREDIT',
            trackUrl: `${publicUrl}/track-order?orderId=${orderId}`,
          },
        };
      });
    },
  };
}
