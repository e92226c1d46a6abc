import pg from 'pg';
import { createListenerSet, parsePortalEvent, type EventBus, type PortalEvent } from './event-bus.js';

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface PostgresNotifyBusOptions {
  connectionString: string;
  channel: string;
  /**
   * Publishes through the app's pool, so a NOTIFY never waits for the listening connection; a named statement,
   * prepared once per pooled connection (one NOTIFY per placed order and per status change).
   */
  publishQuery: (query: { name: string; text: string; values: unknown[] }) => Promise<unknown>;
  log: Log;
  reconnectDelayMs?: number;
}

const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * LISTEN on one dedicated connection per process; NOTIFY through the pool. The connection comes back by itself
 * after a drop, and listeners then get a `resync` because events sent meanwhile were missed.
 */
export function createPostgresNotifyBus({
  connectionString,
  channel,
  publishQuery,
  log,
  reconnectDelayMs = 1_000,
}: PostgresNotifyBusOptions): EventBus {
  const listeners = createListenerSet((error) => log.warn({ err: error }, 'an event listener failed'));
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) {
        return;
      }
      const event = parsePortalEvent(message.payload);
      if (event) {
        listeners.emit(event);
      }
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'the event connection failed');
      dropAndRetry(next);
    });
    next.on('end', () => dropAndRetry(next));
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    if (failures > 0) {
      log.info({ channel }, 'the event connection is back');
      listeners.emit({ type: 'resync' });
    }
    failures = 0;
  }

  function dropAndRetry(dropped: pg.Client) {
    if (closed || client !== dropped) {
      return;
    }
    client = null;
    scheduleRetry();
  }

  function scheduleRetry() {
    if (closed || retryTimer) {
      return;
    }
    failures += 1;
    const delay = Math.min(MAX_RECONNECT_DELAY_MS, reconnectDelayMs * 2 ** Math.min(failures - 1, 5));
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'could not reconnect the event connection');
        scheduleRetry();
      });
    }, delay);
    retryTimer.unref();
  }

  const firstConnection = connect().catch((error: unknown) => {
    log.warn({ err: error }, 'could not open the event connection; retrying');
    scheduleRetry();
  });

  return {
    kind: 'postgres',
    async publish(event: PortalEvent) {
      if (!closed) {
        await publishQuery({
          name: 'portal_event_notify',
          text: 'SELECT pg_notify($1, $2)',
          values: [channel, JSON.stringify(event)],
        });
      }
    },
    notificationInStatement: (event) => ({ channel, payload: JSON.stringify(event) }),
    subscribe: (listener) => listeners.add(listener),
    ready: () => firstConnection,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      await firstConnection;
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
