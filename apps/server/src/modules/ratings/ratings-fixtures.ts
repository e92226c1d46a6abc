import type { FastifyInstance } from 'fastify';
import { orders } from '@/db/schema/index.js';
import type { UserFixture } from '@/modules/orders/orders-fixtures.js';

type OrderStatus = (typeof orders.$inferInsert)['status'];

/** A diner's placed pickup order in the given state (COMPLETED unless told), as the order flow leaves it. */
export async function insertDinerOrder(
  app: FastifyInstance,
  { storeId, diner, status = 'COMPLETED' }: { storeId: number; diner: UserFixture; status?: OrderStatus },
): Promise<number> {
  const [order] = await app.db
    .insert(orders)
    .values({
      storeId,
      userId: diner.userId,
      status,
      orderType: 'PICK_UP',
      paymentStatus: 'CREDIT',
      subtotalCents: 1000,
      taxCents: 100,
      deliveryFeeCents: 0,
      convenienceFeeCents: 0,
      tipCents: 0,
      discountCents: 0,
      totalCents: 1100,
      mOrder: {},
      mTotalCents: 1100,
      chargedCents: 1100,
      pricingFingerprint: 'ratings-fixture',
      placedAt: new Date(),
    })
    .returning({ id: orders.id });
  return order!.id;
}

/** POST /api/orders/:orderId/rating as the diner. */
export function rateOrder(
  app: FastifyInstance,
  diner: Pick<UserFixture, 'headers'> | null,
  orderId: number | string,
  payload: object,
) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/rating`,
    headers: diner ? diner.headers : {},
    payload,
  });
}
