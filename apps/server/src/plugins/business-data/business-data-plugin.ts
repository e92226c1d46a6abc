import fp from 'fastify-plugin';
import type { AppConfig } from '@/config.js';
import type { Geocoder } from '@/plugins/geocoding/geocoder.js';
import type { BusinessDetailsProvider, TaxRateProvider } from './business-data.js';
import { createOfflineBusinessDetails, createOfflineTaxRates } from './offline-business-data.js';

declare module 'fastify' {
  interface FastifyInstance {
    businessDetails: BusinessDetailsProvider;
    taxRates: TaxRateProvider;
  }
}

/** The one place the pre-fill sources are chosen, from config. */
export function createBusinessData(
  config: Pick<AppConfig, 'businessDetailsProvider' | 'taxRateProvider'>,
  geocoder: Geocoder,
) {
  const businessDetails = (() => {
    switch (config.businessDetailsProvider) {
      case 'offline':
        return createOfflineBusinessDetails(geocoder);
    }
  })();
  const taxRates = (() => {
    switch (config.taxRateProvider) {
      case 'offline':
        return createOfflineTaxRates(geocoder);
    }
  })();
  return { businessDetails, taxRates };
}

export const businessDataPlugin = fp(
  async (app) => {
    const { businessDetails, taxRates } = createBusinessData(app.config, app.geocoder);
    app.decorate('businessDetails', businessDetails);
    app.decorate('taxRates', taxRates);
  },
  { name: 'business-data', dependencies: ['geocoding'] },
);
