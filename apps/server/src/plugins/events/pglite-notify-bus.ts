import type { PGlite } from '@electric-sql/pglite';
import { createListenerSet, parsePortalEvent, type EventBus, type PortalEvent } from './event-bus.js';

interface Log {
  warn(object: object, message: string): void;
}

/** LISTEN/NOTIFY on the embedded database: one process, but the same code path as PostgreSQL. */
export function createPgliteNotifyBus({
  client,
  channel,
  log,
}: {
  client: PGlite;
  channel: string;
  log: Log;
}): EventBus {
  const listeners = createListenerSet((error) => log.warn({ err: error }, 'an event listener failed'));
  let closed = false;
  const listening = client.listen(channel, (payload) => {
    const event = parsePortalEvent(payload);
    if (event && !closed) {
      listeners.emit(event);
    }
  });

  return {
    kind: 'pglite',
    async publish(event: PortalEvent) {
      if (closed) {
        return;
      }
      await client.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(event)]);
    },
    notificationInStatement: (event) => ({ channel, payload: JSON.stringify(event) }),
    subscribe: (listener) => listeners.add(listener),
    ready: () => listening.then(() => undefined),
    async close() {
      closed = true;
      listeners.clear();
      const unlisten = await listening;
      if (!client.closed) {
        await unlisten();
      }
    },
  };
}
