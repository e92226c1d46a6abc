import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '@/plugins/error-handler.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

describe('a database that cannot be reached', () => {
  it('tells connection failures from bad queries, through the wrapping of the query builder', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const restarted = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const wrapped = new Error('Failed query: select 1', { cause: restarted });
    const badQuery = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    expect(
      [refused, restarted, wrapped, new Error('Connection terminated unexpectedly')].map(
        isDatabaseUnavailable,
      ),
    ).toEqual([true, true, true, true]);
    expect([badQuery, new Error('boom'), 'ECONNREFUSED', null].map(isDatabaseUnavailable)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('answers 503 with Retry-After and a sentence, not a 500', async () => {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    app.get('/down', async () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    });
    const answer = await app.inject({ method: 'GET', url: '/down' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toMatchObject({ status: 503, message: expect.stringMatching(/try again/) });
    await app.close();
  });
});

// The restart seen from the server: PostgreSQL ends every session of this app (as a restart or failover does).
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL ending the server’s sessions', async () => {
  const app = await buildTestApp();
  const storeList = () => app.inject({ method: 'POST', url: '/api/locateRestaurants' });

  it('keeps the process up, answers 503 at worst, and serves again without a restart', async () => {
    expect((await storeList()).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const ended = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [`orderlane:${app.config.databaseSchema}`],
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // A store edit invalidates nothing here: each call reads the database afresh through a new session.
      const answer = await app.inject({ method: 'GET', url: '/api/health' });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 200) {
        break;
      }
    }
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });
});
