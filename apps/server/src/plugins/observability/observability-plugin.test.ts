import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';
import { connectEventStream } from '@/plugins/events/sse-test-client.js';
import {
  DECLINED_CARD,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  placeThroughApi,
  send,
} from '@/modules/orders/orders-fixtures.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('observability', async () => {
  const app = await buildTestApp();
  const scrape = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  describe('request ids', () => {
    it('gives every answer a generated id and puts the same id in an error body', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/noSuchCall' });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(response.json()).toEqual({
        status: 404,
        message: 'No such endpoint: POST /api/noSuchCall',
        requestId: id,
      });
    });

    it("keeps a caller's short plain id and answers with it", async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'lb-7f3a.42:1' },
      });
      expect(response.headers['x-request-id']).toBe('lb-7f3a.42:1');
    });

    it.each([
      ['too long', 'a'.repeat(65)],
      ['with spaces', 'drop table'],
      ['with a quote', 'id"}'],
      ['starting with punctuation', '-abc'],
    ])('replaces an id %s with a generated one', async (_name, sent) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': sent },
      });
      expect(response.headers['x-request-id']).toMatch(UUID);
    });

    it('adds the id to validation refusals from the error handler', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', 'x-request-id': 'trace-1' },
        payload: '{"broken',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        message: 'The request body is not valid JSON.',
        requestId: 'trace-1',
      });
    });
  });

  describe('/api/ready', () => {
    it('answers 200 while serving', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, ready: true });
    });
  });

  describe('/api/metrics', () => {
    it('counts requests by route pattern and status class, never by raw path', async () => {
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/api/no/such/path/12345' });
      const text = await scrape();
      expect(
        sample(text, 'orderlane_http_requests_total{method="GET",route="/api/health",status_class="2xx"}'),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sample(text, 'orderlane_http_requests_total{method="GET",route="(unmatched)",status_class="4xx"}'),
      ).toBeGreaterThanOrEqual(1);
      expect(text).not.toContain('12345');
      expect(text).toMatch(
        /^orderlane_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status_class="2xx"\} \d+$/m,
      );
      expect(text).toContain('# TYPE orderlane_process_cpu_seconds_total counter');
    });

    it('answers 404 to an address outside METRICS_ALLOWED_IPS', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '203.0.113.9' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, message: 'No such endpoint: GET /api/metrics' });
      expect(response.body).not.toContain('orderlane_');
    });

    it('counts placed orders and declined cards', async () => {
      const store = await insertStoreFixture(app.db);
      const diner = await insertUserFixture(app.db);
      const before = await scrape();
      await placeThroughApi(app, diner, pickupOrder(store));
      const priced = await calculate(app, pickupOrder(store), diner);
      const orderId = priced.json<{ data: { orderId: number } }>().data.orderId;
      const declined = await send(app, diner, { ...pickupOrder(store), orderId }, { card: DECLINED_CARD });
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toMatchObject({ requestId: declined.headers['x-request-id'] });
      const after = await scrape();
      const delta = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
      expect(delta('orderlane_orders_placed_total')).toBe(1);
      expect(delta('orderlane_payment_declines_total')).toBe(1);
    });

    it('reports the open event streams', async () => {
      const store = await insertStoreFixture(app.db);
      const diner = await insertUserFixture(app.db);
      const orderId = await placeThroughApi(app, diner, pickupOrder(store));
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const ticket = await app.inject({
        method: 'POST',
        url: '/api/trackOrder/events/ticket',
        headers: diner.headers,
      });
      const stream = connectEventStream(
        `${address}/api/trackOrder/events?orderId=${orderId}&ticket=${ticket.json().data.ticket}`,
      );
      expect(await stream.opened).toBe(200);
      await stream.waitFor((event) => event.event === 'order', 10_000);
      expect(sample(await scrape(), 'orderlane_event_stream_clients')).toBe(1);
      stream.close();
      await expect.poll(() => app.eventStreams.size, { timeout: 10_000 }).toBe(0);
      expect(sample(await scrape(), 'orderlane_event_stream_clients')).toBe(0);
    });
  });

  it('answers 503 from /api/ready once shutting down (kept last: the app stays out of rotation)', async () => {
    app.readiness.markShuttingDown();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 503,
      message: 'The server is starting or shutting down.',
    });
  });
});
