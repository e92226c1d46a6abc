import { describe, expect, it } from 'vitest';
import type { BusMessage } from './event-bus.js';
import { createRedisEventBus, type RedisPubSubClients } from './redis-event-bus.js';

/** An in-memory Redis with pub/sub: what the adapter needs of node-redis, nothing more. */
function fakeRedis() {
  const subscribers = new Map<string, Set<(message: string) => void>>();
  const connect = (): RedisPubSubClients => ({
    publisher: {
      async publish(channel, message) {
        subscribers.get(channel)?.forEach((listener) => listener(message));
        return subscribers.get(channel)?.size ?? 0;
      },
    },
    subscriber: {
      async subscribe(channel, listener) {
        subscribers.set(channel, (subscribers.get(channel) ?? new Set()).add(listener));
      },
      async unsubscribe(channel) {
        subscribers.delete(channel);
      },
    },
  });
  return { connect };
}

describe('the Redis pub/sub adapter', () => {
  it('fans an event out to every process subscribed to the channel', async () => {
    const redis = fakeRedis();
    const log = { warn: () => undefined };
    const first = createRedisEventBus({ clients: redis.connect(), channel: 'orderlane_events', log });
    const second = createRedisEventBus({ clients: redis.connect(), channel: 'orderlane_events', log });
    await Promise.all([first.ready(), second.ready()]);
    const received: BusMessage[] = [];
    second.subscribe((message) => received.push(message));
    await first.publish({ type: 'order', storeId: 1, orderId: 2, status: 'ACCEPTED' });
    expect(received).toEqual([{ type: 'order', storeId: 1, orderId: 2, status: 'ACCEPTED' }]);
    await first.close();
    await second.close();
  });
});
