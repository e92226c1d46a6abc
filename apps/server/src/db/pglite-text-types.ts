import { types, type PGlite, type ParserOptions, type Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle's PGlite driver asks to get as text, since it maps them itself: timestamp, timestamptz,
 * interval, date, and the arrays of those and of numeric. (Its own list, in drizzle-orm/pglite/session.js.)
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;

/** For PGlite's options: the instance itself leaves drizzle's types as text, for every query. */
export const drizzleTextParsers: ParserOptions = Object.fromEntries(
  DRIZZLE_TEXT_TYPES.map((typeId) => [typeId, asText]),
);

/** Whether a query's own parsers only ask for what `drizzleTextParsers` already does. */
function asksOnlyForText(parsers: ParserOptions): boolean {
  for (const key of Object.keys(parsers)) {
    if (drizzleTextParsers[Number(key)] === undefined) {
      return false;
    }
  }
  return true;
}

type QueryOptions = { parsers?: ParserOptions } & Record<string, unknown>;

function withoutRedundantParsers(args: unknown[]): unknown[] {
  const options = args[2] as QueryOptions | undefined;
  if (!options?.parsers || !asksOnlyForText(options.parsers)) {
    return args;
  }
  const rest = { ...options };
  delete rest.parsers;
  return [args[0], args[1], rest, ...args.slice(3)];
}

/** The client (or a transaction) whose queries, and whose transactions' queries, go without redundant parsers. */
function queryingWithInstanceParsers<T extends PGlite | Transaction>(target: T): T {
  return new Proxy(target, {
    get(inner, property) {
      const value = Reflect.get(inner, property, inner) as unknown;
      if (typeof value !== 'function') {
        return value;
      }
      if (property === 'query') {
        return (...args: unknown[]) =>
          (value as (...a: unknown[]) => unknown).apply(inner, withoutRedundantParsers(args));
      }
      if (property === 'transaction') {
        return <R>(callback: (tx: Transaction) => Promise<R>) =>
          (inner as PGlite).transaction((tx) => callback(queryingWithInstanceParsers(tx)));
      }
      return (value as (...a: unknown[]) => unknown).bind(inner);
    },
  });
}

/**
 * drizzle passes its parsers with every query, and PGlite then copies its whole table of parsers (318 types) to
 * add them, for each query: about as much as the query itself, and a large share of placing an order's CPU on
 * PGlite (docs/PERFORMANCE.md §8.6). For an instance made with `drizzleTextParsers`, a query whose parsers ask for
 * nothing more is sent without them: the same rows, without the copy. Other parsers pass through unchanged.
 */
export function withInstanceParsers(client: PGlite): PGlite {
  const instanceParsers = (client as unknown as { parsers?: ParserOptions }).parsers;
  if (instanceParsers?.[types.TIMESTAMPTZ] !== asText) {
    throw new Error('withInstanceParsers needs a PGlite made with drizzleTextParsers');
  }
  return queryingWithInstanceParsers(client);
}
