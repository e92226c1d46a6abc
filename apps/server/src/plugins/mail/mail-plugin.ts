import fp from 'fastify-plugin';
import type { MailTransport, Mailer } from './mailer.js';
import { createQueuedMailer } from './queued-mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * A transport made by its first mail: nodemailer is loaded when there is something to send, not at start
 * (docs/PERFORMANCE.md §8.8).
 */
function transportOnFirstMail(open: () => Promise<MailTransport>): MailTransport {
  let opening: Promise<MailTransport> | undefined;
  return {
    async send(mail) {
      // A failed opening is tried again by the next mail (the queue retries this one).
      opening ??= open().catch((error: unknown) => {
        opening = undefined;
        throw error;
      });
      const transport = await opening;
      await transport.send(mail);
    },
    async close() {
      // A transport that failed to open has nothing to close; the mail it failed stays queued.
      const transport = await opening?.catch(() => undefined);
      await transport?.close();
    },
  };
}

/** SMTP when SMTP_URL is set, else the outbox folder; either way mails go through the database queue. */
export const mailPlugin = fp(
  async (app) => {
    const { config } = app;
    const from = { name: config.brandName, address: config.supportEmail };
    const log = app.log.child({ plugin: 'mail' });
    const { smtpUrl } = config;
    const transport = transportOnFirstMail(async () => {
      if (smtpUrl) {
        const { createSmtpTransport } = await import('./smtp-transport.js');
        return createSmtpTransport({ smtpUrl, from });
      }
      const { createOutboxTransport } = await import('./outbox-transport.js');
      return createOutboxTransport({ storage: app.objectStorage, from, log });
    });
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
  { name: 'mail', dependencies: ['db', 'uploads'] },
);
