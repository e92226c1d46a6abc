import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '@/db/client.js';
import { deliverDueMails, insertQueuedMail } from './mail-queue.js';
import { renderMail, type MailBrand } from './mail-templates.js';
import type { MailRequest, Mailer, MailTransport } from './mailer.js';

export interface QueuedMailerOptions {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  brand: MailBrand;
  pollIntervalMs?: number;
  now?: () => Date;
}

export interface QueuedMailer extends Mailer {
  start(): void;
  stop(): Promise<void>;
}

/** Queues mails in the database and delivers them from a small in-process worker with retries. */
export function createQueuedMailer({
  db,
  transport,
  log,
  brand,
  pollIntervalMs = 5_000,
  now = () => new Date(),
}: QueuedMailerOptions): QueuedMailer {
  const pendingCompositions = new Set<Promise<void>>();
  let delivering: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function drainQueue() {
    try {
      while ((await deliverDueMails({ db, transport, log, now })) > 0) {
        // keep going while due mails remain
      }
    } catch (error) {
      log.error({ err: error }, 'mail worker could not read the queue');
    }
  }

  function deliverExclusively(): Promise<void> {
    delivering ??= drainQueue().finally(() => {
      delivering = null;
    });
    return delivering;
  }

  const wake = () => {
    if (!stopped) {
      void deliverExclusively();
    }
  };

  async function enqueue(mail: MailRequest, executor?: Executor) {
    await insertQueuedMail(executor ?? db, mail.to, renderMail(mail, brand), now());
    // A mail written inside the caller's transaction waits for the next poll, after the commit.
    if (!executor) {
      wake();
    }
  }

  return {
    enqueue,
    enqueueLater(compose) {
      const composition = (async () => {
        const mail = await compose();
        if (mail) {
          await enqueue(mail);
        }
      })().catch((error: unknown) => log.error({ err: error }, 'could not queue a mail'));
      pendingCompositions.add(composition);
      void composition.finally(() => pendingCompositions.delete(composition));
    },
    async flush() {
      await Promise.all(pendingCompositions);
      await delivering;
      await deliverExclusively();
    },
    start() {
      timer = setInterval(wake, pollIntervalMs);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(pendingCompositions);
      await delivering;
      await transport.close();
    },
  };
}
