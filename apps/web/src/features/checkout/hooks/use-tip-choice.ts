import { DEFAULT_TIP_PRESET_INDEX, tipPresets, type OrderType } from '@orderlane/domain';
import { useState } from 'react';
import { referralDeliveryFees } from '../utils/delivery-fee-ref';
import type { ShownFigures } from '../utils/shown-figures';
import { tipCentsOf, type TipChoice } from '../utils/tip-choice';

/** The tip buttons' presets from the priced order and the diner's pick (the +$1 preset by default). */
export function useTipChoice(figures: ShownFigures | null, orderType: OrderType | null) {
  const [choice, setChoice] = useState<TipChoice>({ code: DEFAULT_TIP_PRESET_INDEX as 1 });
  const presetsCents = figures
    ? tipPresets({
        subtotalCents: figures.subtotalCents,
        convenienceFeeCents: figures.convenienceFeeCents,
        deliveryFeeCents: figures.deliveryFeeCents,
        taxCents: figures.taxCents,
        orderType,
        referral: orderType === 'DELIVERY' ? referralDeliveryFees() : null,
      })
    : null;
  const tipCents = presetsCents ? tipCentsOf(choice, presetsCents) : null;
  return { choice, setChoice, presetsCents, tipCents };
}
