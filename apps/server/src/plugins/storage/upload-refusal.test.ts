import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';
import { multipartBody, streamingMultipartBody } from '@/testing/multipart-body.js';
import { FILES_NOT_TAKEN_MESSAGE } from './upload-receiver.js';

const MB = 1024 * 1024;

describe('file parts are refused on routes that take none', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });

  it('refuses 3 parallel 100 MB uploads to user/login after reading only their first bytes', async () => {
    const attacks = [0, 1, 2].map(() =>
      streamingMultipartBody({ email: 'someone@example.com', password: 'whatever-123' }, 100 * MB),
    );
    const heapBefore = process.memoryUsage().heapUsed;
    const responses = await Promise.all(
      attacks.map((attack) =>
        app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: attack.payload,
          headers: attack.headers,
        }),
      ),
    );
    for (const [index, response] of responses.entries()) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        message: FILES_NOT_TAKEN_MESSAGE,
        requestId: expect.any(String),
      });
      expect(response.headers.connection).toBe('close');
      // Refused within the first megabytes of each 100 MB body: nothing buffered, the rest never read.
      expect(attacks[index]!.pulled()).toBeLessThan(4 * MB);
    }
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(50 * MB);
  });

  it('still reads multipart text fields on every route', async () => {
    const body = multipartBody({ email: 'nobody@example.com', password: 'wrong-password-1' });
    const response = await app.inject({ method: 'POST', url: '/api/user/login', ...body });
    expect(response.statusCode).toBe(401);
  });

  it('refuses even a tiny file on a route that takes none, before auth or validation', async () => {
    const body = multipartBody({}, [
      { field: 'file', fileName: 'a.png', contentType: 'image/png', bytes: Buffer.from('tiny') },
    ]);
    const response = await app.inject({ method: 'POST', url: '/api/signupOwner', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(FILES_NOT_TAKEN_MESSAGE);
  });
});
