import { INCOMPLETE_CARD_MESSAGE, NO_PAYMENT_METHOD_MESSAGE, isPhoneValid } from '@orderlane/domain';
import type { TFunction } from 'i18next';
import type { CalculatedOrder } from '@/lib/order-calls';

export interface CheckoutState {
  needsAddress: boolean;
  phoneNumber: string;
  hasPaymentSource: boolean;
  isNewCard: boolean;
  /** The shown answer is for exactly the current inputs. */
  isCalculationCurrent: boolean;
  calculationError: Error | null;
  priced: CalculatedOrder | null;
  sendError: string | null;
}

export interface CheckoutBlockers {
  /** Shown as an alert: a send or calculation failure, or an order that cannot be submitted. */
  error: { title?: string; message: string } | null;
  /** Why Place Order waits, said next to it. */
  blockReason: string | null;
  /** Calculation failed or not submittable: nothing the diner types fixes it. */
  isRefused: boolean;
}

/** Checkout: Place Order waits for a valid card, a priced and submittable order, an address and a phone. */
export function checkoutBlockers(state: CheckoutState, t: TFunction): CheckoutBlockers {
  const isNotSubmittable = state.priced !== null && !state.priced.submittable;
  const error = state.sendError
    ? { message: state.sendError }
    : state.calculationError
      ? { message: state.calculationError.message }
      : isNotSubmittable
        ? { title: t('checkout.notSubmittable'), message: state.priced?.message ?? '' }
        : null;
  const blockReason = state.needsAddress
    ? t('checkout.address.missing')
    : !isPhoneValid(state.phoneNumber)
      ? t('checkout.phone.missing')
      : !state.hasPaymentSource
        ? state.isNewCard
          ? INCOMPLETE_CARD_MESSAGE
          : NO_PAYMENT_METHOD_MESSAGE
        : !state.isCalculationCurrent && !state.calculationError
          ? t('checkout.updatingTotals')
          : null;
  return { error, blockReason, isRefused: state.calculationError !== null || isNotSubmittable };
}
