import fp from 'fastify-plugin';
import type { FaxSender } from './fax-sender.js';
import { createOutboxFaxSender } from './outbox-fax-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    fax: FaxSender;
  }
}

export interface FaxPluginOptions {
  /** A provider adapter (provider-fax-sender.ts) a deployment hands in; otherwise faxes go to the outbox. */
  sender?: FaxSender;
}

/** Faxed kitchen tickets: the outbox folder by default, a provider's HTTPS API in production. */
export const faxPlugin = fp<FaxPluginOptions>(
  async (app, options) => {
    const log = app.log.child({ plugin: 'fax' });
    app.decorate('fax', options.sender ?? createOutboxFaxSender({ storage: app.objectStorage, log }));
  },
  { name: 'fax', dependencies: ['uploads'] },
);
