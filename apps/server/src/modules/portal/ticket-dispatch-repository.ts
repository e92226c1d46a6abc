import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { orderTicketDispatches } from '@/db/schema/index.js';

export type DispatchChannel = 'EMAIL' | 'FAX';

/** Claims sending an order's ticket on a channel; only the first claim (of any process) gets true. */
export async function claimDispatch(
  db: Executor,
  orderId: number,
  channel: DispatchChannel,
  destination: string,
  at: Date,
) {
  const rows = await db
    .insert(orderTicketDispatches)
    .values({ orderId, channel, destination, status: 'PENDING', createdAt: at })
    .onConflictDoNothing()
    .returning({ id: orderTicketDispatches.id });
  return rows.length === 1;
}

export async function finishDispatch(
  db: Executor,
  orderId: number,
  channel: DispatchChannel,
  outcome: { status: 'SENT' | 'FAILED'; detail: string | null },
) {
  await db
    .update(orderTicketDispatches)
    .set(outcome)
    .where(and(eq(orderTicketDispatches.orderId, orderId), eq(orderTicketDispatches.channel, channel)));
}

export function findDispatches(db: Executor, orderId: number) {
  return db
    .select({
      channel: orderTicketDispatches.channel,
      destination: orderTicketDispatches.destination,
      status: orderTicketDispatches.status,
      detail: orderTicketDispatches.detail,
    })
    .from(orderTicketDispatches)
    .where(eq(orderTicketDispatches.orderId, orderId));
}
