import { parse, protocol, type PGlite, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

/** How many statement texts keep a prepared statement in PGlite's session at once; the least used go first. */
export const NAMED_STATEMENTS_KEPT = 256;

interface NamedStatement {
  name: string;
  /** The parameters' types as PostgreSQL inferred them when it parsed the text. */
  paramTypes: number[];
  /** The result's columns, in the form `parseResults` reads them off a row description. */
  rowDescription: { name: 'rowDescription'; fields: { name: string; dataTypeID: number }[] } | null;
}

type QueryOptions = Parameters<PGlite['query']>[2];
type BackendMessage = { name: string } & Record<string, unknown>;

/** PGlite's internals this relies on, all present on its instances (base.ts): its locks and its session. */
interface PGliteSession {
  waitReady: Promise<void>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
  execProtocolStream(message: Uint8Array, options: { syncToFs: boolean }): Promise<BackendMessage[]>;
  syncToFs(): Promise<void>;
  _runExclusiveQuery<T>(operation: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(operation: () => Promise<T>): Promise<T>;
}

// "cached plan must not change result type" (a table changed under the statement), "prepared statement does not
// exist": the statement is made again once.
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/** The error as PGlite's own `query` throws it: PostgreSQL's, with the statement it came from. */
function withStatement(error: unknown, query: string, params: unknown[], options: QueryOptions): unknown {
  if (error instanceof protocol.messages.DatabaseError) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}

/**
 * PGlite's `query` sends every statement through PostgreSQL's parser and planner again, as five protocol calls
 * into its WebAssembly (parse, describe, bind, describe, execute) and a sync: it keeps no prepared statement. Here
 * a statement's text is parsed once per session under a name, and each later run is one call (bind, execute,
 * sync) on the plan PostgreSQL keeps for it, as PostgreSQL's own drivers do with named statements. The rows, the
 * errors, the transaction state and the notifications are what PGlite's `query` gives: the same protocol messages,
 * read by PGlite's own result parser. Queries that pass a file or their own parameter types go to PGlite's `query`.
 */
export function withNamedStatements(client: PGlite, { kept = NAMED_STATEMENTS_KEPT } = {}): PGlite {
  const session = client as unknown as PGliteSession;
  // Insertion order is use order: a statement run again moves to the end; the first is the least recently used.
  const statements = new Map<string, NamedStatement>();
  // Closing a statement that does not exist is not an error (PostgreSQL's protocol), so closes may be sent again.
  let toClose: string[] = [];
  let made = 0;

  async function prepare(text: string): Promise<NamedStatement> {
    const name = `ol_${(made += 1)}`;
    const closing = toClose;
    const messages = await session.execProtocolStream(
      concat([
        ...closing.map((closed) => serialize.close({ type: 'S', name: closed })),
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    toClose = toClose.filter((closed) => !closing.includes(closed));
    const described = messages.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const columns = messages.find((message) => message.name === 'rowDescription') as
      { fields: { name: string; dataTypeID: number }[] } | undefined;
    const statement: NamedStatement = {
      name,
      paramTypes: described?.dataTypeIDs ?? [],
      rowDescription: columns
        ? {
            name: 'rowDescription',
            fields: columns.fields.map(({ name: column, dataTypeID }) => ({ name: column, dataTypeID })),
          }
        : null,
    };
    statements.set(text, statement);
    if (statements.size > kept) {
      const [oldest] = statements;
      if (oldest) {
        statements.delete(oldest[0]);
        toClose.push(oldest[1].name);
      }
    }
    return statement;
  }

  async function run(statement: NamedStatement, params: unknown[], options: QueryOptions): Promise<Results> {
    const values = params.map((param, index) => {
      if (param === null || param === undefined) {
        return null;
      }
      const serializer = session.serializers[statement.paramTypes[index] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await session.execProtocolStream(
      concat([
        serialize.bind({ statement: statement.name, values: values as string[] }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    // One statement gives one result (parseResults makes an empty one for a statement without).
    const [result] = parse.parseResults(described as never, session.parsers as never, options);
    return result ?? { rows: [], fields: [], affectedRows: 0 };
  }

  async function namedQuery(text: string, params: unknown[], options: QueryOptions, isTopLevel: boolean) {
    let statement = statements.get(text);
    try {
      if (statement) {
        statements.delete(text);
        statements.set(text, statement);
      } else {
        statement = await prepare(text);
      }
      try {
        return await run(statement, params, options);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (!code || !STALE_STATEMENT_CODES.has(code) || !statements.has(text)) {
          throw error;
        }
        statements.delete(text);
        toClose.push(statement.name);
        return await run(await prepare(text), params, options);
      }
    } catch (error) {
      throw withStatement(error, text, params, options);
    } finally {
      // As PGlite's query: a statement outside a transaction is written to the data folder's file system now.
      if (isTopLevel) {
        await session.syncToFs();
      }
    }
  }

  const canName = (options: QueryOptions) => !options?.blob && !options?.paramTypes;

  const withinTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(inner, property, receiver) {
        const value = Reflect.get(inner, property, receiver) as unknown;
        if (property !== 'query' || typeof value !== 'function') {
          return value;
        }
        return (text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (!canName(options) || inner.closed) {
            return (value as PGlite['query']).call(inner, text, params, options);
          }
          // The transaction holds the session: its statements only wait for one another.
          return session._runExclusiveQuery(() => namedQuery(text, params, options, false));
        };
      },
    });

  return new Proxy(client, {
    get(inner, property) {
      const value = Reflect.get(inner, property, inner) as unknown;
      if (property === 'query') {
        return async (text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> => {
          if (!canName(options)) {
            return client.query(text, params, options);
          }
          await session.waitReady;
          return session._runExclusiveTransaction(() =>
            session._runExclusiveQuery(() => namedQuery(text, params, options, true)),
          );
        };
      }
      if (property === 'transaction') {
        return <R>(callback: (tx: Transaction) => Promise<R>) =>
          client.transaction((tx) => callback(withinTransaction(tx)));
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(inner) : value;
    },
  });
}
