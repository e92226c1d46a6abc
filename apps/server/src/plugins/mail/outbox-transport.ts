import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { ObjectStorage } from '@/plugins/storage/object-storage.js';
import type { MailTransport } from './mailer.js';

export interface OutboxTransportOptions {
  /** Mails go to its outbox area: DATA_DIR/outbox, or the S3 bucket's outbox/ prefix. */
  storage: Pick<ObjectStorage, 'put'>;
  from: { name: string; address: string };
  log: FastifyBaseLogger;
}

const linkPattern = /https?:\/\/[^\s<>"']+/g;

/** A link as the log shows it: every token parameter blanked, since a log line outlives the link's use. */
export function redactLink(link: string): string {
  return link.replace(/([?&#][^=&#]*token=)[^&#]*/gi, '$1[redacted]');
}

/** Writes each mail as an `.eml` file (openable in any mail client) and logs its subject and its links, tokens redacted. */
export function createOutboxTransport({ storage, from, log }: OutboxTransportOptions): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await composer.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      const fileName = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`;
      // A mail may hold a live set-password link: the folder storage writes it for the server's user alone.
      await storage.put('outbox', fileName, info.message as Buffer, 'message/rfc822');
      const links = [...new Set(mail.text.match(linkPattern) ?? [])].map(redactLink);
      log.info({ to: mail.to, subject: mail.subject, links, file: fileName }, 'mail written to the outbox');
    },
    async close() {
      composer.close();
    },
  };
}
