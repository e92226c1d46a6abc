// The embedded database on a thread of its own: PGlite (PostgreSQL compiled to WebAssembly) runs here, so its
// queries no longer take turns with HTTP requests on the server's event loop. The main thread talks to it
// through `pglite-worker-client.ts`. Plain JavaScript: a worker loads this file as it is, from tsx, the vitest
// runner or the compiled bundle alike, with no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dataDir: string, startParams?: string[], syncPort: MessagePort, syncSignal: Int32Array }} */
const { dataDir, startParams, syncPort, syncSignal } = workerData;
const port = parentPort;
/** Open transactions by id: each one holds PGlite's lock until the main thread says commit or roll back. */
const transactions = new Map();
/** Channel -> the function that stops listening. */
const listening = new Map();
/** Identity parsers by the type ids the caller wants left as text (drizzle keeps dates and numerics raw). */
const parserSets = new Map();

function parsersFor(rawTypes) {
  const key = rawTypes.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTypes.map((oid) => [oid, (value) => value]));
    parserSets.set(key, parsers);
  }
  return parsers;
}

// PostgreSQL's error fields (code, constraint, detail...) travel with the message: callers test `code`.
function describeError(error) {
  if (!(error instanceof Error)) {
    return { message: String(error) };
  }
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') {
      fields[key] = value;
    }
  }
  return fields;
}

const ROLLED_BACK = new Error('rolled back by the caller');

function openTransaction(db, id) {
  return new Promise((opened, failedToOpen) => {
    const open = {};
    open.done = db.transaction(
      (tx) =>
        new Promise((commit, rollBack) => {
          Object.assign(open, { tx, commit, rollBack });
          transactions.set(id, open);
          opened(id);
        }),
    );
    open.done.catch(failedToOpen).finally(() => transactions.delete(id));
  });
}

/** Ends a transaction: settles once PGlite has run its COMMIT or ROLLBACK (a failed COMMIT is the caller's). */
function endTransaction(id, commit) {
  const open = transactions.get(id);
  if (!open) {
    throw new Error(`Transaction ${id} is not open`);
  }
  if (commit) {
    open.commit(null);
  } else {
    open.rollBack(ROLLED_BACK);
  }
  return open.done.then(
    () => null,
    (error) => {
      if (error !== ROLLED_BACK) {
        throw error;
      }
      return null;
    },
  );
}

function executorFor(db, txId) {
  if (txId === undefined) {
    return db;
  }
  const open = transactions.get(txId);
  if (!open) {
    throw new Error(`Transaction ${txId} is not open`);
  }
  return open.tx;
}

async function answer(db, message) {
  switch (message.type) {
    case 'query': {
      const options = { rowMode: message.rowMode, parsers: parsersFor(message.rawTypes) };
      const result = await executorFor(db, message.txId).query(message.sql, message.params, options);
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      return (await executorFor(db, message.txId).exec(message.sql)).map((result) => ({
        rows: result.rows,
        fields: result.fields,
        affectedRows: result.affectedRows,
      }));
    case 'begin':
      return openTransaction(db, message.id);
    case 'end':
      return endTransaction(message.txId, message.commit);
    case 'listen': {
      if (!listening.has(message.channel)) {
        const unlisten = await db.listen(message.channel, (payload) =>
          port.postMessage({ type: 'notification', channel: message.channel, payload }),
        );
        listening.set(message.channel, unlisten);
      }
      return null;
    }
    case 'unlisten': {
      const unlisten = listening.get(message.channel);
      listening.delete(message.channel);
      await unlisten?.();
      return null;
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unknown request ${message.type}`);
  }
}

/**
 * A statement of an open transaction is awaited synchronously by the server's thread: the answer is posted first,
 * then its id is stored in the flag the thread waits on (answer-signal.ts: the id, so a late wake-up is told apart).
 */
function reply(message, answered) {
  if (message.sync) {
    syncPort.postMessage(answered);
    Atomics.store(syncSignal, 0, message.id | 0);
    Atomics.notify(syncSignal, 0);
  } else {
    port.postMessage(answered);
  }
}

try {
  const db = await PGlite.create({ dataDir, ...(startParams ? { startParams } : {}) });
  port.on('message', (message) => {
    answer(db, message).then(
      (result) => reply(message, { id: message.id, result }),
      (error) => reply(message, { id: message.id, error: describeError(error) }),
    );
  });
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'failed', error: describeError(error) });
}
