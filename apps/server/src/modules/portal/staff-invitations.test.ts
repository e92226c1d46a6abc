import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';
import type { MailRequest } from '@/plugins/mail/mailer.js';
import { insertStoreFixture } from '@/modules/orders/orders-fixtures.js';
import { signUpOwner } from '@/modules/owners/owners-fixtures.js';
import { createStaffInvitationsService, INVITATION_LINK_MS } from './staff-invitations-service.js';

describe('staff invitations: limits and expiry (issue 49 finding 7)', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  let now = new Date('2031-03-02T15:00:00Z');

  function newSut() {
    const sent: MailRequest[] = [];
    const sut = createStaffInvitationsService({
      db: app.db,
      mailer: { enqueue: async (mail) => void sent.push(mail) },
      attemptLimits: app.attemptLimits,
      publicUrl: 'https://orderlane.test',
      clock: () => now,
    });
    return { sut, sent };
  }
  const inviter = async () => ({ ownerId: (await signUpOwner(app)).id, name: 'Ivy Inviter' });
  const newStore = async () => {
    const { storeId } = await insertStoreFixture(app.db, { name: 'Limit Grill' });
    return { id: storeId, name: 'Limit Grill' };
  };
  const tokenOf = (mail: MailRequest | undefined) =>
    /#token=([A-Za-z0-9_-]+)$/.exec(mail?.template === 'staffInvite' ? mail.data.url : '')?.[1] ?? '';

  it('sends one address at most 3 invitations a day, from any store, then answers 429 with a sentence', async () => {
    const { sut, sent } = newSut();
    const who = await inviter();
    for (let n = 0; n < 3; n += 1) {
      await sut.invite(await newStore(), who, { email: 'Popular@example.com', role: 'STAFF' });
    }
    await expect(
      sut.invite(await newStore(), await inviter(), { email: 'popular@example.com', role: 'STAFF' }),
    ).rejects.toMatchObject({
      type: 'rate_limited',
      message: expect.stringMatching(
        /^This address has had 3 invitations today\. Please try again in \d+ hours?\.$/,
      ),
    });
    expect(sent).toHaveLength(3);
  });

  it('lets one inviter send 20 a day across stores, and one store receive 20 a day from all its owners', async () => {
    const { sut, sent } = newSut();
    const busy = await inviter();
    const first = await newStore();
    for (let n = 0; n < 20; n += 1) {
      await sut.invite(first, busy, { email: `cook-a${n}@example.com`, role: 'STAFF' });
    }
    await expect(
      sut.invite(await newStore(), busy, { email: 'cook-a20@example.com', role: 'STAFF' }),
    ).rejects.toThrow(/^You have sent 20 invitations today\./);
    await expect(
      sut.invite(first, await inviter(), { email: 'cook-a21@example.com', role: 'STAFF' }),
    ).rejects.toThrow(/^This store has sent 20 invitations today\./);
    expect(sent).toHaveLength(20);
  });

  it('an invitation stops working 7 days after it was sent', async () => {
    const { sut, sent } = newSut();
    const store = await newStore();
    await sut.invite(store, await inviter(), { email: 'late@example.com', role: 'STAFF' });
    const token = tokenOf(sent[0]);
    expect(token).not.toBe('');
    const invitee = await signUpOwner(app, { email: 'late@example.com' });
    now = new Date(now.getTime() + INVITATION_LINK_MS + 1000);
    await expect(sut.preview(token)).rejects.toMatchObject({ type: 'not_found' });
    await expect(sut.accept(token, invitee.id)).rejects.toMatchObject({ type: 'not_found' });
    expect(await sut.listPending(store.id, 'America/Chicago')).toEqual([]);
  });
});
