import { createRequire } from 'node:module';
import { DEFAULT_TIME_ZONE } from '@orderlane/domain';
import type { Geocoder } from '@/plugins/geocoding/geocoder.js';
import type { BusinessDetailsProvider, TaxRateProvider } from './business-data.js';
import { STATE_TIME_ZONES } from './state-time-zones.js';

/** No web search here: the ZIP gazetteer gives city, state and position; the owner types the rest. */
export function createOfflineBusinessDetails(geocoder: Geocoder): BusinessDetailsProvider {
  return {
    name: 'offline',
    async lookup({ name, zip }) {
      const place = await geocoder.geocode({ zip });
      if (!place) {
        return null;
      }
      return {
        title: name.trim(),
        address: '',
        city: place.city,
        state: place.state,
        zip: place.zip || zip,
        phone: '',
        hours: [],
        description: '',
        rating: null,
        type: '',
        service: '',
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: STATE_TIME_ZONES[place.state] ?? DEFAULT_TIME_ZONE,
        source: 'offline',
      };
    },
  };
}

interface SalesTaxData {
  US: { states: Record<string, { rate: number }> };
}

// The rate table of the `sales-tax` package (kept up to date by its maintainers); read as data only, so
// none of its online checks can ever run.
const salesTaxData = createRequire(import.meta.url)('sales-tax/res/sales_tax_rates.json') as SalesTaxData;

/** The state's base sales tax rate for the ZIP's state; city and county taxes are for the owner to add. */
export function createOfflineTaxRates(geocoder: Geocoder): TaxRateProvider {
  return {
    name: 'offline',
    async lookup({ zip }) {
      const place = await geocoder.geocode({ zip });
      const stateRate = place ? salesTaxData.US.states[place.state] : undefined;
      if (!place) {
        return null;
      }
      return {
        zip: place.zip || zip,
        state: place.state,
        taxRate: stateRate?.rate ?? 0,
        note: stateRate
          ? `${place.state} state sales tax rate (sales-tax package); add city and county taxes if they apply.`
          : `${place.state} has no state sales tax in the sales-tax package; add local taxes if they apply.`,
        source: 'offline',
      };
    },
  };
}
