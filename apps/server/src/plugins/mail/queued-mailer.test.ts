import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { mailQueue } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './mail-queue.js';
import type { MailRequest, MailTransport, OutgoingMail } from './mailer.js';
import { createOutboxTransport } from './outbox-transport.js';
import { createQueuedMailer } from './queued-mailer.js';
import { createFolderObjectStorage } from '@/plugins/storage/folder-storage.js';

const brand = { brandName: 'Orderlane', supportEmail: 'support@orderlane.example' };
const welcome = (to: string): MailRequest => ({
  to,
  template: 'welcome',
  locale: 'en',
  data: { firstName: 'Ada', storesUrl: 'https://orderlane.test/storeslist' },
});
const silentLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;

function createFakeTransport() {
  const sent: OutgoingMail[] = [];
  const state = { failing: false };
  const transport: MailTransport = {
    async send(mail) {
      if (state.failing) {
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      }
      sent.push(mail);
    },
    async close() {},
  };
  return { transport, sent, state };
}

describe('queued mailer', async () => {
  const app = await buildTestApp();
  const rowFor = async (to: string) =>
    (await app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to)))[0];
  // Years ahead, so the app's own worker (on the real clock) never finds these mails due.
  const startClock = () => ({ now: Date.now() + 10 * 365 * 24 * 3600 * 1000 });

  it('queues a mail in the database and delivers it', async () => {
    const { transport, sent } = createFakeTransport();
    const clock = startClock();
    const sut = createQueuedMailer({
      db: app.db,
      transport,
      log: silentLog(),
      brand,
      now: () => new Date(clock.now),
    });
    await sut.enqueue(welcome('queued@example.com'));
    await sut.flush();
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['queued@example.com', 'Welcome to Orderlane'],
    ]);
    expect(await rowFor('queued@example.com')).toMatchObject({
      status: 'SENT',
      attempts: 1,
      sentAt: expect.any(Date),
    });
  });

  it('retries with exponential backoff, logs each failure, then gives up', async () => {
    const { transport, sent, state } = createFakeTransport();
    const clock = startClock();
    const log = silentLog();
    const sut = createQueuedMailer({ db: app.db, transport, log, brand, now: () => new Date(clock.now) });
    state.failing = true;
    await sut.enqueue(welcome('down@example.com'));
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      await sut.flush();
      const row = await rowFor('down@example.com');
      expect(row?.attempts).toBe(attempt);
      delays.push(row!.nextAttemptAt.getTime() - clock.now);
      clock.now = row!.nextAttemptAt.getTime();
    }
    expect(delays.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(await rowFor('down@example.com')).toMatchObject({
      status: 'FAILED',
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
    expect(log.warn).toHaveBeenCalledTimes(MAX_DELIVERY_ATTEMPTS);
    expect(sent).toEqual([]);
  });

  it('delivers on a later attempt once the server is back', async () => {
    const { transport, sent, state } = createFakeTransport();
    const clock = startClock();
    const sut = createQueuedMailer({
      db: app.db,
      transport,
      log: silentLog(),
      brand,
      now: () => new Date(clock.now),
    });
    state.failing = true;
    await sut.enqueue(welcome('back@example.com'));
    await sut.flush();
    state.failing = false;
    await sut.flush();
    expect(sent).toEqual([]); // not due yet
    clock.now += retryDelayMs(1);
    await sut.flush();
    expect(sent.map((mail) => mail.to)).toEqual(['back@example.com']);
  });

  it('never throws from enqueueLater, and logs the failure', async () => {
    const { transport } = createFakeTransport();
    const log = silentLog();
    const sut = createQueuedMailer({ db: app.db, transport, log, brand });
    sut.enqueueLater(async () => {
      throw new Error('lookup failed');
    });
    await sut.flush();
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('caps the retry delay at one hour', () => {
    expect(retryDelayMs(20)).toBe(60 * 60 * 1000);
  });
});

describe('outbox transport', () => {
  it('writes one .eml per mail and logs its subject and links', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'orderlane-outbox-'));
    const log = silentLog();
    const sut = createOutboxTransport({
      storage: createFolderObjectStorage(outboxDir, { outbox: outboxDir }),
      from: { name: 'Orderlane', address: 'support@orderlane.example' },
      log,
    });
    await sut.send({
      id: 7,
      to: 'a@example.com',
      subject: 'Hello',
      html: '<p>Hi</p>',
      text: 'Go to https://orderlane.test/x?a=1 now',
    });
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-7\.eml$/);
    const eml = await readFile(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain('To: a@example.com');
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ subject: 'Hello', links: ['https://orderlane.test/x?a=1'] }),
      'mail written to the outbox',
    );
  });
});

describe('the app without SMTP_URL', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'orderlane-data-'));
  const app = await buildTestApp({ DATA_DIR: dataDir });

  it('delivers to the outbox', async () => {
    await app.mailer.enqueue(welcome('outbox@example.com'));
    await app.mailer.flush();
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(1);
  });
});
