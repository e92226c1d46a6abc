import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from './pglite-named-statements.js';
import { drizzleTextParsers } from './pglite-text-types.js';

const namedCount = async (client: PGlite) =>
  (
    await client.query<{ count: number }>(
      "select count(*)::int as count from pg_prepared_statements where name like 'ol\\_%'",
    )
  ).rows[0]?.count;

describe('withNamedStatements (PGlite statements parsed once per session)', () => {
  const client = new PGlite({ parsers: drizzleTextParsers });
  const named = withNamedStatements(client);

  beforeAll(async () => {
    await client.exec(`
      create table dishes (id int primary key, name text not null, price numeric, added_at timestamptz);
      insert into dishes values (1, 'Short Stack', 8.95, '2026-11-26 09:00:00+00'), (2, 'Omelette', 11.5, null);
    `);
  });
  afterAll(() => client.close());

  it("answers as PGlite's own query does: rows as objects or arrays, fields, counts", async () => {
    const text = 'select id, name, price, added_at from dishes where id = any($1::int[]) order by id';
    expect(await named.query(text, [[1, 2]])).toEqual(await client.query(text, [[1, 2]]));
    const asArrays = { rowMode: 'array' } as const;
    expect(await named.query(text, [[1]], asArrays)).toEqual(await client.query(text, [[1]], asArrays));
    // The instance's parsers apply: timestamps stay text for drizzle.
    expect((await named.query<{ added_at: string }>(text, [[1]])).rows[0]?.added_at).toBe(
      '2026-11-26 09:00:00+00',
    );
    const update = 'update dishes set price = price where id = $1';
    expect(await named.query(update, [2])).toMatchObject({ command: 'UPDATE', affectedRows: 1, rows: [] });
  });

  it('parses a text once, however often it runs', async () => {
    const text = 'select name from dishes where id = $1';
    const before = await namedCount(client);
    for (let run = 0; run < 10; run += 1) {
      expect((await named.query<{ name: string }>(text, [1])).rows).toEqual([{ name: 'Short Stack' }]);
    }
    expect(await namedCount(client)).toBe((before ?? 0) + 1);
  });

  it("throws PostgreSQL's error with its statement, and keeps nothing of a text that failed", async () => {
    const before = await namedCount(client);
    const failed = await named.query('select missing from dishes').catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '42703', query: 'select missing from dishes' });
    await expect(named.query('insert into dishes values ($1, $2)', [1, 'Again'])).rejects.toMatchObject({
      code: '23505',
    });
    expect(await namedCount(client)).toBe((before ?? 0) + 1);
    // The session is usable after both.
    expect((await named.query('select count(*)::int as n from dishes')).rows).toEqual([{ n: 2 }]);
  });

  it('runs inside a transaction: its writes seen there, taken back by a rollback, an error aborting it', async () => {
    const rename = 'update dishes set name = $2 where id = $1';
    const nameOf = 'select name from dishes where id = $1';
    await expect(
      named.transaction(async (tx) => {
        await tx.query(rename, [2, 'Rolled Back']);
        expect((await tx.query(nameOf, [2])).rows).toEqual([{ name: 'Rolled Back' }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await named.query(nameOf, [2])).rows).toEqual([{ name: 'Omelette' }]);

    await expect(
      named.transaction(async (tx) => {
        await tx.query(rename, [2, 'Never Kept']);
        await tx.query('select 1 / $1::int', [0]).catch(() => undefined);
        // As with PGlite's query: after an error the transaction takes no more statements.
        await tx.query(nameOf, [2]);
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect((await named.query(nameOf, [2])).rows).toEqual([{ name: 'Omelette' }]);
  });

  it('keeps a query outside a transaction waiting until the transaction has ended', async () => {
    const priceOf = 'select price from dishes where id = $1';
    let releaseTransaction = () => {};
    const held = new Promise<void>((resolve) => {
      releaseTransaction = resolve;
    });
    const transaction = named.transaction(async (tx) => {
      await tx.query('update dishes set price = $2 where id = $1', [1, 9.5]);
      await held;
    });
    const read = named.query<{ price: string }>(priceOf, [1]);
    releaseTransaction();
    await transaction;
    expect((await read).rows).toEqual([{ price: '9.5' }]);
  });

  it('makes a statement again when its table changed under it', async () => {
    await client.exec('create table notes (id int)');
    await named.query('insert into notes values ($1)', [1]);
    const all = 'select * from notes';
    expect((await named.query(all)).rows).toEqual([{ id: 1 }]);
    await client.exec('alter table notes add column body text');
    expect((await named.query(all)).rows).toEqual([{ id: 1, body: null }]);
  });

  it('delivers notifications sent by its statements', async () => {
    const heard: string[] = [];
    await client.listen('orders', (payload) => heard.push(payload));
    await named.query('select pg_notify($1, $2)', ['orders', 'order 7']);
    await expect.poll(() => heard).toEqual(['order 7']);
  });
});

describe('withNamedStatements keeps a bounded number of statements', () => {
  it('closes the least recently used beyond what it keeps', async () => {
    const client = new PGlite();
    const named = withNamedStatements(client, { kept: 2 });
    for (let value = 0; value < 20; value += 1) {
      expect((await named.query(`select ${value} + $1::int as n`, [1])).rows).toEqual([{ n: value + 1 }]);
    }
    // The two kept, and the last one let go, closed with the next statement made.
    expect(await namedCount(client)).toBeLessThanOrEqual(3);
    // A text run again after it was let go is made again.
    expect((await named.query('select 0 + $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
    await client.close();
  });
});
