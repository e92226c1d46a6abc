import { dollarsToCents, multiplyCents, sumCents } from '../money/money.js';
import type { OrderType } from '../cart/cart-state.js';

/** The fourth tip button ("Other") is coded 999 and reveals a free-entry field. */
export const TIP_OTHER_CODE = 999;
/** The +$1 preset is selected by default. */
export const DEFAULT_TIP_PRESET_INDEX = 1;

export interface TipPresetInput {
  subtotalCents: number;
  convenienceFeeCents: number;
  deliveryFeeCents: number;
  taxCents: number;
  orderType: OrderType | null;
  /** Delivery fees from the local referral record: pdf (partner) and tdf (our own). */
  referral?: { pdfCents: number; tdfCents: number } | null;
}

/** Three ascending presets: 10% of the pre-tip total (or the referral floor), then +$1 and +$2. */
export function tipPresets(input: TipPresetInput): [number, number, number] {
  const preTip = sumCents([
    input.subtotalCents,
    input.convenienceFeeCents,
    input.deliveryFeeCents,
    input.taxCents,
  ]);
  let first = Math.max(0, multiplyCents(preTip, 0.1));
  if (input.orderType === 'DELIVERY' && input.referral) {
    first = Math.max(first, input.referral.pdfCents - input.referral.tdfCents + 100);
  }
  return [first, first + 100, first + 200];
}

/** Keeps digits and one '.', with at most 2 decimals: '1a2.345.6' -> '12.34'. */
export function filterTipInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) {
    return kept;
  }
  const decimals = kept
    .slice(dot + 1)
    .replaceAll('.', '')
    .slice(0, 2);
  return `${kept.slice(0, dot)}.${decimals}`;
}

/** The free-entry tip in cents; empty (or a lone '.') becomes 0. */
export function parseTipInput(text: string): number {
  const filtered = filterTipInput(text);
  return filtered === '' || filtered === '.' ? 0 : dollarsToCents(filtered);
}
