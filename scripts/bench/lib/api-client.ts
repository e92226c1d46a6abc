/** A thin client for the calls the harnesses make, over real HTTP (keep-alive, as a browser would). */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  text: string;
}

export interface CallOptions {
  query?: Record<string, string | number>;
  form?: Record<string, string>;
  token?: string;
  signal?: AbortSignal;
}

export async function callApi<T = unknown>(
  baseUrl: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const query = options.query
    ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
  const headers: Record<string, string> = {};
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
  }
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const response = await fetch(`${baseUrl}/api${path}${query}`, {
    method: 'POST',
    headers,
    ...(body === undefined ? {} : { body }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Some calls answer plain text.
  }
  return { status: response.status, body: parsed as T, text };
}

/** Runs `task` over `items` with at most `concurrency` in flight. */
export async function runPool<T, R>(
  items: T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}
