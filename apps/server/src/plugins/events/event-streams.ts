import type { FastifyReply, FastifyRequest } from 'fastify';

/** One open `text/event-stream` answer. */
export interface EventStream {
  send(event: string, data: unknown): void;
  close(): void;
  /** Runs once when the stream ends, whoever ended it (the browser, the server closing). */
  onClose(cleanup: () => void): void;
  readonly closed: boolean;
}

export interface EventStreamsOptions {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
  /** How long a browser waits before reconnecting (the `retry:` field). */
  retryMs?: number;
}

/** Opens server-sent event streams and remembers them, so closing the app ends every one of them. */
export function createEventStreams({ heartbeatMs = 20_000, retryMs = 3_000 }: EventStreamsOptions = {}) {
  const open = new Set<EventStream>();

  function openStream(request: FastifyRequest, reply: FastifyReply): EventStream {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx would otherwise hold events back in its buffer.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${retryMs}\n: connected\n\n`);
    const cleanups: (() => void)[] = [];
    let closed = false;
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), heartbeatMs);
    heartbeat.unref();

    const finish = () => {
      if (closed) {
        return;
      }
      closed = true;
      clearInterval(heartbeat);
      open.delete(stream);
      for (const cleanup of cleanups.splice(0)) {
        cleanup();
      }
    };
    const stream: EventStream = {
      send(event, data) {
        if (!closed) {
          raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        }
      },
      close() {
        finish();
        raw.end();
      },
      onClose(cleanup) {
        if (closed) {
          cleanup();
        } else {
          cleanups.push(cleanup);
        }
      },
      get closed() {
        return closed;
      },
    };
    request.raw.on('close', finish);
    raw.on('close', finish);
    raw.on('error', finish);
    open.add(stream);
    return stream;
  }

  return {
    open: openStream,
    closeAll() {
      for (const stream of [...open]) {
        stream.close();
      }
    },
    get size() {
      return open.size;
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;
