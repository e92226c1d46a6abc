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
import { healthRoutes } from './modules/health/health-routes.js';

export interface BuildAppOptions {
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** Tests keep the embedded database in memory. */
  inMemoryDatabase?: boolean;
}

/** The whole app as one plugin tree; tests build it and talk to it with `app.inject()`. */
export async function buildApp({ config, logger = false, inMemoryDatabase = false }: BuildAppOptions) {
  const app = Fastify({
    logger,
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
  await app.register(formbody, { bodyLimit: 2 * 1024 * 1024 });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 50 },
  });
  await app.register(rateLimit, { global: false, allowList: config.rateLimitExemptIps });

  // Own plugins
  await app.register(errorHandlerPlugin);
  await app.register(dbPlugin, { config, inMemory: inMemoryDatabase });

  // Modules: the table of contents of the API
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}
