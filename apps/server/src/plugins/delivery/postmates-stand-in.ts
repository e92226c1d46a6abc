import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { distanceMiles } from '@/plugins/geocoding/distance.js';

/**
 * A local stand-in for Postmates' delivery quote API (`POST /v1/customers/{customer_id}/delivery_quotes`), for
 * tests. Like Postmates it wants HTTP basic auth with the API key as the user name and an empty password, for the
 * customer the key belongs to (401 otherwise), a form-encoded body (415 otherwise) with `pickup_address` and
 * `dropoff_address` (400 `invalid_params` naming the missing ones); coordinates, when sent, must be numbers in range.
 * It quotes 500 cents plus 100 a mile between the coordinates, and refuses (400 `address_undeliverable`) beyond 10
 * miles, or beyond 10 miles of nothing when no coordinates are sent.
 */
export interface PostmatesStandIn {
  url: string;
  customerId: string;
  apiKey: string;
  requests: { path: string; form: URLSearchParams; status: number }[];
  /** The environment a server needs to quote through this stand-in. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const MAX_MILES = 10;

function readCoordinate(form: URLSearchParams, name: string, limit: number): number | null | 'bad' {
  const raw = form.get(name);
  if (raw === null) {
    return null;
  }
  const value = Number(raw);
  return raw.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : 'bad';
}

function quoteFor(form: URLSearchParams): { status: number; body: Record<string, unknown> } {
  const missing = ['pickup_address', 'dropoff_address'].filter((name) => !form.get(name)?.trim());
  const coordinates = {
    pickupLatitude: readCoordinate(form, 'pickup_latitude', 90),
    pickupLongitude: readCoordinate(form, 'pickup_longitude', 180),
    dropoffLatitude: readCoordinate(form, 'dropoff_latitude', 90),
    dropoffLongitude: readCoordinate(form, 'dropoff_longitude', 180),
  };
  const bad = Object.entries(coordinates)
    .filter(([, value]) => value === 'bad')
    .map(([name]) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
  if (missing.length > 0 || bad.length > 0) {
    return {
      status: 400,
      body: {
        kind: 'error',
        code: 'invalid_params',
        message: 'The parameters of your request were invalid.',
        params: Object.fromEntries([...missing, ...bad].map((name) => [name, 'This field is invalid.'])),
      },
    };
  }
  const [pickupLatitude, pickupLongitude, dropoffLatitude, dropoffLongitude] = Object.values(coordinates);
  const miles =
    typeof pickupLatitude === 'number' &&
    typeof pickupLongitude === 'number' &&
    typeof dropoffLatitude === 'number' &&
    typeof dropoffLongitude === 'number'
      ? distanceMiles(
          { latitude: pickupLatitude, longitude: pickupLongitude },
          { latitude: dropoffLatitude, longitude: dropoffLongitude },
        )
      : Number.POSITIVE_INFINITY;
  if (miles > MAX_MILES) {
    return {
      status: 400,
      body: {
        kind: 'error',
        code: 'address_undeliverable',
        message: 'The specified location is not in a deliverable area.',
      },
    };
  }
  const created = new Date();
  return {
    status: 200,
    body: {
      kind: 'delivery_quote',
      id: `dqt_${created.getTime().toString(36)}`,
      created: created.toISOString(),
      expires: new Date(created.getTime() + 5 * 60_000).toISOString(),
      fee: 500 + Math.round(100 * miles),
      currency: 'usd',
      duration: 35,
    },
  };
}

export async function startPostmatesStandIn({
  customerId = 'cus_stand_in',
  apiKey = 'stand-in-key',
}: { customerId?: string; apiKey?: string } = {}): Promise<PostmatesStandIn> {
  const requests: PostmatesStandIn['requests'] = [];
  const expectedAuthorization = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      const form = new URLSearchParams(body);
      const answer = (status: number, answerBody: Record<string, unknown>) => {
        requests.push({ path, form, status });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answerBody));
      };
      const match = /^\/v1\/customers\/([^/]+)\/delivery_quotes$/.exec(path);
      if (request.method !== 'POST' || !match) {
        return answer(404, {
          kind: 'error',
          code: 'not_found',
          message: 'The requested resource does not exist.',
        });
      }
      if (
        request.headers.authorization !== expectedAuthorization ||
        decodeURIComponent(match[1]!) !== customerId
      ) {
        return answer(401, { kind: 'error', code: 'unauthorized', message: 'Invalid credentials.' });
      }
      if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return answer(415, {
          kind: 'error',
          code: 'invalid_params',
          message: 'Send form-encoded parameters.',
        });
      }
      const { status, body: quote } = quoteFor(form);
      return answer(status, quote);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    customerId,
    apiKey,
    requests,
    env: () => ({
      DELIVERY_QUOTER: 'postmates',
      POSTMATES_API_URL: url,
      POSTMATES_CUSTOMER_ID: customerId,
      POSTMATES_API_KEY: apiKey,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
