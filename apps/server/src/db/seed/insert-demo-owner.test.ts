import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stores } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { demoOwner } from './insert-demo-owner.js';

describe('demo owner', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orderlane-owner-seed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const app = await buildTestApp({
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
  });

  it('signs in with the contract credentials and holds every demo store as OWNER', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/owner/login',
      payload: { email: 'owner@orderlane.example', password: 'orderlane-owner' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ email: demoOwner.email, name: demoOwner.name, preferredLanguage: 'EN' });
    const allStores = await app.db
      .select({ id: stores.id, name: stores.name, ownerId: stores.ownerId })
      .from(stores);
    expect(allStores.length).toBeGreaterThanOrEqual(8);
    expect(data.stores).toHaveLength(allStores.length);
    expect(new Set(data.stores.map((store: { role: string }) => store.role))).toEqual(new Set(['OWNER']));
    expect(allStores.every((store) => store.ownerId === data.id)).toBe(true);
  });
});
