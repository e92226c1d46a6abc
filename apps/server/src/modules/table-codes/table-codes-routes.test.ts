import { describe, expect, it } from 'vitest';
import { decodeInStoreCode } from '@orderlane/domain';
import {
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  placeThroughApi,
} from '@/modules/orders/orders-fixtures.js';
import { giveStoreRole, signUpOwner } from '@/modules/owners/owners-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { createTableTokens } from '@/plugins/table-tokens.js';

describe('GET /api/portal/stores/:storeId/table-codes (issue 13 finding 1)', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const store = await insertStoreFixture(app.db);
  const owner = await signUpOwner(app);
  const staff = await signUpOwner(app);
  const stranger = await signUpOwner(app);
  await giveStoreRole(app, { storeId: store.storeId, ownerId: owner.id, role: 'OWNER' });
  await giveStoreRole(app, { storeId: store.storeId, ownerId: staff.id, role: 'STAFF' });
  const codesFor = (headers: Record<string, string>, query = '?tables=3') =>
    app.inject({ method: 'GET', url: `/api/portal/stores/${store.storeId}/table-codes${query}`, headers });

  it("answers the store's owners a signed code per table and the counter's signed walk-in code", async () => {
    const response = await codesFor(owner.headers);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: { issuedOn: string; codes: { tableName: string | null; path: string }[] };
    }>();
    expect(data.issuedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.codes.map((code) => code.tableName)).toEqual(['1', '2', '3', null]);
    const decoded = data.codes.map((code) => decodeInStoreCode(code.path.replace('/in_store/', '')));
    expect(decoded[3]).toMatchObject({ storeId: store.storeId, tableName: null, tableToken: null });
    expect(app.tableTokens.verifyCounter(decoded[3]!.counterToken!, store.storeId)).toBe(true);
    for (const code of decoded.slice(0, 3)) {
      expect(app.tableTokens.verify(code!.tableToken!, store.storeId, code!.tableName!)).toBe(true);
    }
  });

  it('lets a diner who scanned a printed code order dine-in at that table', async () => {
    const { data } = (await codesFor(owner.headers)).json<{ data: { codes: { path: string }[] } }>();
    const code = decodeInStoreCode(data.codes[1]!.path.replace('/in_store/', ''))!;
    const diner = await insertUserFixture(app.db);
    const order = pickupOrder(store, {
      orderType: 'DINE_IN',
      orderPaymentMethod: 'IN_STORE',
      tableName: code.tableName!,
      tableToken: code.tableToken!,
    });
    expect(await placeThroughApi(app, diner, order, { paymentstatus: 'CASH', card: null })).toEqual(
      expect.any(Number),
    );
  });

  it('lets a diner who scanned the printed counter code order to go and pay in store (issue 49 finding 9)', async () => {
    const { data } = (await codesFor(owner.headers)).json<{ data: { codes: { path: string }[] } }>();
    const code = decodeInStoreCode(data.codes[3]!.path.replace('/in_store/', ''))!;
    const diner = await insertUserFixture(app.db);
    const order = pickupOrder(store, {
      orderType: 'WALK_IN',
      orderPaymentMethod: 'IN_STORE',
      counterToken: code.counterToken!,
    });
    expect(await placeThroughApi(app, diner, order, { paymentstatus: 'CASH', card: null })).toEqual(
      expect.any(Number),
    );
  });

  it('refuses staff, other restaurants, diners and the signed out', async () => {
    const diner = await insertUserFixture(app.db);
    for (const headers of [staff.headers, stranger.headers, diner.headers, {}]) {
      expect((await codesFor(headers)).statusCode).toBe(403);
    }
  });

  it('refuses a table count outside 1..200 with a sentence', async () => {
    const response = await codesFor(owner.headers, '?tables=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/tables.*at most 200/);
  });

  it('keeps the count the owner saves: later visits without a count get that many codes (4, not 12)', async () => {
    const other = await insertStoreFixture(app.db);
    await giveStoreRole(app, { storeId: other.storeId, ownerId: owner.id, role: 'OWNER' });
    const url = `/api/portal/stores/${other.storeId}/table-codes`;
    const tableNames = (response: { json: () => { data: { codes: { tableName: string | null }[] } } }) =>
      response.json().data.codes.map((code) => code.tableName);
    const before = await app.inject({ method: 'GET', url, headers: owner.headers });
    expect(before.json().data.tableCount).toBe(12);
    const saved = await app.inject({ method: 'POST', url, headers: owner.headers, payload: { tables: 4 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.tableCount).toBe(4);
    expect(tableNames(saved)).toEqual(['1', '2', '3', '4', null]);
    const reloaded = await app.inject({ method: 'GET', url, headers: owner.headers });
    expect(reloaded.json().data.tableCount).toBe(4);
    expect(tableNames(reloaded)).toEqual(['1', '2', '3', '4', null]);
    expect((await codesFor(owner.headers, '')).json().data.tableCount).toBe(12);
  });

  it.each([['0'], ['-3'], ['2.5'], ['four'], ['']])(
    'refuses to save the count %j with a sentence naming the rule, keeping the saved one',
    async (tables) => {
      const url = `/api/portal/stores/${store.storeId}/table-codes`;
      await app.inject({ method: 'POST', url, headers: owner.headers, payload: { tables: 6 } });
      const refused = await app.inject({ method: 'POST', url, headers: owner.headers, payload: { tables } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/whole number from 1 to 200/);
      expect((await app.inject({ method: 'GET', url, headers: owner.headers })).json().data.tableCount).toBe(
        6,
      );
    },
  );

  it('lets only owners save a count', async () => {
    const url = `/api/portal/stores/${store.storeId}/table-codes`;
    for (const headers of [staff.headers, stranger.headers, {}]) {
      const refused = await app.inject({ method: 'POST', url, headers, payload: { tables: 3 } });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('signs with the configured key only: another key makes the codes worthless', () => {
    const token = app.tableTokens.sign(store.storeId, '4');
    expect(createTableTokens(Buffer.alloc(32, 9)).verify(token, store.storeId, '4')).toBe(false);
    expect(app.tableTokens.verify(token, store.storeId, '4 ')).toBe(true);
    for (const last of ['A', 'B', 'Q', 'w']) {
      const tampered = `${token.slice(0, -1)}${last}`;
      expect(app.tableTokens.verify(tampered, store.storeId, '4')).toBe(tampered === token);
    }
  });

  it("keeps the counter's token apart: another key, store or a table's token never passes as it", () => {
    const counter = app.tableTokens.signCounter(store.storeId);
    expect(app.tableTokens.verifyCounter(counter, store.storeId)).toBe(true);
    expect(createTableTokens(Buffer.alloc(32, 9)).verifyCounter(counter, store.storeId)).toBe(false);
    expect(app.tableTokens.verifyCounter(counter, store.storeId + 1)).toBe(false);
    expect(app.tableTokens.verifyCounter(app.tableTokens.sign(store.storeId, '1'), store.storeId)).toBe(
      false,
    );
    expect(app.tableTokens.verify(counter, store.storeId, '1')).toBe(false);
    expect(
      app.tableTokens.verifyCounter(
        `${counter.slice(0, -1)}${counter.endsWith('A') ? 'B' : 'A'}`,
        store.storeId,
      ),
    ).toBe(false);
  });
});
