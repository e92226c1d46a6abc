import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { compressionPluginOptions } from './lib/answer-compression.js';
import type { AppConfig } from './config.js';
import { dbPlugin } from './plugins/db.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { webAppPlugin } from './plugins/web-app.js';
import { attemptLimitsPlugin } from './plugins/attempt-limits.js';
import { authPlugin } from './plugins/auth.js';
import { clientAddressPlugin } from './plugins/client-address.js';
import { ownerAuthPlugin } from './plugins/owner-auth.js';
import { authBeforeValidationPlugin } from './plugins/auth-before-validation.js';
import { uploadsPlugin } from './plugins/storage/uploads-plugin.js';
import { secretsPlugin } from './plugins/secrets.js';
import { businessDataPlugin } from './plugins/business-data/business-data-plugin.js';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, receiveUploadPart } from './plugins/storage/upload-receiver.js';
import { demoSeedPlugin } from './plugins/demo-seed.js';
import { geocodingPlugin } from './plugins/geocoding/geocoding-plugin.js';
import { mailPlugin } from './plugins/mail/mail-plugin.js';
import { deliveryQuotesPlugin } from './plugins/delivery/delivery-quotes-plugin.js';
import { paymentsPlugin } from './plugins/payments/payments-plugin.js';
import { eventsPlugin } from './plugins/events/events-plugin.js';
import { faxPlugin } from './plugins/fax/fax-plugin.js';
import { observabilityPlugin, observabilityRoutes } from './plugins/observability/observability-plugin.js';
import { requestIdOptions } from './plugins/observability/request-id.js';
import { redisPlugin } from './plugins/redis.js';
import { sharedServicesPlugin, storeChangeListenersPlugin } from './services.js';
import { analyticsRoutes } from './modules/analytics/analytics-routes.js';
import { deliveryRoutes } from './modules/delivery/delivery-routes.js';
import { orderHistoryRoutes } from './modules/order-history/order-history-routes.js';
import { ratingsRoutes } from './modules/ratings/ratings-routes.js';
import { ordersRoutes } from './modules/orders/orders-routes.js';
import { paymentProfilesRoutes } from './modules/payment-profiles/payment-profiles-routes.js';
import { portalRoutes } from './modules/portal/portal-routes.js';
import { tableCodesRoutes } from './modules/table-codes/table-codes-routes.js';
import { tableTokensPlugin } from './plugins/table-tokens.js';
import { storeAdminRoutes } from './modules/store-admin/store-admin-routes.js';
import { capacityRoutes } from './modules/capacity/capacity-routes.js';
import { reportsRoutes } from './modules/reports/reports-routes.js';
import { rewardReleaseSweep } from './modules/rewards/reward-release-sweep.js';
import { accountsRoutes } from './modules/accounts/accounts-routes.js';
import { addressRoutes } from './modules/address/address-routes.js';
import { dealsRoutes } from './modules/deals/deals-routes.js';
import { driversRoutes } from './modules/drivers/drivers-routes.js';
import { contactsRoutes } from './modules/contacts/contacts-routes.js';
import { staffRoutes } from './modules/staff/staff-routes.js';
import { graphqlRoutes } from './modules/graphql/graphql-routes.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { seoRoutes, type SeoRoutesOptions } from './modules/seo/seo-routes.js';
import { hoursRoutes } from './modules/hours/hours-routes.js';
import { mediaRoutes } from './modules/media/media-routes.js';
import { menuRoutes } from './modules/menu/menu-routes.js';
import { storesRoutes } from './modules/stores/stores-routes.js';
import { ownersRoutes } from './modules/owners/owners-routes.js';
import { onboardingRoutes } from './modules/onboarding/onboarding-routes.js';

export interface BuildAppOptions {
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** Tests keep the embedded database in memory. */
  inMemoryDatabase?: boolean;
  /** With `inMemoryDatabase`: a migrated PGlite dump to start from, so each test file skips initdb. */
  pgliteTemplate?: Blob | undefined;
}

const withoutQuery = (url: string | undefined) => (url ?? '').split('?')[0];

// Query strings can carry what must never be written down (a card sent as creditCardInfo=..., tokens):
// request log lines keep the path only.
const logSerializers = {
  req: (request: { method?: string; url?: string; ip?: string }) => ({
    method: request.method,
    url: withoutQuery(request.url),
    // Logged as the request arrives, while its socket is open (see plugins/client-address.ts).
    // eslint-disable-next-line no-restricted-properties
    remoteAddress: request.ip,
  }),
};

const helmetOptions = {
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
};

/**
 * The headers helmet sets, recorded once from a throw-away instance: registered on the app, helmet builds its
 * middleware and re-parses the CSP on every request (docs/PERFORMANCE.md §8.1). Every answer gets the
 * very same headers, set on the raw response as helmet does, so a route can still override one (media's CSP).
 */
async function recordSecurityHeaders(): Promise<[string, string | number | string[]][]> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions);
  const recorded: [string, string | number | string[]][] = [];
  probe.get('/', (_request, reply) => {
    for (const name of reply.raw.getHeaderNames()) {
      const value = reply.raw.getHeader(name);
      if (value !== undefined) {
        recorded.push([name, value]);
      }
    }
    return '';
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return recorded;
}

/** The whole app as one plugin tree; tests build it and talk to it with `app.inject()`. */
export async function buildApp({
  config,
  logger = false,
  inMemoryDatabase = false,
  pgliteTemplate,
}: BuildAppOptions) {
  const app = Fastify({
    logger:
      typeof logger === 'object' && logger !== null
        ? {
            ...logger,
            serializers: logSerializers,
            // @fastify/multipart logs the request headers at trace level: never the tokens in them.
            redact: ['busboyOptions.headers.authorization', 'busboyOptions.headers.cookie'],
          }
        : logger,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 2 * 1024 * 1024,
    // Migrating and seeding a fresh database on a busy two-core machine can take far longer than the 10 s default.
    pluginTimeout: 120_000,
    // The specs send ids in query strings of POST calls; keep parameters as plain strings.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ...requestIdOptions,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // External plugins
  const securityHeaders = await recordSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of securityHeaders) {
      reply.raw.setHeader(name, value);
    }
    done();
  });
  // Before any plugin or route reads it: the client's address while its connection is still open.
  await app.register(clientAddressPlugin);
  // A phone on a slow network pays for every byte: a 27 KB menu shrinks 4-5x. Brotli at a low quality costs about
  // as much CPU as gzip; answers under 1 KB are sent as they are.
  await app.register(compress, compressionPluginOptions);
  await app.register(formbody, { bodyLimit: 2 * 1024 * 1024 });
  // Text fields work on every route; file parts only where a route opts in (`config.uploads`), streamed to storage.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile(part) {
      return receiveUploadPart(this, part, this.server.fileStorage);
    },
    // One file over the limit reaches the receiver, which refuses it with a sentence.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES + 1, fields: 50, fieldSize: 1024 * 1024 },
  });
  await app.register(redisPlugin);
  // With REDIS_URL every process shares the counters; a Redis outage lets requests through rather than fail them.
  await app.register(rateLimit, {
    global: false,
    allowList: config.rateLimitExemptIps,
    ...(app.redis ? { redis: app.redis, nameSpace: 'orderlane-rate-limit:', skipOnError: true } : {}),
  });

  // Own plugins
  await app.register(errorHandlerPlugin);
  await app.register(dbPlugin, { config, inMemory: inMemoryDatabase, pgliteTemplate });
  // Before the demo seed: its pictures are written through the same storage as every other file.
  await app.register(uploadsPlugin);
  await app.register(demoSeedPlugin);
  await app.register(attemptLimitsPlugin);
  await app.register(authPlugin);
  await app.register(ownerAuthPlugin);
  // Before any route is added: each route's auth step moves ahead of its body's validation.
  await app.register(authBeforeValidationPlugin);
  await app.register(secretsPlugin);
  await app.register(geocodingPlugin);
  await app.register(businessDataPlugin);
  await app.register(mailPlugin);
  await app.register(paymentsPlugin);
  await app.register(tableTokensPlugin);
  await app.register(eventsPlugin);
  await app.register(observabilityPlugin);
  await app.register(faxPlugin);
  await app.register(deliveryQuotesPlugin);
  // The services several modules share, built once here; the modules take them from the app.
  await app.register(sharedServicesPlugin);

  // Modules: the table of contents of the API
  let storefront: SeoRoutesOptions['storefront'] | undefined;
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(observabilityRoutes);
      // storefront reads
      await api.register(storesRoutes);
      await api.register(menuRoutes);
      await api.register(storeChangeListenersPlugin);
      storefront = { storesService: api.storesService, menuService: api.menuService };
      await api.register(hoursRoutes);
      await api.register(dealsRoutes);
      await api.register(addressRoutes);
      await api.register(graphqlRoutes);
      // accounts
      await api.register(accountsRoutes);
      await api.register(driversRoutes);
      await api.register(ownersRoutes);
      await api.register(onboardingRoutes);
      await api.register(contactsRoutes);
      await api.register(staffRoutes);
      // ordering and payment
      await api.register(deliveryRoutes);
      await api.register(ordersRoutes);
      await api.register(paymentProfilesRoutes);
      await api.register(orderHistoryRoutes);
      await api.register(ratingsRoutes);
      await api.register(analyticsRoutes);
      // the restaurant's side of orders
      await api.register(portalRoutes);
      await api.register(tableCodesRoutes);
      await api.register(storeAdminRoutes);
      await api.register(capacityRoutes);
      await api.register(reportsRoutes);
      await api.register(rewardReleaseSweep);
    },
    { prefix: '/api' },
  );

  // Demo images live outside /api so the storefront can reference them as plain URLs.
  await app.register(mediaRoutes, { prefix: '/media' });
  if (!storefront) {
    throw new Error('The storefront modules were not registered before the pages that show them');
  }
  // Store pages outside /api carry the storefront's answers: the same cached services, which hear every edit.
  await app.register(seoRoutes, { storefront });
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}
