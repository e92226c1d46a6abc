import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { buildApp } from '@/app.js';
import { loadConfig } from '@/config.js';
import { migratedPgliteTemplate } from './pglite-template.js';

/**
 * A fresh app per test file: in-memory PGlite, or with TEST_DATABASE_URL a new schema on a real
 * PostgreSQL server (dropped afterwards). Closed after the file's tests.
 */
export async function buildTestApp(overrides: Record<string, string> = {}) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const schemaName = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig(
    {},
    {
      SEED_DEMO: 'false',
      PASSWORD_HASH_COST: '10',
      LOGIN_DELAY_BASE_MS: '0',
      LOG_LEVEL: 'silent',
      // A folder per app, not per worker: the files of one worker share a process, and a test reading the outbox or
      // counting uploads must not meet another file's mail or files.
      DATA_DIR: `/tmp/orderlane-test-${process.pid}-${randomBytes(4).toString('hex')}`,
      ...(databaseUrl && schemaName ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schemaName } : {}),
      ...overrides,
    },
  );
  const app = await buildApp({
    config,
    inMemoryDatabase: true,
    pgliteTemplate: databaseUrl ? undefined : await migratedPgliteTemplate(),
  });
  await app.ready();
  afterAll(async () => {
    if (schemaName && databaseUrl) {
      await app.db.execute(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    }
    await app.close();
  });
  return app;
}
