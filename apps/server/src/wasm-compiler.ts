import { setV8FlagUnlessGiven } from './v8-flags.js';

/**
 * With the embedded database, PGlite's WebAssembly (PostgreSQL, 9 MB) is compiled by V8's optimizing compiler
 * alone, each function when first called, instead of by its baseline compiler (Liftoff) first and again by the
 * optimizing one once hot. The baseline's code is several times larger and both copies stay, a large part of the
 * server's memory under load on PGlite; without it the throughput is the same, and a start is slower, as the
 * functions a start runs are compiled the slow way (docs/PERFORMANCE.md §8.8). Set only after the start, the flag
 * saved nothing: the code compiled by then stays.
 *
 * Set in the server's own process before the database opens (V8 reads the flag as it compiles each function). The
 * child that makes a new database starts from the command line's flags, so it keeps the baseline compiler for code
 * it runs once. A `--liftoff` or `--no-liftoff` on the command line wins.
 */
export function compileWebAssemblyOptimizedOnly(
  execArgv: readonly string[] = process.execArgv,
  setFlags?: (flags: string) => void,
): boolean {
  return setV8FlagUnlessGiven('--no-liftoff', execArgv, setFlags);
}
