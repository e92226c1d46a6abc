import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError } from '@/config.js';
import { deploymentKeys } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { checkSharedKey, keyFingerprint } from './shared-keys.js';

describe('keys shared by every server process', async () => {
  const app = await buildTestApp();
  const recorded = async (name: string) =>
    (await app.db.select().from(deploymentKeys).where(eq(deploymentKeys.name, name)))[0]?.fingerprint;
  // As a process on PostgreSQL sees it (DATABASE_URL set), whichever database this run uses.
  const onPostgres = { ...app, config: { ...app.config, databaseUrl: 'postgres://db.example/orderlane' } };

  it('records a fingerprint of each key at the first start, never the key', async () => {
    for (const name of ['DATA_ENCRYPTION_KEY', 'TABLE_CODE_SECRET', 'CARD_FINGERPRINT_SECRET']) {
      expect(await recorded(name)).toMatch(/^[0-9a-f]{32}$/);
    }
    const key = randomBytes(32);
    expect(keyFingerprint(key)).not.toContain(key.toString('hex').slice(0, 8));
    expect(keyFingerprint(key)).toBe(keyFingerprint(Buffer.from(key)));
    expect(keyFingerprint(key)).not.toBe(keyFingerprint(randomBytes(32)));
  });

  it('starts a second process whose generated key is the same one (a shared DATA_DIR)', async () => {
    const first = randomBytes(32);
    await checkSharedKey(onPostgres, 'TABLE_CODE_SECRET', first, 'config');
    await expect(
      checkSharedKey(onPostgres, 'TABLE_CODE_SECRET', first, 'file', '/srv/a/table-code.key'),
    ).resolves.toBeUndefined();
  });

  it('refuses, in one line, a process on PostgreSQL whose generated key differs from the recorded one', async () => {
    const before = await recorded('CARD_FINGERPRINT_SECRET');
    const refusal = checkSharedKey(
      onPostgres,
      'CARD_FINGERPRINT_SECRET',
      randomBytes(32),
      'created',
      '/srv/machine-b/card-fingerprint.key',
    );
    await expect(refusal).rejects.toThrow(ConfigError);
    await expect(refusal).rejects.toThrow(
      'CARD_FINGERPRINT_SECRET is not set and the key this process generated in /srv/machine-b/card-fingerprint.key ' +
        'differs from the one another server process on this database recorded: set CARD_FINGERPRINT_SECRET to the ' +
        'same value on every process.',
    );
    const message = await refusal.catch((error: Error) => error.message);
    expect(message).not.toContain('\n');
    expect(await recorded('CARD_FINGERPRINT_SECRET')).toBe(before);
  });

  it('takes a configured key that differs as a change of key: recorded, with a warning', async () => {
    const warn = vi.spyOn(app.log, 'warn');
    const next = randomBytes(32);
    await checkSharedKey(onPostgres, 'DATA_ENCRYPTION_KEY', next, 'config');
    expect(await recorded('DATA_ENCRYPTION_KEY')).toBe(keyFingerprint(next));
    expect(warn).toHaveBeenCalledWith(
      { key: 'DATA_ENCRYPTION_KEY' },
      expect.stringContaining('every process must be restarted with it'),
    );
    warn.mockRestore();
  });

  it('only warns with embedded PGlite, whose keys live in the same DATA_DIR as its database', async () => {
    const warn = vi.spyOn(app.log, 'warn');
    const embedded = { ...app, config: { ...app.config, databaseUrl: undefined } };
    await checkSharedKey(embedded, 'TABLE_CODE_SECRET', randomBytes(32), 'file', '/data/table-code.key');
    expect(warn).toHaveBeenCalledWith(
      { key: 'TABLE_CODE_SECRET', file: '/data/table-code.key' },
      expect.stringContaining('set TABLE_CODE_SECRET to the same value on every process'),
    );
    warn.mockRestore();
  });
});
