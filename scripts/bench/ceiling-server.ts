/**
 * The ceiling of the bench: a bare Fastify route answering the bytes of a real getStoreMenu answer from memory,
 * with nothing else (no plugins, no database, no logging). BYTES_FILE and PORT come from the bench.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bytes = readFileSync(process.env.BYTES_FILE ?? '');
const app = Fastify({ logger: false });
app.post('/api/getStoreMenu', (_request, reply) => {
  void reply.type('application/json; charset=utf-8').send(bytes);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));
