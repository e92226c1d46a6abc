import { describe, expect, it } from 'vitest';
import { insertCategory, insertItem } from '@/modules/menu/menu-fixtures.js';
import { insertStore } from '@/modules/stores/store-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { MAX_QUERY_COST } from './graphql-cost.js';

const MENU_FIELDS = `id name items { id name price availability optionsList { groupId name options { id name price } } }`;

describe('GraphQL limits (issue 13 finding 11)', async () => {
  const app = await buildTestApp();
  // Built here, not inside a test: buildTestApp registers its own afterAll (close, drop the schema), which only
  // runs for a hook registered while the file is being collected.
  const withIntrospection = await buildTestApp({ GRAPHQL_INTROSPECTION: 'true' });
  const storeId = await insertStore(app.db);
  const categoryId = await insertCategory(app.db, storeId, { name: 'Noodles' });
  await insertItem(app.db, storeId, categoryId, { name: 'Dan Dan Noodles', priceCents: 1195 });
  const query = (body: object, remoteAddress = '127.0.0.1', target = app) =>
    target.inject({ method: 'POST', url: '/api/graphql', payload: body, remoteAddress });

  it('refuses 97 aliased menus in one request, and answers one menu', async () => {
    // Under the 10,000-character limit of the query text: each alias asks for the whole menu's ids.
    const aliased = Array.from({ length: 97 }, (_, n) => `m${n}: storeMenu(id: "${storeId}") { id }`);
    const response = await query({ query: `{ ${aliased.join('\n')} }` }, '10.7.0.1');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      new RegExp(`^The query asks for too much at once \\(cost \\d+, at most ${MAX_QUERY_COST}\\)`),
    );
    const one = await query({ query: `{ storeMenu(id: "${storeId}") { ${MENU_FIELDS} } }` }, '10.7.0.1');
    expect(one.statusCode).toBe(200);
    expect(one.json().data.storeMenu[0].items[0].name).toBe('Dan Dan Noodles');
  });

  it('counts fields reached through fragments too', async () => {
    const fragment = `fragment Menu on MenuCategory { ${MENU_FIELDS} }`;
    const aliased = Array.from({ length: 5 }, (_, n) => `m${n}: storeMenu(id: "${storeId}") { ...Menu }`);
    const response = await query({ query: `{ ${aliased.join(' ')} } ${fragment}` }, '10.7.0.2');
    expect(response.statusCode).toBe(400);
  });

  it('refuses introspection unless GRAPHQL_INTROSPECTION is set', async () => {
    const introspection = { query: '{ __schema { queryType { name } } }' };
    const refused = await query(introspection, '10.7.0.3');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/introspection has been disabled/i);
    const allowed = await query(introspection, '10.7.0.3', withIntrospection);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('answers 120 reads a minute from one address, then 429 with when to try again', async () => {
    const store = { query: `{ store(id: "${storeId}") { id name } }` };
    for (let n = 0; n < 120; n += 1) {
      expect((await query(store, '10.7.1.1')).statusCode).toBe(200);
    }
    const refused = await query(store, '10.7.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 429,
      message: 'Too many queries from this address. Please try again in 1 minute.',
      requestId: expect.any(String),
    });
    expect((await query(store, '10.7.1.2')).statusCode).toBe(200);
  });
});
