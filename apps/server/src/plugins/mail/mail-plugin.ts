import path from 'node:path';
import fp from 'fastify-plugin';
import type { Mailer } from './mailer.js';
import { createOutboxTransport } from './outbox-transport.js';
import { createQueuedMailer } from './queued-mailer.js';
import { createSmtpTransport } from './smtp-transport.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when SMTP_URL is set, else the outbox folder; either way mails go through the database queue. */
export const mailPlugin = fp(
  async (app) => {
    const { config } = app;
    const from = { name: config.brandName, address: config.supportEmail };
    const log = app.log.child({ plugin: 'mail' });
    const transport = config.smtpUrl
      ? createSmtpTransport({ smtpUrl: config.smtpUrl, from })
      : createOutboxTransport({ outboxDir: path.join(config.dataDir, 'outbox'), from, log });
    const mailer = createQueuedMailer({
      db: app.db,
      transport,
      log,
      brand: { brandName: config.brandName, supportEmail: config.supportEmail },
    });
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => mailer.start());
    app.addHook('onClose', async () => mailer.stop());
  },
  { name: 'mail', dependencies: ['db'] },
);
