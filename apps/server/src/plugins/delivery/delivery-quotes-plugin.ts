import fp from 'fastify-plugin';
import type { DeliveryQuoter, DeliveryQuotes } from './delivery-quoter.js';
import { createInHouseQuoter } from './in-house-quoter.js';

declare module 'fastify' {
  interface FastifyInstance {
    deliveryQuotes: DeliveryQuotes;
  }
}

export interface DeliveryQuotesPluginOptions {
  /** A courier network's quoter (ThirdPartyDispatchQuoter); none by default. */
  thirdParty?: DeliveryQuoter;
}

/** Delivery fees: the in-house distance fee always, a third-party dispatch quote when one is handed in. */
export const deliveryQuotesPlugin = fp<DeliveryQuotesPluginOptions>(
  async (app, options) => {
    app.decorate('deliveryQuotes', {
      orderlane: createInHouseQuoter(),
      thirdParty: options.thirdParty ?? null,
    });
  },
  { name: 'delivery-quotes' },
);
