import fp from 'fastify-plugin';
import type { AppConfig } from '@/config.js';
import type { AddressQuery, Geocoder, SuggestOptions } from './geocoder.js';
import { MapboxGeocoder } from './mapbox-geocoder.js';
import { createOfflineGeocoder } from './offline-geocoder.js';

declare module 'fastify' {
  interface FastifyInstance {
    geocoder: Geocoder;
  }
}

interface Log {
  warn(object: object, message: string): void;
  info(message: string): void;
}

const silentLog: Log = { warn: () => undefined, info: () => undefined };

/** The one place the maps service is chosen, from config, when the app is built. */
export function createGeocoder(
  config: Pick<AppConfig, 'geocoder' | 'mapbox'>,
  log: Log = silentLog,
): Geocoder {
  switch (config.geocoder) {
    case 'offline':
      return createOfflineGeocoder();
    case 'mapbox':
      return withOfflineFallback(
        new MapboxGeocoder({ accessToken: config.mapbox.accessToken ?? '', baseUrl: config.mapbox.apiUrl }),
        log,
      );
  }
}

/**
 * A hosted provider that fails (down, slow, a revoked token) must not turn an address form into a server error:
 * the bundled ZIP data answers meanwhile, with its coarser ZIP or city points. Logged once per outage.
 */
export function withOfflineFallback(provider: Geocoder, log: Log): Geocoder {
  const offline = createOfflineGeocoder();
  let failing = false;
  async function attempt<T>(ask: (geocoder: Geocoder) => Promise<T>): Promise<T> {
    try {
      const answer = await ask(provider);
      if (failing) {
        failing = false;
        log.info(`the ${provider.name} geocoder answers again`);
      }
      return answer;
    } catch (error) {
      if (!failing) {
        failing = true;
        log.warn(
          { err: error },
          `the ${provider.name} geocoder failed; the offline ZIP data answers until it is back`,
        );
      }
      return ask(offline);
    }
  }
  return {
    name: provider.name,
    geocode: (query: AddressQuery | string) => attempt((geocoder) => geocoder.geocode(query)),
    suggest: (text: string, options?: number | SuggestOptions) =>
      attempt((geocoder) => geocoder.suggest(text, options)),
  };
}

export const geocodingPlugin = fp(
  async (app) => {
    app.decorate('geocoder', createGeocoder(app.config, app.log.child({ plugin: 'geocoding' })));
  },
  { name: 'geocoding' },
);
