import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives (tests); `failing` makes it refuse mail. */
export async function startTestSmtpServer() {
  const mails: CaughtMail[] = [];
  const state = { failing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.failing) {
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The readable text of a raw message: quoted-printable soft breaks and escapes undone. */
export function decodeMailBody(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function findLink(raw: string, pathName: string): URL {
  const match = new RegExp(`https?://[^\\s"<>]+/${pathName}\\?[^\\s"<>]+`).exec(decodeMailBody(raw));
  if (!match) {
    throw new Error(`no ${pathName} link in the mail`);
  }
  return new URL(match[0]);
}

export function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  // RFC 2047 encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=) for non-ASCII subjects.
  return header
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeMailBody(text.replace(/_/g, ' ')),
    );
}
