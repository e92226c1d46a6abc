import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';
import { outboxMailsTo } from '@/testing/outbox-mails.js';
import { insertStoreFixture } from '@/modules/orders/orders-fixtures.js';
import { giveStoreRole, signUpOwner, type SignedUpOwner } from '@/modules/owners/owners-fixtures.js';
import { insertPortalWorld, mailsTo, portalCall } from './portal-fixtures.js';

describe('store members and invitations (issue 49 finding 7)', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store, owner, staff } = await insertPortalWorld(app);
  const members = `/portal/stores/${store.storeId}/members`;

  /** The token of the last invitation mailed to `email`, from the link's fragment. */
  async function invitationToken(email: string) {
    const mail = (await outboxMailsTo(app, email)).at(-1);
    const token = /\/portal\/invitation#token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeDefined();
    return token!;
  }
  const preview = (token: string) =>
    app.inject({ method: 'POST', url: '/api/portal/invitations/preview', payload: { token } });
  const accept = (who: SignedUpOwner | null, token: string) =>
    portalCall(app, who, 'POST', '/portal/invitations/accept', { token });
  const storesOf = async (who: SignedUpOwner) =>
    (await portalCall(app, who, 'GET', '/owner/me')).json().data.stores as { id: number; role: string }[];

  it('lists the members to owners only', async () => {
    const listed = (await portalCall(app, owner, 'GET', members)).json().data.members;
    expect(listed.map((member: { name: string; role: string }) => [member.name, member.role])).toEqual([
      ['Olive Owner', 'OWNER'],
      ['Sam Staff', 'STAFF'],
    ]);
    expect((await portalCall(app, staff, 'GET', members)).statusCode).toBe(403);
  });

  it('an invitation creates no account and never blocks the address from its own sign-up', async () => {
    const invited = await portalCall(app, owner, 'POST', members, {
      email: 'New.Cook@Example.com',
      role: 'STAFF',
      name: 'Nia Cook',
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().data).toMatchObject({
      email: 'new.cook@example.com',
      role: 'STAFF',
      status: 'PENDING',
    });
    const [mail] = await outboxMailsTo(app, 'new.cook@example.com');
    expect(mail?.subject).toBe('Invitation to join a restaurant on Orderlane: Board Grill');
    expect(mail?.body).toContain('Olive Owner invited you to join Board Grill on Orderlane as staff member.');

    const listed = (await portalCall(app, owner, 'GET', members)).json().data;
    expect(listed.members.map((member: { email: string }) => member.email)).not.toContain(
      'new.cook@example.com',
    );
    expect(listed.invitations).toEqual([
      expect.objectContaining({ email: 'new.cook@example.com', name: 'Nia Cook', role: 'STAFF' }),
    ]);

    const cook = await signUpOwner(app, { name: 'Nia Cook', email: 'new.cook@example.com' });
    expect(await storesOf(cook)).toEqual([]);
  });

  it('the invitee joins only by accepting the link while signed in, and the link works once', async () => {
    const cook = await signUpOwner(app, { name: 'Lee Line' });
    await portalCall(app, owner, 'POST', members, { email: cook.email, role: 'STAFF' });
    expect(await storesOf(cook)).toEqual([]);
    const token = await invitationToken(cook.email);

    expect((await preview(token)).json().data).toMatchObject({
      storeId: store.storeId,
      storeName: 'Board Grill',
      role: 'STAFF',
      inviterName: 'Olive Owner',
      email: cook.email,
    });
    expect((await accept(null, token)).statusCode).toBe(403);
    const accepted = await accept(cook, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      storeId: store.storeId,
      role: 'STAFF',
      stores: [{ id: store.storeId, name: 'Board Grill', role: 'STAFF' }],
    });
    expect(await storesOf(cook)).toEqual([{ id: store.storeId, name: 'Board Grill', role: 'STAFF' }]);

    const again = await accept(await signUpOwner(app), token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/no longer valid/);
    expect((await preview(token)).statusCode).toBe(404);
  });

  it('an account that became an owner meanwhile stays one when it accepts a staff invitation', async () => {
    const otherStore = await insertStoreFixture(app.db, { name: 'Second Grill' });
    await giveStoreRole(app, { storeId: otherStore.storeId, ownerId: owner.id, role: 'OWNER' });
    const partner = await signUpOwner(app);
    await portalCall(app, owner, 'POST', `/portal/stores/${otherStore.storeId}/members`, {
      email: partner.email,
      role: 'STAFF',
    });
    const token = await invitationToken(partner.email);
    await giveStoreRole(app, { storeId: otherStore.storeId, ownerId: partner.id, role: 'OWNER' });
    expect((await accept(partner, token)).statusCode).toBe(200);
    expect(await storesOf(partner)).toEqual([
      { id: otherStore.storeId, name: 'Second Grill', role: 'OWNER' },
    ]);
  });

  it('an owner revokes a pending invitation: its link stops working and the list drops it', async () => {
    const email = 'revoked@example.com';
    const sent = (await portalCall(app, owner, 'POST', members, { email })).json().data;
    const token = await invitationToken(email);
    const revokeUrl = `/portal/stores/${store.storeId}/invitations/${sent.invitationId}`;
    expect((await portalCall(app, staff, 'DELETE', revokeUrl)).statusCode).toBe(403);
    expect((await portalCall(app, owner, 'DELETE', revokeUrl)).statusCode).toBe(200);
    expect((await portalCall(app, owner, 'DELETE', revokeUrl)).statusCode).toBe(404);
    expect((await preview(token)).statusCode).toBe(404);
    expect((await accept(await signUpOwner(app, { email }), token)).statusCode).toBe(404);
    const listed = (await portalCall(app, owner, 'GET', members)).json().data.invitations;
    expect(listed.map((row: { email: string }) => row.email)).not.toContain(email);
  });

  it('a new invitation to the same address replaces the one before', async () => {
    const email = 'twice@example.com';
    await portalCall(app, owner, 'POST', members, { email });
    const first = await invitationToken(email);
    await portalCall(app, owner, 'POST', members, { email, role: 'OWNER' });
    expect((await preview(first)).statusCode).toBe(404);
    expect((await preview(await invitationToken(email))).json().data.role).toBe('OWNER');
  });

  it('puts a store name into the subject as one plain line of bounded length', async () => {
    const hostile = await insertStoreFixture(app.db, {
      name: `Evil\r\nBcc: victim@example.com\r\n\r\n<b>Free money</b> ${'x'.repeat(300)}`,
    });
    const hostileOwner = await signUpOwner(app, { name: 'Mal\r\nCc: other@example.com' });
    await giveStoreRole(app, { storeId: hostile.storeId, ownerId: hostileOwner.id, role: 'OWNER' });
    const sent = await portalCall(app, hostileOwner, 'POST', `/portal/stores/${hostile.storeId}/members`, {
      email: 'target@example.com',
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await outboxMailsTo(app, 'target@example.com');
    expect(mail?.subject).toMatch(
      /^Invitation to join a restaurant on Orderlane: Evil Bcc: victim@example\.com /,
    );
    expect(mail!.subject.length).toBeLessThanOrEqual(120);
    const [raw] = await mailsTo(app, 'target@example.com');
    expect(raw?.text).not.toMatch(/^(Bcc|Cc):/im);
  });

  it('refuses bad invitations and keeps the last owner', async () => {
    expect((await portalCall(app, owner, 'POST', members, { email: 'not-an-email' })).statusCode).toBe(400);
    expect(
      (await portalCall(app, owner, 'POST', members, { email: 'x@example.com', role: 'BOSS' })).statusCode,
    ).toBe(400);
    const self = await portalCall(app, owner, 'POST', members, { email: owner.email });
    expect(self.json()).toMatchObject({ status: 400, message: 'You already hold this store.' });
    expect((await portalCall(app, owner, 'POST', members, { email: staff.email })).statusCode).toBe(400);
    expect((await portalCall(app, staff, 'POST', members, { email: 'y@example.com' })).statusCode).toBe(403);
    expect((await portalCall(app, owner, 'DELETE', `${members}/${staff.id}`)).statusCode).toBe(200);
    expect((await portalCall(app, staff, 'GET', `/portal/orders?storeId=${store.storeId}`)).statusCode).toBe(
      403,
    );
    expect((await portalCall(app, owner, 'DELETE', `${members}/${staff.id}`)).statusCode).toBe(404);
  });
});
