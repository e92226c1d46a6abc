import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { dbPlugin } from './plugins/db.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { webAppPlugin } from './plugins/web-app.js';
import { attemptLimitsPlugin } from './plugins/attempt-limits.js';
import { authPlugin } from './plugins/auth.js';
import { demoSeedPlugin } from './plugins/demo-seed.js';
import { geocodingPlugin } from './plugins/geocoding/geocoding-plugin.js';
import { mailPlugin } from './plugins/mail/mail-plugin.js';
import { deliveryQuotesPlugin } from './plugins/delivery/delivery-quotes-plugin.js';
import { paymentsPlugin } from './plugins/payments/payments-plugin.js';
import { analyticsRoutes } from './modules/analytics/analytics-routes.js';
import { deliveryRoutes } from './modules/delivery/delivery-routes.js';
import { orderHistoryRoutes } from './modules/order-history/order-history-routes.js';
import { ordersRoutes } from './modules/orders/orders-routes.js';
import { paymentProfilesRoutes } from './modules/payment-profiles/payment-profiles-routes.js';
import { accountsRoutes } from './modules/accounts/accounts-routes.js';
import { addressRoutes } from './modules/address/address-routes.js';
import { dealsRoutes } from './modules/deals/deals-routes.js';
import { driversRoutes } from './modules/drivers/drivers-routes.js';
import { graphqlRoutes } from './modules/graphql/graphql-routes.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { seoRoutes } from './modules/seo/seo-routes.js';
import { hoursRoutes } from './modules/hours/hours-routes.js';
import { mediaRoutes } from './modules/media/media-routes.js';
import { menuRoutes } from './modules/menu/menu-routes.js';
import { storesRoutes } from './modules/stores/stores-routes.js';

export interface BuildAppOptions {
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** Tests keep the embedded database in memory. */
  inMemoryDatabase?: boolean;
}

const withoutQuery = (url: string | undefined) => (url ?? '').split('?')[0];

// Query strings can carry what must never be written down (a card sent as creditCardInfo=..., tokens):
// request log lines keep the path only.
const logSerializers = {
  req: (request: { method?: string; url?: string; ip?: string }) => ({
    method: request.method,
    url: withoutQuery(request.url),
    remoteAddress: request.ip,
  }),
};

/** The whole app as one plugin tree; tests build it and talk to it with `app.inject()`. */
export async function buildApp({ config, logger = false, inMemoryDatabase = false }: BuildAppOptions) {
  const app = Fastify({
    logger:
      typeof logger === 'object' && logger !== null ? { ...logger, serializers: logSerializers } : logger,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 2 * 1024 * 1024,
    // The specs send ids in query strings of POST calls; keep parameters as plain strings.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // External plugins
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // A phone on a slow network pays for every byte: the app's scripts and a 27 KB menu shrink 3-5x. Brotli at a
  // low quality costs about as much CPU as gzip; answers under 1 KB are sent as they are.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(formbody, { bodyLimit: 2 * 1024 * 1024 });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 50 },
  });
  await app.register(rateLimit, { global: false, allowList: config.rateLimitExemptIps });

  // Own plugins
  await app.register(errorHandlerPlugin);
  await app.register(dbPlugin, { config, inMemory: inMemoryDatabase });
  await app.register(demoSeedPlugin);
  await app.register(attemptLimitsPlugin);
  await app.register(authPlugin);
  await app.register(geocodingPlugin);
  await app.register(mailPlugin);
  await app.register(paymentsPlugin);
  await app.register(deliveryQuotesPlugin);

  // Modules: the table of contents of the API
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      // storefront reads
      await api.register(storesRoutes);
      await api.register(menuRoutes);
      await api.register(hoursRoutes);
      await api.register(dealsRoutes);
      await api.register(addressRoutes);
      await api.register(graphqlRoutes);
      // accounts
      await api.register(accountsRoutes);
      await api.register(driversRoutes);
      // ordering and payment
      await api.register(deliveryRoutes);
      await api.register(ordersRoutes);
      await api.register(paymentProfilesRoutes);
      await api.register(orderHistoryRoutes);
      await api.register(analyticsRoutes);
    },
    { prefix: '/api' },
  );

  // Demo images live outside /api so the storefront can reference them as plain URLs.
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(seoRoutes);
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}
