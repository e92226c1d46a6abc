import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, describe, expect, it } from 'vitest';
import { stores } from '@/db/schema/index.js';
import { giveStoreRole, signUpOwner } from '@/modules/owners/owners-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { errorHandlerPlugin } from './error-handler.js';
import { ownerAuthPlugin, type StoreRole } from './owner-auth.js';

describe('owner auth: authenticateOwner and requireStoreRole', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });

  // A small app with one portal-like route, on the same database.
  const probe = Fastify();
  await probe.register(
    fp(
      async (instance) => {
        instance.decorate('db', app.db);
      },
      { name: 'db' },
    ),
  );
  await probe.register(errorHandlerPlugin);
  await probe.register(ownerAuthPlugin);
  probe.get<{ Querystring: { storeId: string; roles?: string } }>(
    '/probe',
    { preHandler: probe.authenticateOwner },
    async (request) => {
      const roles = request.query.roles ? (request.query.roles.split(',') as StoreRole[]) : undefined;
      const role = await probe.requireStoreRole(request, Number(request.query.storeId), roles);
      return { ownerAccountId: request.ownerAccountId, role };
    },
  );
  await probe.ready();
  afterAll(() => probe.close());

  const [store] = await app.db
    .insert(stores)
    .values({ name: 'Probe Diner', address: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601' })
    .returning({ id: stores.id });
  const storeId = store!.id;
  const owner = await signUpOwner(app);
  const staff = await signUpOwner(app);
  const stranger = await signUpOwner(app);
  await giveStoreRole(app, { storeId, ownerId: owner.id, role: 'OWNER' });
  await giveStoreRole(app, { storeId, ownerId: staff.id, role: 'STAFF' });

  const call = (headers: Record<string, string>, query: string) =>
    probe.inject({ method: 'GET', url: `/probe?${query}`, headers });

  it('answers the role of an owner and of staff', async () => {
    const asOwner = await call(owner.headers, `storeId=${storeId}`);
    expect(asOwner.json()).toEqual({ ownerAccountId: owner.id, role: 'OWNER' });
    const asStaff = await call(staff.headers, `storeId=${storeId}`);
    expect(asStaff.json()).toEqual({ ownerAccountId: staff.id, role: 'STAFF' });
  });

  it('refuses staff where only owners may act', async () => {
    const response = await call(staff.headers, `storeId=${storeId}&roles=OWNER`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 403,
      message: 'Your account does not have access to this store.',
      requestId: expect.any(String),
    });
  });

  it('refuses an account that does not hold the store, and a store that does not exist', async () => {
    expect((await call(stranger.headers, `storeId=${storeId}`)).statusCode).toBe(403);
    expect((await call(owner.headers, 'storeId=999999')).statusCode).toBe(403);
  });

  it('refuses a missing, malformed or unknown bearer token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: owner.accessToken },
      { authorization: 'Bearer nope' },
    ];
    for (const headers of attempts) {
      const response = await call(headers, `storeId=${storeId}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().status).toBe(403);
    }
  });
});
