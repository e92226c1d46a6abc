import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client.js';
import type { PaymentGateway } from '@/plugins/payments/payment-gateway.js';
import * as ordersRepository from './orders-repository.js';
import { PRICED_ORDER_LIFETIME_MS } from './order-placement.js';

/** In-flight sends finish within seconds; this margin keeps the sweep clear of them. */
const IN_FLIGHT_GRACE_MS = 5 * 60_000;
/** Pending calculations no card was tried on are kept this long (for support questions), then deleted. */
const UNSENT_CALCULATION_LIFETIME_MS = 24 * 60 * 60_000;

export interface RecoveryDeps {
  db: Db;
  payments: PaymentGateway;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/**
 * After a crash between an approved charge and the placing transaction, the charge has no placed order.
 * Choice: such charges are voided, never completed. Completing would replay the reward, promo and referral
 * moves long after the diner was priced (and told nothing, or an error); voiding returns the money, and a
 * diner who retries within the hour completes the order with the very same charge before the sweep runs.
 * Swept: orders already abandoned, and pending ones with a card attempt older than a calculation's lifetime.
 */
export async function recoverInterruptedPayments(deps: RecoveryDeps): Promise<{ voided: number }> {
  const pendingBefore = new Date(deps.clock().getTime() - PRICED_ORDER_LIFETIME_MS - IN_FLIGHT_GRACE_MS);
  const candidates = await ordersRepository.findInterruptedPayments(deps.db, pendingBefore);
  let voided = 0;
  for (const candidate of candidates) {
    // Claiming the order first means no late send can place it while its charge is voided.
    if (
      candidate.status === 'PENDING' &&
      !(await ordersRepository.markOrderAbandoned(deps.db, candidate.id))
    ) {
      continue;
    }
    try {
      const charge = await deps.payments.findChargeByIdempotencyKey(String(candidate.id));
      if (charge?.status === 'CAPTURED') {
        await deps.payments.voidCharge(charge);
        voided += 1;
      }
      await ordersRepository.clearPaymentAttempt(deps.db, candidate.id);
    } catch (error) {
      deps.log.error(
        { err: error, orderId: candidate.id },
        'recovering an interrupted payment failed; retried at the next sweep',
      );
    }
  }
  if (voided > 0) {
    deps.log.info({ voided }, 'voided charges of orders that were never placed');
  }
  return { voided };
}

/** The periodic sweep: interrupted payments voided, then calculations never sent deleted. */
export async function sweepOrders(deps: RecoveryDeps) {
  const recovered = await recoverInterruptedPayments(deps);
  await ordersRepository.deleteUnsentCalculations(
    deps.db,
    new Date(deps.clock().getTime() - UNSENT_CALCULATION_LIFETIME_MS),
  );
  return recovered;
}
