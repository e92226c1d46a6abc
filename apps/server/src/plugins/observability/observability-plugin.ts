import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDomainError } from '@orderlane/domain';
import { isAllowedAddress } from './allowed-address.js';
import { createMetrics, type AppMetrics } from './metrics.js';
import { REQUEST_ID_HEADER } from './request-id.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus counters of this process; served at `/api/metrics` to the addresses in METRICS_ALLOWED_IPS. */
    metrics: AppMetrics;
    /** False until the app is ready and again from the moment it starts closing: `/api/ready` answers 503. */
    readiness: Readiness;
  }
}

// Error answers are `{status, message}` (the error handler's and the routes' own refusals alike).
const isErrorBody = (payload: unknown): payload is Record<string, unknown> =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  typeof (payload as { status?: unknown }).status === 'number' &&
  'message' in payload &&
  !('requestId' in payload);

// Series per route pattern, never per path: unknown API paths and the web app's pages each fold into one.
function routeLabel(request: FastifyRequest): string {
  if (request.is404 || !request.routeOptions.url) {
    return request.url.startsWith('/api') ? '(unmatched)' : '(web app)';
  }
  return request.routeOptions.url;
}

export interface Readiness {
  readonly ready: boolean;
  /** Out of the load balancer's rotation now; closing the app does it too. */
  markShuttingDown(): void;
}

/** Request ids on answers, readiness, and the metrics every request and checkout feeds. */
export const observabilityPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = createMetrics({ eventStreamClients: () => app.eventStreams.size });
    let state: 'starting' | 'ready' | 'shutting down' = 'starting';
    const readiness: Readiness = {
      get ready() {
        return state === 'ready';
      },
      markShuttingDown() {
        state = 'shutting down';
      },
    };
    app.decorate('metrics', metrics);
    app.decorate('readiness', readiness);

    app.addHook('onReady', async () => {
      if (state === 'starting') {
        state = 'ready';
      }
    });
    // The load balancer sees 503 from the first moment of shutting down, while open requests still finish.
    app.addHook('preClose', async () => readiness.markShuttingDown());

    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
    app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
      reply.statusCode >= 400 && isErrorBody(payload) ? { ...payload, requestId: request.id } : payload,
    );
    app.addHook('onError', async (_request, _reply, error) => {
      const failure: unknown = error;
      if (isDomainError(failure) && failure.type === 'payment_declined') {
        metrics.paymentDeclined();
      }
    });
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
    });
  },
  { name: 'observability', dependencies: ['events'] },
);

/** `/api/ready` for the load balancer and `/api/metrics` for Prometheus (404 to anyone not allowed). */
export async function observabilityRoutes(app: FastifyInstance) {
  app.get('/ready', async (_request, reply) =>
    app.readiness.ready
      ? { status: 200, ready: true }
      : reply.status(503).send({ status: 503, message: 'The server is starting or shutting down.' }),
  );

  app.get('/metrics', async (request, reply) => {
    if (!isAllowedAddress(request.raw.socket.remoteAddress, app.config.metricsAllowedIps)) {
      return reply.status(404).send({ status: 404, message: 'No such endpoint: GET /api/metrics' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(app.metrics.registry.contentType)
      .send(await app.metrics.registry.metrics());
  });
}
