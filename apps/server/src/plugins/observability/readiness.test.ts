import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.js';
import { observabilityPlugin, observabilityRoutes } from './observability-plugin.js';

/** The plugin on a bare Fastify (no database): only what readiness needs. */
async function bareApp() {
  const app = Fastify();
  app.decorate('config', loadConfig({}));
  const noStreams = { size: 0 } as unknown as FastifyInstance['eventStreams'];
  await app.register(
    fp(
      async (events) => {
        events.decorate('eventStreams', noStreams);
      },
      { name: 'events' },
    ),
  );
  await app.register(observabilityPlugin);
  await app.register(observabilityRoutes, { prefix: '/api' });
  return app;
}

describe('readiness through the app lifecycle', () => {
  it('is not ready while starting, ready once started, and not ready from the moment closing begins', async () => {
    const app = await bareApp();
    expect(app.readiness.ready).toBe(false);
    await app.ready();
    expect(app.readiness.ready).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await app.close();
    expect(app.readiness.ready).toBe(false);
  });
});
