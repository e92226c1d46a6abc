import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { takeTurns } from './pglite-turns.js';

describe('PGlite statements taking turns with the event loop', async () => {
  const raw = await PGlite.create();
  afterAll(() => raw.close());
  await raw.exec('create table tally (id serial primary key, n integer not null)');

  it('lets a waiting callback run between statements once the slice is spent', async () => {
    const db = takeTurns(raw, { sliceMs: 0 });
    let doneWhenLoopRan: number | null = null;
    let done = 0;
    // What a menu read is to the server: a callback waiting for the loop's next turn.
    setImmediate(() => {
      doneWhenLoopRan = done;
    });
    await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        await db.query('insert into tally (n) values ($1)', [index]);
        done++;
      }),
    );
    expect(done).toBe(20);
    expect(doneWhenLoopRan).not.toBeNull();
    expect(doneWhenLoopRan!).toBeLessThan(20);
  });

  it('keeps PGlite’s order: queries wait for the transaction before them, which sees only its own work', async () => {
    const db = takeTurns(raw, { sliceMs: 0 });
    await db.exec('delete from tally');
    const seen: string[] = [];
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into tally (n) values (1)');
      const inside = await tx.query<{ count: number }>('select count(*)::int as count from tally');
      seen.push(`tx saw ${inside.rows[0]!.count}`);
      await tx.query('insert into tally (n) values (2)');
    });
    const after = db.query<{ count: number }>('select count(*)::int as count from tally').then((result) => {
      seen.push(`after saw ${result.rows[0]!.count}`);
    });
    await Promise.all([transaction, after]);
    expect(seen).toEqual(['tx saw 1', 'after saw 2']);
  });

  it('goes on after a failed statement and a rolled back transaction', async () => {
    const db = takeTurns(raw, { sliceMs: 0 });
    await expect(db.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into tally (n) values (99)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const result = await db.query<{ count: number }>('select count(*)::int as count from tally where n = 99');
    expect(result.rows[0]!.count).toBe(0);
  });
});
