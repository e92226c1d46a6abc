import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import * as schema from './schema/index.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'orderlane-initdb-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a new embedded database folder', () => {
  it('is made on a thread, then opened and migrated on the event loop', async () => {
    const dataDir = path.join(scratch, 'pglite');
    const database = await openDatabase({ pgliteDir: dataDir });
    try {
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      const stores = await database.db.select({ id: schema.stores.id }).from(schema.stores);
      expect(stores).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('names the folder when it cannot be made', async () => {
    const notAFolder = path.join(scratch, 'a-file');
    writeFileSync(notAFolder, 'not a database');
    await expect(openDatabase({ pgliteDir: notAFolder })).rejects.toThrow(
      `The embedded database in ${notAFolder} could not be created`,
    );
  }, 120_000);
});
