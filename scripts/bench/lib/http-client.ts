import http from 'node:http';

/** An answer, or what happened instead: the connection was cut by us, or failed (server down, reset). */
export type Outcome =
  | { kind: 'answer'; status: number; body: unknown; text: string; headers: http.IncomingHttpHeaders }
  | { kind: 'cut' }
  | { kind: 'network'; message: string };

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });

export interface PostOptions {
  token?: string;
  form?: Record<string, string>;
  /** Close the connection this many ms after the request was fully sent, without reading the answer. */
  cutAfterMs?: number;
  timeoutMs?: number;
}

/** POST /api<path> over node:http, so a request can be cut after it left (fetch cannot promise that). */
export function post(baseUrl: string, path: string, options: PostOptions = {}): Promise<Outcome> {
  const url = new URL(`/api${path}`, baseUrl);
  const body = options.form ? new URLSearchParams(options.form).toString() : '';
  const headers: Record<string, string | number> = {
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': Buffer.byteLength(body),
  };
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (!settled) {
        settled = true;
        resolve(outcome);
      }
    };
    const cutting = options.cutAfterMs !== undefined;
    const request = http.request(
      url,
      { method: 'POST', headers, agent: cutting ? false : keepAlive, timeout: options.timeoutMs ?? 60_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // plain-text answer
          }
          settle({
            kind: 'answer',
            status: response.statusCode ?? 0,
            body: parsed,
            text,
            headers: response.headers,
          });
        });
        response.on('error', (error) => settle({ kind: 'network', message: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) =>
      settle(cutting && request.destroyed ? { kind: 'cut' } : { kind: 'network', message: error.message }),
    );
    request.end(body, () => {
      if (cutting) {
        // 'finish': the whole request is handed to the socket; the server may well be handling it already.
        setTimeout(() => {
          request.destroy();
          settle({ kind: 'cut' });
        }, options.cutAfterMs);
      }
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
