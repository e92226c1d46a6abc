import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';

describe('GET /api/health', async () => {
  const app = await buildTestApp();

  it('answers 200 after checking the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      database: app.dbKind,
      checks: { database: 'up', redis: 'not configured' },
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/noSuchCall' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      message: 'No such endpoint: POST /api/noSuchCall',
      requestId: expect.any(String),
    });
  });

  it('answers broken JSON with a readable 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toHaveProperty('message');
  });

  it('sets security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
