import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createEventStreams } from './event-streams.js';

/** Reads a streamed answer until `until` matches what arrived, or the stream ends. */
function readStream(url: string, until: (text: string) => boolean) {
  return new Promise<{ status: number; type: string; text: string; ended: boolean }>((resolve, reject) => {
    const req = httpRequest(url, (res) => {
      let text = '';
      let ended = false;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (until(text)) {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text, ended });
        }
      });
      res.on('end', () => {
        ended = true;
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text, ended });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('server-sent event streams', () => {
  it('sends named JSON events and heartbeats, and ends every stream when the app closes', async () => {
    const streams = createEventStreams({ heartbeatMs: 30, retryMs: 1500 });
    const app = Fastify();
    const cleanedUp: string[] = [];
    app.get('/stream', (request, reply) => {
      const stream = streams.open(request, reply);
      stream.onClose(() => cleanedUp.push('closed'));
      stream.send('order', { orderId: 7, status: 'PLACED' });
    });
    app.addHook('preClose', async () => streams.closeAll());
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const answer = await readStream(`${address}/stream`, (text) => text.includes(': heartbeat'));
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/event-stream; charset=utf-8');
    expect(answer.text).toContain('retry: 1500\n');
    expect(answer.text).toContain('event: order\ndata: {"orderId":7,"status":"PLACED"}\n\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cleanedUp).toEqual(['closed']);

    const open = readStream(`${address}/stream`, () => false);
    while (streams.size === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await app.close();
    expect((await open).ended).toBe(true);
    expect(streams.size).toBe(0);
  });
});
