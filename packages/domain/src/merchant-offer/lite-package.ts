import type { OrderProtocol } from '../input-rules/merchant-onboarding.js';

/** Days of the Lite Package's free trial (0% commission, Auto Printing free). */
export const LITE_TRIAL_DAYS = 30;

export interface OrderProtocolPrice {
  /** What the mode costs during the trial. */
  trialCents: number;
  /** What it costs each week once the trial is over. */
  weeklyCents: number;
}

/** How a Lite store receives orders, and what each way costs: only Auto Printing is paid, after the trial. */
export const ORDER_PROTOCOL_PRICES: Record<OrderProtocol, OrderProtocolPrice> = {
  'Auto Printing': { trialCents: 0, weeklyCents: 915 },
  'Email + Phone Confirmation': { trialCents: 0, weeklyCents: 0 },
  'Fax + Phone Confirmation': { trialCents: 0, weeklyCents: 0 },
};

export function isOrderProtocolFree(protocol: OrderProtocol): boolean {
  const price = ORDER_PROTOCOL_PRICES[protocol];
  return price.trialCents === 0 && price.weeklyCents === 0;
}
