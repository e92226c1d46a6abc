import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Quoted-printable as nodemailer writes the text part: soft line breaks and =XX escapes. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Delivers the queued mails, then answers the links of one kind (`/verify-email?token=...`) in the mails sent to
 * an address, oldest first, read from the outbox folder as a diner would read their mailbox.
 */
export async function findMailedLinks(app: FastifyInstance, to: string, pathname: string): Promise<string[]> {
  await app.mailer.flush();
  const outbox = path.join(app.config.dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).sort();
  const links: string[] = [];
  for (const file of files) {
    const mail = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'));
    if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail)) {
      continue;
    }
    const pattern = new RegExp(`https?://[^\\s"<>]*${pathname.replace(/[.?]/g, '\\$&')}[^\\s"<>]*`, 'g');
    links.push(...new Set(mail.match(pattern) ?? []));
  }
  return links;
}

/** The token parameter of a mailed link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
