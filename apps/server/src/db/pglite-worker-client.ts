import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { waitForAnswer } from './answer-signal.js';

/**
 * PGlite on a worker thread (`pglite-worker.mjs`), seen from the server's thread through the part of PGlite's
 * interface that drizzle's PGlite driver and the LISTEN/NOTIFY event bus use: query, exec, transaction,
 * listen, close. The server's thread only sends SQL and receives rows; PostgreSQL's work runs on the worker.
 * Like in-process PGlite, it is one session: a transaction holds it, and other queries wait their turn there.
 * So the statements of an open transaction are answered synchronously (the server's thread waits on a shared
 * flag, as in-process PGlite computes): waiting for the event loop between them would keep every other query
 * waiting too. Queries outside a transaction are asynchronous: the event loop serves requests meanwhile.
 */
export interface PgliteWorkerTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  readonly closed: boolean;
}

type Request =
  | {
      type: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      rawTypes: number[];
      txId?: number;
    }
  | { type: 'exec'; sql: string; txId?: number }
  | { type: 'begin' }
  | { type: 'end'; txId: number; commit: boolean }
  | { type: 'listen' | 'unlisten'; channel: string }
  | { type: 'close' };

type Reply =
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> & { message: string } }
  | { type: 'notification'; channel: string; payload: string }
  | { type: 'ready' }
  | { type: 'failed'; error: { message: string } };

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);
// A statement the worker does not answer within this time is reported, not waited for forever.
const SYNC_TIMEOUT_MS = 120_000;

/** An Error carrying PostgreSQL's fields (code, constraint, detail...), as PGlite's own errors do. */
function toError(fields: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(fields.message), fields);
}

/** drizzle asks for some types as text (dates, numerics) with identity parsers: only that travels. */
function rawTypesOf(options: QueryOptions | undefined): number[] {
  return Object.entries(options?.parsers ?? {}).map(([oid, parse]) => {
    if (parse('raw', Number(oid)) !== 'raw') {
      throw new Error('PGlite on a worker thread only takes parsers that leave a value as text');
    }
    return Number(oid);
  });
}

export class PgliteWorkerClient {
  private readonly worker: Worker;
  private readonly syncPort: MessagePort;
  private readonly syncSignal: Int32Array;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private stopped: Error | undefined;
  private closing = false;
  /** Settles with the thread's exit code once it has ended (after `close`, or a crash). */
  readonly exited: Promise<number>;

  private constructor(
    worker: Worker,
    syncPort: MessagePort,
    syncSignal: Int32Array,
    onCrash: ((reason: Error) => void) | undefined,
  ) {
    this.worker = worker;
    this.syncPort = syncPort;
    this.syncSignal = syncSignal;
    this.exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.on('message', (reply: Reply) => this.receive(reply));
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => {
      const crashed = !this.closing;
      this.stop(new Error(`The embedded database thread ended (exit code ${code})`));
      if (crashed) {
        onCrash?.(this.stopped!);
      }
    });
  }

  /**
   * Starts the worker and opens the database in `dataDir`; rejects with PGlite's reason if it cannot.
   * `onCrash` hears of a thread that ended without `close`: every later query would fail.
   */
  static async open(
    dataDir: string,
    { onCrash, startParams }: { onCrash?: (reason: Error) => void; startParams?: string[] } = {},
  ): Promise<PgliteWorkerClient> {
    const channel = new MessageChannel();
    const syncSignal = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(WORKER_URL, {
      workerData: { dataDir, startParams, syncPort: channel.port2, syncSignal },
      transferList: [channel.port2],
    });
    const started = await new Promise<Reply>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`exit code ${code}`)));
    }).catch((error: Error) => ({ type: 'failed' as const, error }));
    if ('type' in started && started.type === 'failed') {
      await worker.terminate();
      throw new Error(`The embedded database in ${dataDir} could not be opened: ${started.error.message}`);
    }
    return new PgliteWorkerClient(worker, channel.port1, syncSignal, onCrash);
  }

  get closed(): boolean {
    return this.stopped !== undefined || this.closing;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.send({ type: 'exec', sql }) as Promise<Results[]>;
  }

  /** Runs `callback` in one transaction on the worker: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    const txId = (await this.send({ type: 'begin' })) as number;
    let ended = false;
    const tx: PgliteWorkerTransaction = {
      query: (sql, params = [], options) => this.queryIn(txId, sql, params, options),
      exec: (sql) => this.sendSync({ type: 'exec', sql, txId }) as Promise<Results[]>,
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      ended = true;
      await this.send({ type: 'end', txId, commit: false });
      throw error;
    }
    ended = true;
    await this.send({ type: 'end', txId, commit: true });
    return result;
  }

  /** LISTEN on the worker's session; notifications come back to `callback` on this thread. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const callbacks = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, callbacks);
    callbacks.add(callback);
    await this.send({ type: 'listen', channel });
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size === 0 && !this.closed) {
        this.listeners.delete(channel);
        await this.send({ type: 'unlisten', channel });
      }
    };
  }

  /** Closes PGlite on the worker (its files are complete on disk after this), then ends the thread. */
  async close(): Promise<void> {
    if (this.closed) {
      return;
    }
    // Set first: the thread may end before the answer to 'close' is read, and that end is no crash.
    this.closing = true;
    await this.send({ type: 'close' });
    await this.worker.terminate();
  }

  private queryIn<T>(txId: number | undefined, sql: string, params: unknown[], options?: QueryOptions) {
    const rowMode = options?.rowMode ?? 'object';
    const request: Request = { type: 'query', sql, params, rowMode, rawTypes: rawTypesOf(options) };
    return (txId === undefined ? this.send(request) : this.sendSync({ ...request, txId })) as Promise<
      Results<T>
    >;
  }

  /** Posts a statement of an open transaction and blocks this thread until the worker has answered it. */
  private sendSync(request: Request): Promise<unknown> {
    if (this.stopped) {
      return Promise.reject(this.stopped);
    }
    const id = this.nextId++;
    this.worker.postMessage({ ...request, id, sync: true });
    if (!waitForAnswer(this.syncSignal, id, SYNC_TIMEOUT_MS)) {
      return Promise.reject(new Error(`The embedded database did not answer within ${SYNC_TIMEOUT_MS} ms`));
    }
    const answer = this.takeSyncAnswer(id);
    if (!answer) {
      return Promise.reject(new Error('The embedded database signalled an answer it did not send'));
    }
    return 'error' in answer ? Promise.reject(toError(answer.error)) : Promise.resolve(answer.result);
  }

  /** The answer to `id` on the sync port; answers to earlier statements that timed out are dropped on the way. */
  private takeSyncAnswer(id: number) {
    for (let next = receiveMessageOnPort(this.syncPort); next; next = receiveMessageOnPort(this.syncPort)) {
      const answer = next.message as Reply;
      if ('id' in answer && answer.id === id) {
        return answer;
      }
    }
    return undefined;
  }

  private send(request: Request): Promise<unknown> {
    if (this.stopped) {
      return Promise.reject(this.stopped);
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private receive(reply: Reply) {
    if ('id' in reply) {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if ('error' in reply) {
        waiting?.reject(toError(reply.error));
      } else {
        waiting?.resolve(reply.result);
      }
    } else if (reply.type === 'notification') {
      for (const callback of this.listeners.get(reply.channel) ?? []) {
        callback(reply.payload);
      }
    }
  }

  /** The thread is gone (closed, or crashed): whatever still waits for an answer fails with the reason. */
  private stop(reason: Error) {
    this.stopped ??= this.closing ? new Error('The embedded database is closed') : reason;
    for (const waiting of this.pending.values()) {
      waiting.reject(this.stopped);
    }
    this.pending.clear();
  }
}
