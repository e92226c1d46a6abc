import { createHash } from 'node:crypto';
import type { CartLine, OrderTotals, OrderType } from '@orderlane/domain';

export interface FingerprintInput {
  storeId: number;
  userId: number | null;
  orderType: OrderType;
  scheduleTime: string | null;
  locale: string;
  /** Only for delivery: where it goes decides the fee. */
  deliveryAddress: string | null;
  lines: readonly CartLine[];
  totals: OrderTotals;
  chargedCents: number;
  discountKind: string | null;
}

/**
 * A hash of everything a price depends on, and of the price itself: a send whose recalculation gives another
 * fingerprint than the calculation did is refused as changed (a new menu price, a spent reward, a new cart).
 */
export function fingerprintOrder(input: FingerprintInput): string {
  const lines = input.lines.map((line) => [
    line.orderItemType,
    line.itemId,
    line.quantity,
    line.priceCents,
    line.mPriceCents,
    line.specialInstructions,
    line.options.map((option) => [option.groupId, option.optionId, option.quantity]),
  ]);
  const canonical = JSON.stringify([
    input.storeId,
    input.userId,
    input.orderType,
    input.scheduleTime,
    input.locale,
    input.deliveryAddress,
    lines,
    input.totals,
    input.chargedCents,
    input.discountKind,
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}
