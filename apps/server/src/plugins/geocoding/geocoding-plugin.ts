import fp from 'fastify-plugin';
import type { AppConfig } from '@/config.js';
import type { Geocoder } from './geocoder.js';
import { createOfflineGeocoder } from './offline-geocoder.js';

declare module 'fastify' {
  interface FastifyInstance {
    geocoder: Geocoder;
  }
}

/** The one place the maps service is chosen, from config, when the app is built. */
export function createGeocoder(config: Pick<AppConfig, 'geocoder'>): Geocoder {
  switch (config.geocoder) {
    case 'offline':
      return createOfflineGeocoder();
  }
}

export const geocodingPlugin = fp(
  async (app) => {
    app.decorate('geocoder', createGeocoder(app.config));
  },
  { name: 'geocoding' },
);
