import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { migrationsFolder } from './migrations-folder.js';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.warn('Skipping the concurrent-migration test: set TEST_DATABASE_URL to a PostgreSQL server.');
}

describe.skipIf(!url)('several processes starting at once on one PostgreSQL', () => {
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    await client.end();
  });

  it('migrates once: the others wait for the lock and find nothing left to do', async () => {
    const opened = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url: url!, schemaName })));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const applied = await client.query<{ count: string }>(
      `SELECT count(*) FROM "${schemaName}".__drizzle_migrations`,
    );
    await client.end();
    const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    expect(Number(applied.rows[0]!.count)).toBe(files.length);
    await Promise.all(opened.map((database) => database.close()));
  });
});
