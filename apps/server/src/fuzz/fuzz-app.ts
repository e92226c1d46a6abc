import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { afterAll } from 'vitest';
import { buildApp } from '@/app.js';
import { loadConfig } from '@/config.js';

/**
 * One app for the whole fuzz file, like buildTestApp, but logging at the production level (info) into
 * memory and keeping its own DATA_DIR, so the suite can search the logs and the mail outbox afterwards.
 */
export async function buildFuzzApp() {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const schemaName = databaseUrl ? `fz_${randomBytes(6).toString('hex')}` : undefined;
  const dataDir = `/tmp/orderlane-fuzz-${process.pid}-${randomBytes(3).toString('hex')}`;
  const config = loadConfig(
    {},
    {
      SEED_DEMO: 'false',
      PASSWORD_HASH_COST: '10',
      LOGIN_DELAY_BASE_MS: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
      ...(databaseUrl && schemaName ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schemaName } : {}),
    },
  );
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = await buildApp({ config, inMemoryDatabase: true, logger: { level: 'info', stream } });
  await app.ready();
  afterAll(async () => {
    if (schemaName) {
      await app.db.execute(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    }
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { app, logLines, dataDir };
}

export type FuzzApp = Awaited<ReturnType<typeof buildFuzzApp>>;
