import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';
import { signUpOwner } from '@/modules/owners/owners-fixtures.js';
import { insertPortalWorld, mailsTo, portalCall } from './portal-fixtures.js';

describe('store members', async () => {
  const app = await buildTestApp();
  const { store, owner, staff } = await insertPortalWorld(app);
  const members = `/portal/stores/${store.storeId}/members`;

  it('lists the members to owners only', async () => {
    const listed = (await portalCall(app, owner, 'GET', members)).json().data.members;
    expect(listed.map((member: { name: string; role: string }) => [member.name, member.role])).toEqual([
      ['Olive Owner', 'OWNER'],
      ['Sam Staff', 'STAFF'],
    ]);
    expect((await portalCall(app, staff, 'GET', members)).statusCode).toBe(403);
  });

  it('invites a new e-mail: an account with a set-password link that signs in to the store', async () => {
    const invited = await portalCall(app, owner, 'POST', members, {
      email: 'New.Cook@Example.com',
      role: 'STAFF',
      name: 'Nia Cook',
    });
    expect(invited.json().data).toMatchObject({
      email: 'new.cook@example.com',
      name: 'Nia Cook',
      role: 'STAFF',
      isNewAccount: true,
    });
    const [mail] = await mailsTo(app, 'new.cook@example.com');
    expect(mail?.subject).toBe('Olive Owner added you to Board Grill on Orderlane');
    const link = /https?:\/\/\S*reset-password\?email=([^&\s]+)&token=([A-Za-z0-9_-]+)/.exec(
      mail?.text ?? '',
    );
    expect(link).not.toBeNull();
    const reset = await app.inject({
      method: 'POST',
      url: '/api/owner/resetPassword',
      payload: { email: decodeURIComponent(link![1]!), token: link![2], newPassword: 'a-fresh-password' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/owner/login',
      payload: { email: 'new.cook@example.com', password: 'a-fresh-password' },
    });
    expect(login.json().data.stores).toEqual([{ id: store.storeId, name: 'Board Grill', role: 'STAFF' }]);
  });

  it('links an existing account and can make it an owner', async () => {
    const existing = await signUpOwner(app, { name: 'Ezra Existing' });
    const invited = await portalCall(app, owner, 'POST', members, { email: existing.email, role: 'OWNER' });
    expect(invited.json().data).toMatchObject({ ownerId: existing.id, role: 'OWNER', isNewAccount: false });
    expect((await portalCall(app, existing, 'GET', members)).statusCode).toBe(200);
  });

  it('refuses bad invitations and keeps the last owner', async () => {
    expect((await portalCall(app, owner, 'POST', members, { email: 'not-an-email' })).statusCode).toBe(400);
    expect(
      (await portalCall(app, owner, 'POST', members, { email: 'x@example.com', role: 'BOSS' })).statusCode,
    ).toBe(400);
    expect((await portalCall(app, owner, 'POST', members, { email: owner.email })).statusCode).toBe(400);
    expect((await portalCall(app, staff, 'POST', members, { email: 'y@example.com' })).statusCode).toBe(403);
    expect((await portalCall(app, owner, 'DELETE', `${members}/${staff.id}`)).statusCode).toBe(200);
    expect((await portalCall(app, staff, 'GET', `/portal/orders?storeId=${store.storeId}`)).statusCode).toBe(
      403,
    );
    expect((await portalCall(app, owner, 'DELETE', `${members}/${staff.id}`)).statusCode).toBe(404);
  });
});
