import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.js';
import { loadConfig } from '@/config.js';
import { migratedPgliteTemplate } from '@/testing/pglite-template.js';

describe('log lines of a request', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const config = loadConfig(
    {},
    { SEED_DEMO: 'false', PASSWORD_HASH_COST: '10', DATA_DIR: `/tmp/orderlane-test-${process.pid}` },
  );
  const app = await buildApp({
    config,
    logger: { level: 'info', stream },
    inMemoryDatabase: true,
    pgliteTemplate: await migratedPgliteTemplate(),
  });
  await app.ready();
  afterAll(() => app.close());

  it('all carry the request id the answer carries', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', 'x-request-id': 'log-check-1' },
      payload: '{"broken',
    });
    expect(response.headers['x-request-id']).toBe('log-check-1');
    const ofRequest = lines.filter((line) => 'req' in line || 'res' in line);
    expect(ofRequest.length).toBeGreaterThanOrEqual(2);
    for (const line of ofRequest) {
      expect(line.requestId).toBe('log-check-1');
    }
  });
});
