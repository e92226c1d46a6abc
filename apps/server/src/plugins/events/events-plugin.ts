import type { PGlite } from '@electric-sql/pglite';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { eventChannelName, type EventBus } from './event-bus.js';
import { createEventStreams, type EventStreams, type EventStreamsOptions } from './event-streams.js';
import { createPgliteNotifyBus } from './pglite-notify-bus.js';
import { createStreamGuard, type StreamGuard } from './stream-guard.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Events shared by every server process: order changes, pauses, menu availability. */
    events: EventBus;
    /** Server-sent event streams; every one is ended when the app closes. */
    eventStreams: EventStreams;
    /** Opens the streams that carry orders: capped, re-checked and ended when their holder may no longer see them. */
    streamGuard: StreamGuard;
    /** The account's open streams, in every process, check now whether they may stay open; never throws. */
    recheckEventStreams: StreamGuard['recheckAccount'];
  }
}

export interface EventsPluginOptions extends EventStreamsOptions {
  /** Tests may hand in a bus of their own; otherwise EVENT_BUS chooses (the database's LISTEN/NOTIFY, or Redis). */
  bus?: EventBus;
}

/** The event bus (the app's database, PostgreSQL or PGlite, or Redis), and the streams that relay it to browsers. */
export const eventsPlugin = fp<EventsPluginOptions>(
  async (app, options) => {
    const { config } = app;
    const log = app.log.child({ plugin: 'events' });
    const channel = eventChannelName(config.databaseSchema);
    let bus = options.bus;
    if (!bus && config.eventBus === 'redis' && app.redis) {
      const { createRedisEventBus } = await import('./redis-event-bus.js');
      bus = createRedisEventBus({
        publisher: app.redis,
        // A connection in subscriber mode runs no other command; the bus subscribes again itself after a drop.
        subscriber: app.redis.duplicate({ autoResubscribe: false }),
        channel,
        log,
      });
    }
    if (!bus && app.dbKind === 'postgres' && config.databaseUrl) {
      const pool = (app.db as unknown as { $client: pg.Pool }).$client;
      const { createPostgresNotifyBus } = await import('./postgres-notify-bus.js');
      bus = createPostgresNotifyBus({
        connectionString: config.databaseUrl,
        channel,
        publishQuery: (query) => pool.query(query),
        log,
      });
    }
    bus ??= createPgliteNotifyBus({
      client: (app.db as unknown as { $client: PGlite }).$client,
      channel,
      log,
    });
    await bus.ready();
    const streams = createEventStreams(options);
    app.decorate('events', bus);
    app.decorate('eventStreams', streams);
    const guard = createStreamGuard({ db: app.db, streams, bus, rules: config.eventStreams, log });
    app.decorate('streamGuard', guard);
    app.decorate('recheckEventStreams', guard.recheckAccount);
    // Open streams would keep the server from closing: end them before it waits for connections.
    app.addHook('preClose', async () => streams.closeAll());
    app.addHook('onClose', async () => {
      guard.close();
      await bus.close();
    });
  },
  { name: 'events', dependencies: ['db', 'redis'] },
);
