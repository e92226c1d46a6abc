import { connect } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddressPlugin } from './client-address.js';

/**
 * Starts `app` with one route that waits until its client has hung up, then answers what `read` says of the
 * request; resolves with that reading. The client sends the request and destroys its socket once the route has it.
 */
async function readAfterHangUp(app: FastifyInstance, read: (request: FastifyRequest) => unknown) {
  let arrived!: () => void;
  const routeHasIt = new Promise<void>((resolve) => (arrived = resolve));
  const reading = new Promise<unknown>((resolve) => {
    app.post('/hang-up', async (request) => {
      arrived();
      const socket = request.raw.socket;
      if (!socket.destroyed) {
        await new Promise((closed) => socket.once('close', closed));
      }
      resolve(read(request));
      return 'too late';
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const client = connect(port, '127.0.0.1', () => {
    client.write('POST /hang-up HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n');
  });
  client.on('error', () => undefined);
  await routeHasIt;
  client.destroy();
  return reading;
}

describe('the client address', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it("is lost by Fastify's request.ip once the client hangs up (why the plugin exists)", async () => {
    app = Fastify();
    // eslint-disable-next-line no-restricted-properties -- the behaviour under test
    expect(await readAfterHangUp(app, (request) => request.ip)).toBeUndefined();
  }, 30_000);

  it('is kept as it was on arrival in request.clientIp', async () => {
    app = Fastify();
    await app.register(clientAddressPlugin);
    expect(await readAfterHangUp(app, (request) => request.clientIp)).toBe('127.0.0.1');
  }, 30_000);
});
