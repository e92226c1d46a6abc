import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { drizzleTextParsers, withInstanceParsers } from './pglite-text-types.js';

describe('PGlite queries with the instance parsers instead of copies of them', async () => {
  const raw = await PGlite.create({ parsers: drizzleTextParsers });
  const client = withInstanceParsers(raw);
  afterAll(() => raw.close());
  const drizzleOptions = { rowMode: 'array' as const, parsers: { ...drizzleTextParsers } };
  const select = `select timestamptz '2026-11-26 10:00:00+00' as at, 7::int as n, date '2026-11-26' as day`;

  it("sends drizzle's queries without their parsers and answers the same rows", async () => {
    const query = vi.spyOn(raw, 'query');
    const result = await client.query(select, [], drizzleOptions);
    expect(query).toHaveBeenCalledWith(select, [], { rowMode: 'array' });
    expect(result.rows).toEqual([['2026-11-26 10:00:00+00', 7, '2026-11-26']]);
    query.mockRestore();
  });

  it('leaves other parsers to the query', async () => {
    const doubled = { [types.INT4]: (value: string) => Number(value) * 2 };
    const result = await client.query<{ n: number; at: string }>(select, [], { parsers: doubled });
    expect(result.rows[0]).toMatchObject({ n: 14, at: '2026-11-26 10:00:00+00' });
  });

  it("sends a transaction's queries without drizzle's parsers too", async () => {
    const rows = await client.transaction(async (tx) => {
      const query = vi.spyOn(tx, 'query');
      const result = await tx.query(select, [], drizzleOptions);
      expect(query.mock.calls[0]?.[2]).toEqual({ rowMode: 'array' });
      return result.rows;
    });
    expect(rows).toEqual([['2026-11-26 10:00:00+00', 7, '2026-11-26']]);
  });

  it('refuses an instance that would parse those types itself', async () => {
    const plain = await PGlite.create();
    expect(() => withInstanceParsers(plain)).toThrow('drizzleTextParsers');
    await plain.close();
  });
});
