import { setV8FlagUnlessGiven } from './v8-flags.js';

/**
 * How far V8 lets the old generation grow past what its last full collection kept before it collects again,
 * with the embedded database. V8's own choice, from its collector's speed against the program's, is up to 4×, and
 * a busy server on PGlite then held several times its live heap in garbage between collections: the largest part of
 * its resident memory under load. At 30% the orders targets still hold (docs/PERFORMANCE.md §8.8). On PostgreSQL
 * the server is not bounded: there the database is elsewhere, memory is not the constraint, and pricing's latency
 * would pay for the extra collections.
 */
export const EMBEDDED_HEAP_GROWING_PERCENT = 30;

/**
 * Set at start, before the heap grows: V8 reads the factor each time it sizes the heap after a collection, so a
 * flag set while running applies from the next one, as on the command line. A factor given on the command line
 * wins (a measurement of another one; 0 is V8's own choice).
 */
export function boundHeapGrowth(execArgv: readonly string[] = process.execArgv): boolean {
  return setV8FlagUnlessGiven(`--heap-growing-percent=${EMBEDDED_HEAP_GROWING_PERCENT}`, execArgv);
}
