import { startOfStoreDay } from '@orderlane/domain';
import type { Tx } from '@/db/client.js';
import {
  customers,
  orderEscalations,
  orderItemOptions,
  orderItems,
  orderStatusEvents,
  orders,
  sandboxCharges,
} from '@/db/schema/index.js';
import { demoPastOrders } from './demo-diner.js';
import type { InsertedStore } from './insert-demo-store.js';
import { priceLine, priceOrder } from './past-order-pricing.js';

type BoardStatus = 'PLACED' | 'ACCEPTED' | 'READY' | 'COMPLETED' | 'REJECTED';

interface BoardOrder {
  storeSlug: string;
  minutesAgo: number;
  status: BoardStatus;
  orderType: 'PICK_UP' | 'DINE_IN';
  guest: { firstName: string; lastName: string; phoneNumber: string };
  tableName?: string;
  prepMinutes?: number;
}

const MINUTE = 60_000;
const STEP_MINUTES = 3;

/**
 * How much the demo timeline is squeezed so every order, and each step of it, falls within the store's today:
 * the board lists done orders of the store-local day only, and a server started just after midnight must
 * still show them. 1 when the day is old enough for the timeline as written.
 */
function timelineScale(now: Date, timeZone: string): number {
  const minutesToday = (now.getTime() - startOfStoreDay(now, timeZone).getTime()) / MINUTE;
  const longest = Math.max(...boardOrders.map((board) => board.minutesAgo));
  return Math.min(1, (minutesToday * 0.9) / longest);
}

/** Today's orders in each state, so a first look at the board is not empty. */
const boardOrders: BoardOrder[] = [
  {
    storeSlug: 'golden-wok',
    minutesAgo: 2,
    status: 'PLACED',
    orderType: 'PICK_UP',
    guest: { firstName: 'Maya', lastName: 'Chen', phoneNumber: '3125550111' },
  },
  {
    storeSlug: 'golden-wok',
    minutesAgo: 14,
    status: 'ACCEPTED',
    orderType: 'DINE_IN',
    tableName: 'T3',
    prepMinutes: 20,
    guest: { firstName: 'Leo', lastName: 'Park', phoneNumber: '3125550112' },
  },
  {
    storeSlug: 'golden-wok',
    minutesAgo: 31,
    status: 'READY',
    orderType: 'PICK_UP',
    prepMinutes: 15,
    guest: { firstName: 'Priya', lastName: 'Shah', phoneNumber: '3125550113' },
  },
  {
    storeSlug: 'golden-wok',
    minutesAgo: 75,
    status: 'COMPLETED',
    orderType: 'PICK_UP',
    prepMinutes: 15,
    guest: { firstName: 'Sam', lastName: 'Ortiz', phoneNumber: '3125550114' },
  },
  {
    storeSlug: 'golden-wok',
    minutesAgo: 50,
    status: 'REJECTED',
    orderType: 'DINE_IN',
    tableName: 'T8',
    guest: { firstName: 'Ana', lastName: 'Lima', phoneNumber: '3125550115' },
  },
  {
    storeSlug: 'loop-burger',
    minutesAgo: 4,
    status: 'PLACED',
    orderType: 'PICK_UP',
    guest: { firstName: 'Noah', lastName: 'Kim', phoneNumber: '3125550116' },
  },
  {
    storeSlug: 'loop-burger',
    minutesAgo: 18,
    status: 'ACCEPTED',
    orderType: 'PICK_UP',
    prepMinutes: 25,
    guest: { firstName: 'Ivy', lastName: 'Reed', phoneNumber: '3125550117' },
  },
];

const STEPS: BoardStatus[] = ['ACCEPTED', 'READY', 'COMPLETED'];

/** Writes the board's demo orders (guests, paid by card or in store) with their status history; answers how many. */
export async function insertDemoBoardOrders(tx: Tx, storesBySlug: Map<string, InsertedStore>, now: Date) {
  let written = 0;
  for (const board of boardOrders) {
    const inserted = storesBySlug.get(board.storeSlug);
    const template = demoPastOrders.find((order) => order.storeSlug === board.storeSlug);
    if (!inserted || !template) {
      continue;
    }
    const { store, itemsByCode } = inserted;
    const lines = template.lines.map((line) => priceLine(itemsByCode.get(line.code)!, line, store.mRate));
    const totals = priceOrder({
      store,
      lines,
      orderType: 'PICK_UP',
      deliveryFeeCents: 0,
      tipCents: 0,
      customer: null,
    });
    const scale = timelineScale(now, store.timeZone);
    const placedAt = new Date(now.getTime() - board.minutesAgo * scale * MINUTE);
    const inStore = board.orderType === 'DINE_IN';
    const [customer] = await tx
      .insert(customers)
      .values({ storeId: inserted.id, ...board.guest, email: null })
      .returning({ id: customers.id });
    const steps =
      board.status === 'REJECTED'
        ? (['REJECTED'] as BoardStatus[])
        : STEPS.slice(0, STEPS.indexOf(board.status) + 1);
    const stepAt = (index: number) =>
      new Date(placedAt.getTime() + (index + 1) * STEP_MINUTES * scale * MINUTE);
    const [order] = await tx
      .insert(orders)
      .values({
        storeId: inserted.id,
        customerId: customer!.id,
        status: board.status,
        orderType: board.orderType,
        tableName: board.tableName ?? null,
        orderPaymentMethod: inStore ? 'IN_STORE' : null,
        paymentStatus: inStore ? 'CASH' : 'CREDIT',
        paymentTransactionId: inStore ? null : `seed-board-${board.storeSlug}-${board.minutesAgo}`,
        subtotalCents: totals.subtotalCents,
        taxCents: totals.taxCents,
        deliveryFeeCents: 0,
        convenienceFeeCents: totals.convenienceFeeCents,
        tipCents: 0,
        discountCents: 0,
        totalCents: totals.totalCents,
        mOrder: { ...totals.marketplace },
        mTotalCents: totals.marketplace.totalCents,
        chargedCents: totals.marketplace.amountDueCents,
        pricingFingerprint: 'seed',
        createdAt: placedAt,
        placedAt,
        statusChangedAt: steps.length > 0 ? stepAt(steps.length - 1) : null,
        prepMinutes: board.prepMinutes ?? null,
        readyAt: board.prepMinutes ? new Date(stepAt(0).getTime() + board.prepMinutes * MINUTE) : null,
        rejectReason: board.status === 'REJECTED' ? 'TOO_BUSY' : null,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    if (!inStore) {
      // The sandbox gateway's record of the card charge, so the demo's card orders can be refunded or voided.
      await tx.insert(sandboxCharges).values({
        transactionId: `seed-board-${board.storeSlug}-${board.minutesAgo}`,
        idempotencyKey: String(orderId),
        amountCents: totals.marketplace.amountDueCents,
        cardLast4: '1111',
        status: board.status === 'REJECTED' ? 'VOIDED' : 'CAPTURED',
      });
    }
    for (const line of lines) {
      const [item] = await tx
        .insert(orderItems)
        .values({
          orderId,
          itemId: line.inserted.id,
          name: line.inserted.item.name,
          cnName: line.inserted.item.cnName,
          quantity: line.quantity,
          unitPriceCents: line.unitCents,
          mUnitPriceCents: line.mUnitCents,
          subtotalCents: line.unitCents * line.quantity,
          categoryId: line.inserted.categoryId,
          categoryName: line.inserted.category.name,
          specialInstructions: line.specialInstructions,
        })
        .returning({ id: orderItems.id });
      if (line.picks.length > 0) {
        await tx.insert(orderItemOptions).values(
          line.picks.map((pick) => ({
            orderItemId: item!.id,
            groupId: pick.groupId,
            optionId: pick.optionId,
            name: pick.name,
            cnName: pick.cnName,
            quantity: pick.quantity,
            priceCents: pick.priceCents,
          })),
        );
      }
    }
    if (steps.length > 0) {
      await tx.insert(orderStatusEvents).values(
        steps.map((status, index) => ({
          orderId,
          status,
          actorName: 'Demo Owner',
          note: null,
          createdAt: stepAt(index),
        })),
      );
    }
    // Seeded orders never escalate: a first run must not e-mail anyone, pause a demo store or cancel an order.
    await tx.insert(orderEscalations).values([
      { orderId, kind: 'OWNER_EMAIL' as const, createdAt: now },
      { orderId, kind: 'STORE_PAUSE' as const, createdAt: now },
      { orderId, kind: 'AUTO_CANCEL' as const, createdAt: now },
    ]);
    written += 1;
  }
  return written;
}
