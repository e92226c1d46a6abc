import { createListenerSet, parsePortalEvent, type EventBus, type PortalEvent } from './event-bus.js';

/**
 * The part of a Redis client the bus needs (node-redis v4+ has this shape: a publisher, and a duplicate
 * connection in subscriber mode). No Redis client ships with the app; a deployment passes its own.
 */
export interface RedisPubSubClients {
  publisher: { publish(channel: string, message: string): Promise<unknown> };
  subscriber: {
    subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
    unsubscribe(channel: string): Promise<unknown>;
  };
}

/** Event fan-out over Redis pub/sub, for deployments that already run Redis for rate limits. */
export function createRedisEventBus({
  clients,
  channel,
  log,
}: {
  clients: RedisPubSubClients;
  channel: string;
  log: { warn(object: object, message: string): void };
}): EventBus {
  const listeners = createListenerSet((error) => log.warn({ err: error }, 'an event listener failed'));
  let closed = false;
  const subscribed = clients.subscriber.subscribe(channel, (message) => {
    const event = parsePortalEvent(message);
    if (event && !closed) {
      listeners.emit(event);
    }
  });

  return {
    kind: 'redis',
    async publish(event: PortalEvent) {
      if (!closed) {
        await clients.publisher.publish(channel, JSON.stringify(event));
      }
    },
    subscribe: (listener) => listeners.add(listener),
    ready: () => subscribed.then(() => undefined),
    async close() {
      closed = true;
      listeners.clear();
      await subscribed;
      await clients.subscriber.unsubscribe(channel);
    },
  };
}
