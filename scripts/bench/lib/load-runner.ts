import autocannon, { type AutocannonRequest } from 'autocannon';

export interface LoadFigures {
  requests: number;
  seconds: number;
  reqPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  statuses: Record<string, number>;
  errors: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds to run, or a fixed number of requests. */
  duration?: number;
  amount?: number;
  request: AutocannonRequest;
  /** Ends a duration run early, when this settles (another run it accompanies has finished). */
  stopWhen?: Promise<unknown>;
}

/** Exact percentile over the recorded response times. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** One autocannon run; latencies are recorded per response so p95 is exact (autocannon reports p97.5). */
export function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    // autocannon checks whether a run is over once a second, so its duration (and when it calls back) is whole
    // seconds: a run of a fixed number of requests that took 5.0 or 5.9 s read 5.01 or 6.01 s, and 2,000 orders
    // read 399 or 333/s. The run is timed here instead, from its start to its last answer.
    const startedAt = performance.now();
    let lastAnswerAt = startedAt;
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        pipelining: 1,
        timeout: 30,
        ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
        requests: [options.request],
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        times.sort((a, b) => a - b);
        const seconds = Math.max(lastAnswerAt - startedAt, 1) / 1000;
        resolve({
          requests: times.length,
          seconds: round(seconds, 2),
          reqPerSec: round(times.length / seconds, 0),
          p50Ms: round(percentile(times, 0.5)),
          p95Ms: round(percentile(times, 0.95)),
          p99Ms: round(percentile(times, 0.99)),
          statuses,
          errors: result.errors + result.timeouts,
        });
      },
    );
    const stop = () => instance.stop();
    options.stopWhen?.then(stop, stop);
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
      lastAnswerAt = performance.now();
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}
