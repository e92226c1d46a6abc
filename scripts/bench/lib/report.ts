import type { DriverFigures } from './checkout-driver.js';
import type { Reconciliation } from './reconcile.js';

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function printFigures(db: string, dinerCount: number, figures: DriverFigures, result: Reconciliation) {
  const { ledger } = result;
  console.log(`\n${db}: ${figures.checkouts} checkouts by ${dinerCount} diners in ${figures.seconds} s`);
  console.log(
    `  calculations ${figures.calculations}, refused for a sold-out item ${figures.refusedUnavailable}`,
  );
  console.log(
    `  sends ${figures.sends}: retried after an answer ${figures.retriesAfterAnswer}, after no answer ${figures.retriesAfterNoAnswer}`,
  );
  console.log(
    `  connections cut ${figures.cuts} (answered before the cut ${figures.answeredBeforeCut}), network errors ${figures.networkErrors}`,
  );
  if (figures.retriesWhileStillPaying > 0) {
    console.log(`  sends repeated after "payment still being processed": ${figures.retriesWhileStillPaying}`);
  }
  if (figures.repricedAfterConflict > 0) {
    console.log(`  sends refused 409 and priced again: ${figures.repricedAfterConflict}`);
  }
  console.log(
    `  acknowledged orders ${figures.acknowledged.size}, placed ${ledger.placedOrders} for ${dollars(ledger.placedCents)}`,
  );
  console.log(
    `  sandbox: captured ${ledger.capturedCharges} for ${dollars(ledger.capturedCents)}, voided ${ledger.voidedCharges}`,
  );
  console.log(`  charged orders not placed: ${ledger.pendingWithCharge.length}`);
  const problems = [...figures.violations, ...result.problems];
  console.log(
    problems.length === 0
      ? '  reconciled: no mismatch'
      : `  ${problems.length} PROBLEMS:\n    ${problems.slice(0, 30).join('\n    ')}`,
  );
  return problems;
}
