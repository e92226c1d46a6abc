import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { mailQueue } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { createOutboxTransport, redactLink } from './outbox-transport.js';
import { createQueuedMailer } from './queued-mailer.js';
import { createFolderObjectStorage } from '@/plugins/storage/folder-storage.js';

const brand = { brandName: 'Orderlane', supportEmail: 'support@orderlane.example' };
const resetUrl = 'https://orderlane.test/resetPassword?email=ada%40example.com&token=SECRET-reset-token-123';

describe('reset links stay out of logs and the database (issue 13 finding 9)', async () => {
  const app = await buildTestApp();

  it('blanks every token parameter of a logged link', () => {
    expect(redactLink(resetUrl)).toBe(
      'https://orderlane.test/resetPassword?email=ada%40example.com&token=[redacted]',
    );
    expect(redactLink('https://x.test/verify-email?token=abc#top')).toBe(
      'https://x.test/verify-email?token=[redacted]#top',
    );
    expect(redactLink('https://x.test/portal/invitation#token=abc')).toBe(
      'https://x.test/portal/invitation#token=[redacted]',
    );
    expect(redactLink('https://x.test/storeslist')).toBe('https://x.test/storeslist');
  });

  it('logs the outbox mail without the token, writes it whole into the .eml, and keeps only who, what and when once sent', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'orderlane-outbox-'));
    const info = vi.fn();
    const log = { info, warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const transport = createOutboxTransport({
      storage: createFolderObjectStorage(outboxDir, { outbox: outboxDir }),
      from: { name: 'Orderlane', address: brand.supportEmail },
      log,
    });
    // Years ahead, so the app's own worker (on the real clock) never finds this mail due.
    const clock = { now: Date.now() + 10 * 365 * 24 * 3600 * 1000 };
    const sut = createQueuedMailer({ db: app.db, transport, log, brand, now: () => new Date(clock.now) });
    await sut.enqueue({
      to: 'reset-secret@example.com',
      template: 'passwordReset',
      locale: 'en',
      data: { email: 'reset-secret@example.com', resetUrl },
    });
    await sut.flush();

    expect(JSON.stringify(info.mock.calls)).not.toContain('SECRET-reset-token-123');
    expect(JSON.stringify(info.mock.calls)).toContain('token=[redacted]');
    const [file] = await readdir(outboxDir);
    expect(await readFile(path.join(outboxDir, file!), 'utf8')).toContain('SECRET-reset-token-123');
    const [row] = await app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, 'reset-secret@example.com'));
    expect(row).toMatchObject({
      status: 'SENT',
      toAddress: 'reset-secret@example.com',
      subject: 'Reset your Orderlane password',
      sentAt: expect.any(Date),
      html: '',
      text: '',
    });
  });
});
