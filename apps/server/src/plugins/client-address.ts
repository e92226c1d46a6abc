import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The client's address as it was when the request arrived ('' if the connection was already gone). Use it,
     * never `request.ip`: that getter reads the socket each time, and once the client hangs up (a phone losing
     * its signal mid-checkout) it answers undefined, which as a rate-limit key pooled every such request, from
     * every diner, into one bucket.
     */
    clientIp: string;
  }
}

export const clientAddressPlugin = fp(
  async (app) => {
    app.decorateRequest('clientIp', '');
    app.addHook('onRequest', (request, _reply, done) => {
      // eslint-disable-next-line no-restricted-properties -- the one place that reads it, while the socket is open
      request.clientIp = request.ip ?? '';
      done();
    });
  },
  { name: 'client-address' },
);
