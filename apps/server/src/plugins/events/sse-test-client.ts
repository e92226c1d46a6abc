import { request as httpRequest, type ClientRequest } from 'node:http';

export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/** A minimal EventSource for tests: connects, collects named events, waits for one that matches. */
export function connectEventStream(url: string, headers: Record<string, string> = {}) {
  const events: ReceivedEvent[] = [];
  let status = 0;
  let buffer = '';
  let received = '';
  let request: ClientRequest;
  let markEnded: () => void = () => undefined;
  /** Resolves when the server ends the answer (or the connection drops). */
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  const opened = new Promise<number>((resolve, reject) => {
    request = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      status = response.statusCode ?? 0;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        received += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name && data !== undefined) {
            events.push({ event: name, data: JSON.parse(data) as unknown });
          }
        }
      });
      response.on('end', markEnded);
      response.on('close', markEnded);
      resolve(status);
    });
    request.on('error', (error) => {
      markEnded();
      reject(error);
    });
    request.end();
  });

  async function waitFor(
    match: (event: ReceivedEvent) => boolean,
    // Generous: a busy machine delivers late, not never.
    timeoutMs = 20_000,
  ): Promise<ReceivedEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(match);
      if (found) {
        return found;
      }
      if (Date.now() > deadline) {
        throw new Error(
          `no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  return {
    events,
    opened,
    ended,
    /** Everything the answer held so far, as text (a refusal's JSON, or the raw stream). */
    text: () => received,
    waitFor,
    close: () => request.destroy(),
  };
}
