import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { preparedPerDb } from '@/db/prepared-per-db.js';
import { orders, users } from '@/db/schema/index.js';
import {
  sessionGuessHoldsWithoutStanding,
  sessionGuessPlaceholderValues,
  type SessionGuess,
} from '@/plugins/session-guesses.js';
import { placementColumns } from './orders-repository.js';
import { discountStandingColumns } from './pricing-repository.js';

// A send's first read: the order as placing reads it, with its diner's discount standing.

/** The order by id with its diner's standing, and `extra` columns beside them; prepared under `name`. */
const orderWithStanding = <Extra extends Record<string, SQL>>(name: string, extra: Extra) =>
  preparedPerDb((db) =>
    db
      .select({ ...placementColumns, ...discountStandingColumns, ...extra })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, sql.placeholder('orderId')))
      .prepare(name),
  );

const orderWithStandingStatement = orderWithStanding('orders_for_placement_with_standing', {});

/**
 * The order as `findOrderForPlacement` reads it, with its diner's discount standing (what re-pricing reads),
 * in one round trip: a send's first read.
 */
export async function findOrderWithDinerStanding(db: Executor, orderId: number) {
  const [row] = await orderWithStandingStatement(db).execute({ orderId });
  return row ? splitStanding(row) : null;
}

type StandingColumns = {
  orderCount: number | null;
  rewardBalanceCents: number | null;
  usedNewCustomerPromo: boolean | null;
};

function splitStanding<Row extends StandingColumns>(row: Row) {
  const { orderCount, rewardBalanceCents, usedNewCustomerPromo, ...order } = row;
  const standing =
    orderCount === null || rewardBalanceCents === null || usedNewCustomerPromo === null
      ? null
      : { orderCount, rewardBalanceCents, usedNewCustomerPromo };
  return { order, standing };
}

const orderWithStandingOnGuessStatement = orderWithStanding('orders_for_placement_on_guess', {
  sessionConfirmed: sessionGuessHoldsWithoutStanding(),
});

/**
 * As `findOrderWithDinerStanding`, on a session this process read before (session-guesses.ts): whether the guess
 * still holds comes back with the order, so the send needs no session read of its own. Null when there is no
 * such order.
 */
export async function findOrderWithDinerStandingOnGuess(
  db: Executor,
  orderId: number,
  guess: SessionGuess,
  now: Date,
) {
  const [row] = await orderWithStandingOnGuessStatement(db).execute({
    orderId,
    ...sessionGuessPlaceholderValues(guess, now),
  });
  if (!row) {
    return null;
  }
  const { sessionConfirmed, ...rest } = row;
  return { ...splitStanding(rest), sessionConfirmed };
}
