import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeMailBody, subjectOf } from '@/plugins/mail/test-smtp-server.js';

export interface OutboxMail {
  to: string;
  subject: string;
  /** The whole message, quoted-printable undone: text and HTML parts. */
  body: string;
}

/**
 * The mails the outbox transport wrote for `to`, oldest first (a delivered mail's body is cleared in the
 * queue, so tests read what was sent from the .eml files).
 */
export async function outboxMailsTo(app: FastifyInstance, to: string): Promise<OutboxMail[]> {
  await app.mailer.flush();
  const folder = path.join(app.config.dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(folder, file), 'utf8');
    const recipient = /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
    if (recipient.toLowerCase().includes(to.toLowerCase())) {
      mails.push({ to: recipient, subject: subjectOf(raw), body: decodeMailBody(raw) });
    }
  }
  return mails;
}
