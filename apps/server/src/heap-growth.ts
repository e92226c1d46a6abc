import { setV8FlagUnlessGiven } from './v8-flags.js';

/**
 * How far V8 lets the old generation grow past what its last full collection kept before it collects again,
 * with the embedded database. V8's own choice, from its collector's speed against the program's, is up to 4×:
 * with ~50 MB live, a busy server on PGlite held ~200 MB of garbage between collections, the largest part of its
 * resident memory under load. At 30%, the bench's peak on PGlite fell from ~420 to ~300 MB at the same orders per
 * second (docs/PERFORMANCE.md, step 23). On PostgreSQL the server is not bounded: there the database is elsewhere,
 * memory is not the constraint, and pricing's latency (a target still missed) would pay for the extra collections.
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
