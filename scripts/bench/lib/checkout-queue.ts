import { callApi, runPool } from './api-client.js';
import { SANDBOX_CARD, pickupOrder, type WireItem } from './demo-cart.js';
import type { Diner } from './diners.js';

export interface PricedCheckout {
  diner: Diner;
  order: ReturnType<typeof pickupOrder> & { orderId: number };
  /** calculateOrder's chargeTotal in cents: what sendOrderV2 must charge, to the cent. */
  amountDueCents: number;
}

interface CalculatedAnswer {
  data?: { orderId: number | null; submittable: boolean; chargeTotal: number; message?: string };
}

/** Prices one order per diner through calculateOrder, as checkout does before Place Order. */
export async function priceCheckouts(
  baseUrl: string,
  diners: Diner[],
  items: WireItem[],
  storeId: number,
  concurrency = 8,
): Promise<PricedCheckout[]> {
  return runPool(diners, concurrency, async (diner, index) => {
    const order = pickupOrder(items, storeId, index, index % 4);
    const answer = await callApi<CalculatedAnswer>(baseUrl, '/calculateOrder', {
      token: diner.token,
      form: { orderjson: JSON.stringify(order) },
    });
    const data = answer.body.data;
    if (answer.status !== 200 || !data?.orderId || !data.submittable) {
      throw new Error(`calculateOrder failed: ${answer.status} ${answer.text.slice(0, 300)}`);
    }
    return {
      diner,
      order: { ...order, orderId: data.orderId },
      amountDueCents: Math.round(data.chargeTotal * 100),
    };
  });
}

/** The form of sendOrderV2 for a priced checkout, paid with the sandbox's approved Visa. */
export function sendOrderForm(checkout: PricedCheckout) {
  return {
    order: encodeURIComponent(JSON.stringify(checkout.order)),
    creditCardInfo: JSON.stringify(SANDBOX_CARD),
    paymentstatus: 'CREDIT',
  };
}
