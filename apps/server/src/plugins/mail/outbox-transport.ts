import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer.js';

export interface OutboxTransportOptions {
  outboxDir: string;
  from: { name: string; address: string };
  log: FastifyBaseLogger;
}

const linkPattern = /https?:\/\/[^\s<>"']+/g;

/** A link as the log shows it: every token parameter blanked, since a log line outlives the link's use. */
export function redactLink(link: string): string {
  return link.replace(/([?&#][^=&#]*token=)[^&#]*/gi, '$1[redacted]');
}

/** Writes each mail as an `.eml` file (openable in any mail client) and logs its subject and its links, tokens redacted. */
export function createOutboxTransport({ outboxDir, from, log }: OutboxTransportOptions): MailTransport {
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
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const fileName = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`;
      // A mail may hold a live set-password link: the server's user alone reads it.
      await writeFile(path.join(outboxDir, fileName), info.message as Buffer, { mode: 0o600 });
      const links = [...new Set(mail.text.match(linkPattern) ?? [])].map(redactLink);
      log.info({ to: mail.to, subject: mail.subject, links, file: fileName }, 'mail written to the outbox');
    },
    async close() {
      composer.close();
    },
  };
}
