import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer.js';

export interface SmtpTransportOptions {
  smtpUrl: string;
  from: { name: string; address: string };
}

/** Real delivery through the SMTP server of SMTP_URL (`smtp://user:pass@host:port`). */
export function createSmtpTransport({ smtpUrl, from }: SmtpTransportOptions): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Short timeouts: a stuck server delays only the queue, and the mail is retried later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
    },
    async close() {
      transporter.close();
    },
  };
}
