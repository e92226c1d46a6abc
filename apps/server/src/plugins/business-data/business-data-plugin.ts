import fp from 'fastify-plugin';
import type { Geocoder } from '@/plugins/geocoding/geocoder.js';
import type { BusinessDetailsProvider, TaxRateProvider } from './business-data.js';
import { createOfflineBusinessDetails, createOfflineTaxRates } from './offline-business-data.js';

declare module 'fastify' {
  interface FastifyInstance {
    businessDetails: BusinessDetailsProvider;
    taxRates: TaxRateProvider;
  }
}

/**
 * The pre-fill sources: the bundled ZIP gazetteer and `sales-tax` state rates, the only ones there are (a web search
 * or a paid data source would be another adapter of these interfaces, chosen here).
 */
export function createBusinessData(geocoder: Geocoder) {
  return {
    businessDetails: createOfflineBusinessDetails(geocoder),
    taxRates: createOfflineTaxRates(geocoder),
  };
}

export const businessDataPlugin = fp(
  async (app) => {
    const { businessDetails, taxRates } = createBusinessData(app.geocoder);
    app.decorate('businessDetails', businessDetails);
    app.decorate('taxRates', taxRates);
  },
  { name: 'business-data', dependencies: ['geocoding'] },
);
