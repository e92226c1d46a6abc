import { setImmediate as nextTurn } from 'node:timers';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * How long statements may run back to back before the event loop gets a turn to answer other requests. It trades
 * the menu's p99 against orders placed while 50 diners order and 50 others read the menu (PGlite): a shorter slice
 * answers the menu sooner and places fewer orders; this one meets both of the rush's targets, 4 and 10 ms one or
 * the other (docs/PERFORMANCE.md §8.6).
 */
export const STATEMENT_SLICE_MS = 6;

/**
 * In-process PGlite computes on the server's event loop, and its statements chain through promises that are
 * already settled: one request's queries, and every query that waited for a transaction to end, ran back to back
 * in one turn of the loop. With 50 diners placing orders, a menu read answered from memory waited behind all of
 * them (a p99 of most of a second). Here statements still run back to back, but once they have held the loop for
 * STATEMENT_SLICE_MS the next one starts on a later turn, after what else came in meanwhile.
 *
 * Operations (a query, an exec, a whole transaction) start one at a time in arrival order, as PGlite's own lock
 * would have them: one waiting here holds nothing, so waiters cannot wake up in a burst behind a commit. The
 * statements of the transaction holding the turn pass straight through (each checks the slice). As with PGlite's
 * lock, a transaction must not wait for a query outside it (that already hung before this).
 */
export function takeTurns(client: PGlite, { sliceMs = STATEMENT_SLICE_MS } = {}): PGlite {
  let queue: Promise<unknown> = Promise.resolve();
  let sliceStartedAt = performance.now();

  /** Resolves at once while the slice lasts; else on the loop's next turn, which starts a new slice. */
  function slice(): Promise<void> | void {
    if (performance.now() - sliceStartedAt < sliceMs) {
      return;
    }
    return new Promise<void>((resolve) =>
      nextTurn(() => {
        sliceStartedAt = performance.now();
        resolve();
      }),
    );
  }

  /** Runs `operation` once every operation before it has ended. */
  function inTurn<T>(operation: () => Promise<T>): Promise<T> {
    const result = queue.then(slice).then(operation);
    queue = result.catch(() => undefined);
    return result;
  }

  const statementsOf = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (
          typeof value === 'function' &&
          (property === 'query' || property === 'exec' || property === 'sql')
        ) {
          return async (...args: unknown[]) => {
            await slice();
            return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          };
        }
        return value;
      },
    });

  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') {
        return value;
      }
      if (property === 'query' || property === 'exec' || property === 'sql') {
        return (...args: unknown[]) =>
          inTurn(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      }
      if (property === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          inTurn(() => target.transaction((tx) => callback(statementsOf(tx))));
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}
