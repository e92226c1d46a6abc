import { centsToDollars, toStoreLocalTime } from '@orderlane/domain';
import type { RefundRow } from './order-refunds-repository.js';

/** Refunds on their way back or given back (a refused one gave nothing back). */
const isGivenOrGiving = (refund: Pick<RefundRow, 'status'>) => refund.status !== 'FAILED';
const isGiven = (refund: Pick<RefundRow, 'status'>) =>
  refund.status === 'VOIDED' || refund.status === 'REFUNDED';

/** What still sits on the card: the charge less every refund the gateway has given back. */
export function refundTotals(
  chargedCents: number | null,
  refunds: Pick<RefundRow, 'status' | 'amountCents'>[],
) {
  const charged = chargedCents ?? 0;
  const sum = (rows: Pick<RefundRow, 'amountCents'>[]) =>
    rows.reduce((total, row) => total + row.amountCents, 0);
  const refundedCents = sum(refunds.filter(isGiven));
  const reservedCents = sum(refunds.filter(isGivenOrGiving));
  return {
    refundedCents,
    stillChargedCents: Math.max(0, charged - refundedCents),
    refundableCents: Math.max(0, charged - reservedCents),
  };
}

/**
 * The diner's list (order detail, history, tracking): `{amount, reason, time, status, kind}` for each refund given
 * or being given, store-local time; `stillCharged` what the card still carries.
 */
export function toDinerRefundsWire(chargedCents: number | null, refunds: RefundRow[], timeZone: string) {
  const totals = refundTotals(chargedCents, refunds);
  return {
    refunds: refunds.filter(isGivenOrGiving).map((refund) => ({
      // REFUND (part or all, after acceptance), CANCEL (cancelled after acceptance) or REJECT.
      kind: refund.kind,
      amount: centsToDollars(refund.amountCents),
      reason: refund.reason,
      time: toStoreLocalTime(refund.createdAt, timeZone),
      status: refund.status,
    })),
    refundedTotal: centsToDollars(totals.refundedCents),
    stillCharged: centsToDollars(totals.stillChargedCents),
  };
}

/** The restaurant's list: every refund, refused ones too, with who gave it, how and the gateway's answer. */
export function toPortalRefundsWire(refunds: RefundRow[], timeZone: string) {
  return refunds.map((refund) => ({
    id: refund.id,
    kind: refund.kind,
    amount: centsToDollars(refund.amountCents),
    reason: refund.reason,
    time: toStoreLocalTime(refund.createdAt, timeZone),
    status: refund.status,
    method: refund.method,
    lines: refund.lineIds ?? [],
    by: refund.actorName,
    gatewayMessage: refund.gatewayMessage,
    settledAt: refund.settledAt ? toStoreLocalTime(refund.settledAt, timeZone) : null,
  }));
}
