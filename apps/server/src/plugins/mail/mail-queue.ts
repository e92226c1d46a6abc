import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '@/db/client.js';
import { mailQueue } from '@/db/schema/index.js';
import type { MailTransport, OutgoingMail, RenderedMail } from './mailer.js';

export const MAX_DELIVERY_ATTEMPTS = 8;
const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
// A claimed mail is retried after this lease if its process died while sending it.
const CLAIM_LEASE_MS = 5 * 60 * 1000;
const BATCH_SIZE = 10;

/** 30 s, 1 min, 2 min ... capped at one hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1));

export async function insertQueuedMail(executor: Executor, to: string, mail: RenderedMail, now: Date) {
  await executor.insert(mailQueue).values({ toAddress: to, ...mail, nextAttemptAt: now, createdAt: now });
}

/** Takes up to a batch of due mails for this process; other processes skip the locked rows. */
async function claimDueMails(db: Db, now: Date) {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(eq(mailQueue.status, 'QUEUED'), lte(mailQueue.nextAttemptAt, now)))
    .orderBy(mailQueue.id)
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(mailQueue)
    .set({
      attempts: sql`${mailQueue.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(inArray(mailQueue.id, due))
    .returning({
      id: mailQueue.id,
      to: mailQueue.toAddress,
      subject: mailQueue.subject,
      html: mailQueue.html,
      text: mailQueue.text,
      attempts: mailQueue.attempts,
    });
}

export interface MailDelivery {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  now?: () => Date;
}

async function deliverOne(
  { db, transport, log, now = () => new Date() }: MailDelivery,
  mail: OutgoingMail & { attempts: number },
) {
  try {
    await transport.send(mail);
    // Delivered: who, what and when stay for support; the body (which may hold a sign-in link) goes.
    await db
      .update(mailQueue)
      .set({ status: 'SENT', sentAt: now(), lastError: null, html: '', text: '' })
      .where(eq(mailQueue.id, mail.id));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const givesUp = mail.attempts >= MAX_DELIVERY_ATTEMPTS;
    const nextAttemptAt = new Date(now().getTime() + retryDelayMs(mail.attempts));
    log.warn(
      {
        mailId: mail.id,
        subject: mail.subject,
        attempts: mail.attempts,
        reason,
        retryAt: givesUp ? null : nextAttemptAt,
      },
      givesUp ? 'mail delivery failed; giving up' : 'mail delivery failed; will retry',
    );
    await db
      .update(mailQueue)
      .set({ status: givesUp ? 'FAILED' : 'QUEUED', lastError: reason.slice(0, 1000), nextAttemptAt })
      .where(eq(mailQueue.id, mail.id));
  }
}

/** Delivers the mails due now; answers how many it tried. */
export async function deliverDueMails(delivery: MailDelivery): Promise<number> {
  const claimed = await claimDueMails(delivery.db, (delivery.now ?? (() => new Date()))());
  for (const mail of claimed) {
    await deliverOne(delivery, mail);
  }
  return claimed.length;
}
