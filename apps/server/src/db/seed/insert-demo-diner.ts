import type { Tx } from '@/db/client.js';
import {
  customers,
  orderItemOptions,
  orderItems,
  orders,
  sandboxCharges,
  userInfos,
  users,
} from '@/db/schema/index.js';
import { demoDiner, demoPastOrders, type SeedPastOrder } from './demo-diner.js';
import type { InsertedStore } from './insert-demo-store.js';
import type { DiscountCustomer } from '@orderlane/domain';
import { distanceMiles, priceLine, priceOrder, type PricedLine } from './past-order-pricing.js';
import { fromStoreLocalTime, toStoreLocalDate } from './seed-dates.js';

/** The demo diner, their profile and their PLACED past orders; answers how many orders were written. */
export async function insertDemoDiner(
  tx: Tx,
  passwordHash: string,
  storesBySlug: Map<string, InsertedStore>,
  now: Date,
): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      email: demoDiner.email,
      passwordHash,
      rewardBalanceCents: demoDiner.rewardBalanceCents,
      orderCount: demoPastOrders.length,
      optIn: demoDiner.optIn,
      usedNewCustomerPromo: true,
    })
    .returning({ id: users.id });
  const userId = user!.id;
  await tx.insert(userInfos).values({ userId, ...demoDiner.profile });

  // Replays the history: the first order gets the new-customer promo, later ones spend the credit earned.
  let rewardBalanceCents = 0;
  for (const [index, pastOrder] of demoPastOrders.entries()) {
    const inserted = storesBySlug.get(pastOrder.storeSlug);
    if (!inserted) {
      throw new Error(`Seed order: no demo store "${pastOrder.storeSlug}"`);
    }
    const customer = { hasPriorOrders: index > 0, rewardBalanceCents };
    const marketplace = await insertPastOrder(tx, userId, inserted, pastOrder, customer, now);
    const creditSpentCents = customer.hasPriorOrders ? marketplace.discountCents : 0;
    rewardBalanceCents += marketplace.rewardCents - creditSpentCents;
  }
  return demoPastOrders.length;
}

function itemLineName(line: PricedLine): string {
  const { code, name } = line.inserted.item;
  // The storefront shows letter codes before the name ('A1. Pork & Chive Dumplings'), not numeric ones.
  return /^[A-Za-z]/.test(code) ? `${code}. ${name}` : name;
}

/** Writes one order with its lines and answers its marketplace figures (credit spent and earned). */
async function insertPastOrder(
  tx: Tx,
  userId: number,
  { id: storeId, store, itemsByCode }: InsertedStore,
  pastOrder: SeedPastOrder,
  customer: NonNullable<DiscountCustomer>,
  now: Date,
) {
  const lines = pastOrder.lines.map((line) => {
    const inserted = itemsByCode.get(line.code);
    if (!inserted) {
      throw new Error(`Seed order: ${store.slug} has no item ${line.code}`);
    }
    return priceLine(inserted, line, store.mRate);
  });
  const isDelivery = pastOrder.orderType === 'DELIVERY';
  const deliveryFeeCents = isDelivery
    ? store.deliveryBaseFeeCents + Math.round(store.deliveryFeePerMileCents * distanceMiles(store, demoDiner))
    : 0;
  const totals = priceOrder({
    store,
    lines,
    orderType: pastOrder.orderType,
    deliveryFeeCents,
    tipCents: pastOrder.tipCents,
    customer,
  });
  const placedAt = fromStoreLocalTime(
    toStoreLocalDate(now, store.timeZone, -pastOrder.daysAgo),
    pastOrder.placedAtLocalTime,
    store.timeZone,
  );

  const [customerRow] = await tx
    .insert(customers)
    .values({ storeId, userId, email: demoDiner.email, note: pastOrder.note, ...demoDiner.profile })
    .returning({ id: customers.id });
  const [order] = await tx
    .insert(orders)
    .values({
      storeId,
      userId,
      customerId: customerRow!.id,
      // Days old: the restaurant finished them long ago (a PLACED one would look like a missed order).
      status: 'COMPLETED',
      orderType: pastOrder.orderType,
      paymentStatus: 'CREDIT',
      specialInstructions: pastOrder.specialInstructions ?? null,
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      deliveryFeeCents: totals.deliveryFeeCents,
      convenienceFeeCents: totals.convenienceFeeCents,
      tipCents: totals.tipCents,
      discountCents: totals.discountCents,
      discountKind:
        totals.discountCents === 0 ? null : customer.hasPriorOrders ? 'REWARD_CREDIT' : 'NEW_CUSTOMER_PROMO',
      totalCents: totals.totalCents,
      mOrder: { ...totals.marketplace },
      mTotalCents: totals.marketplace.totalCents,
      chargedCents: totals.marketplace.amountDueCents,
      pricingFingerprint: 'seed',
      paymentTransactionId: `seed-${store.slug}-${pastOrder.daysAgo}`,
      createdAt: placedAt,
      placedAt,
    })
    .returning({ id: orders.id });
  // The sandbox gateway's record of the card charge, so the demo's past orders can be refunded.
  await tx.insert(sandboxCharges).values({
    transactionId: `seed-${store.slug}-${pastOrder.daysAgo}`,
    idempotencyKey: String(order!.id),
    amountCents: totals.marketplace.amountDueCents,
    cardLast4: '1111',
    status: 'CAPTURED',
  });

  for (const line of lines) {
    const { inserted } = line;
    const [orderItem] = await tx
      .insert(orderItems)
      .values({
        orderId: order!.id,
        itemId: inserted.id,
        name: itemLineName(line),
        cnName: inserted.item.cnName,
        quantity: line.quantity,
        unitPriceCents: line.unitCents,
        mUnitPriceCents: line.mUnitCents,
        subtotalCents: line.unitCents * line.quantity,
        categoryId: inserted.categoryId,
        categoryName: inserted.category.name,
        categoryCnName: inserted.category.cnName,
        specialInstructions: line.specialInstructions,
      })
      .returning({ id: orderItems.id });
    if (line.picks.length > 0) {
      await tx.insert(orderItemOptions).values(
        line.picks.map((pick) => ({
          orderItemId: orderItem!.id,
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
  return totals.marketplace;
}
