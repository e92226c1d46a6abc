import fp from 'fastify-plugin';
import type { AppConfig } from '@/config.js';
import type { DeliveryQuoter, DeliveryQuotes } from './delivery-quoter.js';
import { createInHouseQuoter } from './in-house-quoter.js';
import { ThirdPartyDispatchQuoter } from './third-party-dispatch-quoter.js';

declare module 'fastify' {
  interface FastifyInstance {
    deliveryQuotes: DeliveryQuotes;
  }
}

export interface DeliveryQuotesPluginOptions {
  /** Tests may hand in a courier network's quoter of their own; otherwise DELIVERY_QUOTER chooses. */
  thirdParty?: DeliveryQuoter;
}

/** The courier network's quoter DELIVERY_QUOTER names, or none (`in-house`: the store's own fee alone). */
export function createThirdPartyQuoter(
  config: Pick<AppConfig, 'deliveryQuoter' | 'postmates'>,
): DeliveryQuoter | null {
  switch (config.deliveryQuoter) {
    case 'in-house':
      return null;
    case 'postmates':
      return new ThirdPartyDispatchQuoter({
        baseUrl: config.postmates.apiUrl,
        customerId: config.postmates.customerId ?? '',
        apiKey: config.postmates.apiKey ?? '',
      });
  }
}

/** Delivery fees: the in-house distance fee always, and a courier network's quote where DELIVERY_QUOTER names one. */
export const deliveryQuotesPlugin = fp<DeliveryQuotesPluginOptions>(
  async (app, options) => {
    app.decorate('deliveryQuotes', {
      orderlane: createInHouseQuoter(),
      thirdParty: options.thirdParty ?? createThirdPartyQuoter(app.config),
    });
  },
  { name: 'delivery-quotes' },
);
