import type { AttemptCounterStore } from './attempt-limits.js';

/**
 * Counts in `primary` (Redis) and, while it fails, in `fallback` (the database every process shares), so an
 * outage keeps sign-in and checkout limits working instead of failing those requests. Counts made during the
 * outage stay in the fallback: a window can reset early once, never lock anyone out longer.
 */
export function withFallbackStore(
  primary: AttemptCounterStore,
  fallback: AttemptCounterStore,
  log: { warn(object: object, message: string): void; info(message: string): void },
): AttemptCounterStore {
  let failing = false;
  async function attempt<T>(call: (store: AttemptCounterStore) => Promise<T>): Promise<T> {
    try {
      const result = await call(primary);
      if (failing) {
        failing = false;
        log.info('attempt counters are back in Redis');
      }
      return result;
    } catch (error) {
      if (!failing) {
        failing = true;
        log.warn({ err: error }, 'Redis failed: attempt counters use the database until it answers again');
      }
      return call(fallback);
    }
  }
  return {
    increment: (key, windowMs, now) => attempt((store) => store.increment(key, windowMs, now)),
    decrement: (key, now) => attempt((store) => store.decrement(key, now)),
    read: (key, now) => attempt((store) => store.read(key, now)),
    remove: async (key) => {
      await Promise.allSettled([primary.remove(key), fallback.remove(key)]);
    },
    removeExpired: (now) => fallback.removeExpired(now),
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
