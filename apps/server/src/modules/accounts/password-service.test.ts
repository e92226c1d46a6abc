import { describe, expect, it } from 'vitest';
import type { MailRequest, Mailer } from '@/plugins/mail/mailer.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { signUpUser } from './accounts-fixtures.js';
import { createPasswordService, RESET_TOKEN_INVALID_MESSAGE } from './password-service.js';

/** A mailer that keeps the mails it is given. */
function createFakeMailer() {
  const sent: MailRequest[] = [];
  const pending: Promise<void>[] = [];
  const mailer: Mailer = {
    async enqueue(mail) {
      sent.push(mail);
    },
    enqueueLater(compose) {
      pending.push(compose().then((mail) => void (mail && sent.push(mail))));
    },
    async flush() {
      await Promise.all(pending);
    },
  };
  return { mailer, sent };
}

describe('password service: reset links expire after 30 minutes', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });

  function newSut(start: number) {
    const clock = { now: start };
    const { mailer, sent } = createFakeMailer();
    const sut = createPasswordService({
      db: app.db,
      attemptLimits: app.attemptLimits,
      mailer,
      passwordHashCost: app.config.passwordHashCost,
      publicUrl: 'https://orderlane.test',
      now: () => new Date(clock.now),
    });
    async function requestToken(email: string) {
      await sut.requestPasswordReset({ email, ip: '127.0.0.1', locale: 'en' });
      await mailer.flush();
      const mail = sent.at(-1);
      if (mail?.template !== 'passwordReset') {
        throw new Error('no reset mail');
      }
      return new URL(mail.data.resetUrl).searchParams.get('token')!;
    }
    return { sut, clock, requestToken };
  }

  it('accepts a token at 29 minutes', async () => {
    const user = await signUpUser(app);
    const { sut, clock, requestToken } = newSut(Date.now());
    const token = await requestToken(user.email);
    clock.now += 29 * 60_000;
    expect(await sut.isResetTokenValid({ email: user.email, token })).toBe(true);
    await sut.resetPassword({ email: user.email, token, newPassword: 'set at 29 minutes' });
    expect(await sut.isResetTokenValid({ email: user.email, token })).toBe(false);
  });

  it('refuses the same token after 30 minutes', async () => {
    const user = await signUpUser(app);
    const { sut, clock, requestToken } = newSut(Date.now());
    const token = await requestToken(user.email);
    clock.now += 30 * 60_000 + 1;
    expect(await sut.isResetTokenValid({ email: user.email, token })).toBe(false);
    await expect(
      sut.resetPassword({ email: user.email, token, newPassword: 'too late now' }),
    ).rejects.toThrow(RESET_TOKEN_INVALID_MESSAGE);
  });

  it('writes no mail for an unknown e-mail', async () => {
    const { mailer, sent } = createFakeMailer();
    const sut = createPasswordService({
      db: app.db,
      attemptLimits: app.attemptLimits,
      mailer,
      passwordHashCost: app.config.passwordHashCost,
      publicUrl: 'https://orderlane.test',
    });
    await sut.requestPasswordReset({ email: 'ghost@example.com', ip: '127.0.0.1', locale: 'en' });
    await mailer.flush();
    expect(sent).toEqual([]);
  });
});
