import type { DeliveryDropoff, DeliveryPickup, DeliveryQuote, DeliveryQuoter } from './delivery-quoter.js';

export interface ThirdPartyDispatchOptions {
  /** POSTMATES_API_URL: 'https://api.postmates.com' */
  baseUrl: string;
  customerId: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface QuoteAnswer {
  kind?: string;
  /** Cents. */
  fee?: number;
}

/**
 * A courier network's quote (Postmates' `POST /v1/customers/{id}/delivery_quotes`, form-encoded, basic auth with the
 * API key), selected by DELIVERY_QUOTER=postmates. Any failure reads as "no quote", never as a failed order
 * calculation.
 */
export class ThirdPartyDispatchQuoter implements DeliveryQuoter {
  readonly name = 'postmates';

  constructor(private readonly options: ThirdPartyDispatchOptions) {}

  async quote(pickup: DeliveryPickup, dropoff: DeliveryDropoff): Promise<DeliveryQuote> {
    const { baseUrl, customerId, apiKey, timeoutMs = 5000 } = this.options;
    const send = this.options.fetch ?? fetch;
    const form = new URLSearchParams({
      pickup_address: pickup.address,
      dropoff_address: dropoff.address,
      pickup_latitude: String(pickup.latitude),
      pickup_longitude: String(pickup.longitude),
      dropoff_latitude: String(dropoff.latitude),
      dropoff_longitude: String(dropoff.longitude),
    });
    try {
      const response = await send(
        `${baseUrl.replace(/\/$/, '')}/v1/customers/${encodeURIComponent(customerId)}/delivery_quotes`,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        },
      );
      const answer = (await response.json()) as QuoteAnswer;
      if (
        response.ok &&
        answer.kind === 'delivery_quote' &&
        Number.isSafeInteger(answer.fee) &&
        (answer.fee ?? -1) >= 0
      ) {
        return { available: true, feeCents: answer.fee ?? 0, distanceMiles: null };
      }
      return { available: false, reason: 'unavailable', distanceMiles: null };
    } catch {
      return { available: false, reason: 'unavailable', distanceMiles: null };
    }
  }
}
