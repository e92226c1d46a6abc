import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stores, users } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { demoStores } from './demo-stores.js';
import { seedDemoData } from './seed-demo-data.js';

describe('seedDemoData on an empty database (SEED_DEMO=false at start)', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orderlane-seed-race-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const app = await buildTestApp({ DATA_DIR: dataDir });

  it('starts empty when SEED_DEMO is false', async () => {
    expect(await app.db.select({ id: stores.id }).from(stores)).toHaveLength(0);
  });

  it('seeds exactly once when two callers race', async () => {
    const options = { passwordHashCost: 10, mediaDir: path.join(dataDir, 'media') };
    const results = await Promise.all([seedDemoData(app.db, options), seedDemoData(app.db, options)]);
    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
    expect(await app.db.select({ id: stores.id }).from(stores)).toHaveLength(demoStores.length);
    expect(await app.db.select({ id: users.id }).from(users)).toHaveLength(1);
    const written = results.reduce((sum, result) => sum + result.imagesWritten, 0);
    expect(written).toBeGreaterThanOrEqual(demoStores.length * 2);
  });
});
