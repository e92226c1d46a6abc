import type { Redis } from 'ioredis';
import { createListenerSet, parsePortalEvent, type EventBus, type PortalEvent } from './event-bus.js';

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * EVENT_BUS=redis: event fan-out over Redis pub/sub. PUBLISH goes through `publisher` (the process's shared
 * connection, which the bus does not close); SUBSCRIBE holds `subscriber`, a connection of the bus's own. ioredis
 * reconnects it by itself; the bus subscribes again on each reconnect and then tells its listeners to `resync`,
 * since events sent meanwhile were missed. Unlike LISTEN/NOTIFY on the app's database, an event does not commit
 * with the change it tells of: it is published once that change has committed. A Redis that is down neither stops
 * start-up nor fails a request: publishing is then skipped, logged once per outage.
 */
export function createRedisEventBus({
  publisher,
  subscriber,
  channel,
  log,
}: {
  publisher: Pick<Redis, 'publish'>;
  subscriber: Redis;
  channel: string;
  log: Log;
}): EventBus {
  const listeners = createListenerSet((error) => log.warn({ err: error }, 'an event listener failed'));
  let closed = false;
  let missed = false;
  let publishing = true;
  let markReady: () => void = () => undefined;
  const firstSubscription = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel || closed) {
      return;
    }
    const event = parsePortalEvent(message);
    if (event) {
      listeners.emit(event);
    }
  });
  subscriber.on('close', () => {
    if (!closed) {
      missed = true;
    }
  });
  // Errors are the reconnects' business; without a listener Node would throw them.
  subscriber.on('error', () => undefined);
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        markReady();
        if (missed && !closed) {
          missed = false;
          log.info({ channel }, 'the Redis event subscription is back');
          listeners.emit({ type: 'resync' });
        }
      },
      (error: unknown) => log.warn({ err: error }, 'could not subscribe to the Redis event channel'),
    );
  });
  if (subscriber.status === 'wait') {
    subscriber.connect().catch((error: unknown) => {
      missed = true;
      log.warn({ err: error }, 'Redis is unreachable; live events wait for it to come back');
      markReady();
    });
  }

  return {
    kind: 'redis',
    async publish(event: PortalEvent) {
      if (closed) {
        return;
      }
      try {
        await publisher.publish(channel, JSON.stringify(event));
        if (!publishing) {
          publishing = true;
          log.info({ channel }, 'events are published to Redis again');
        }
      } catch (error) {
        if (publishing) {
          publishing = false;
          log.warn({ err: error }, 'could not publish an event to Redis; other processes miss it');
        }
      }
    },
    subscribe: (listener) => listeners.add(listener),
    ready: () => firstSubscription,
    async close() {
      closed = true;
      listeners.clear();
      markReady();
      if (subscriber.status === 'ready') {
        await subscriber.quit().catch(() => subscriber.disconnect());
      } else {
        subscriber.disconnect();
      }
    },
  };
}
