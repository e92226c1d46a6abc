import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';

describe("the demo board: today's orders in every state", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orderlane-board-seed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const app = await buildTestApp({
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
  });

  it('shows the demo owner new, accepted, ready and done orders on the first store, which the owner can act on', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/owner/login',
      payload: { email: 'owner@orderlane.example', password: 'orderlane-owner' },
    });
    const { accessToken, stores } = login.json().data;
    const headers = { authorization: `Bearer ${accessToken}` };
    const goldenWok = stores.find((store: { name: string }) => store.name === 'Golden Wok Kitchen');
    const board = await app.inject({
      method: 'GET',
      url: `/api/portal/orders?storeId=${goldenWok.id}`,
      headers,
    });
    const cards = board.json().data.orders as {
      orderId: number;
      status: string;
      tableName: string | null;
      items: unknown[];
    }[];
    expect(new Set(cards.map((card) => card.status))).toEqual(
      new Set(['PLACED', 'ACCEPTED', 'READY', 'COMPLETED', 'REJECTED']),
    );
    expect(cards.every((card) => card.items.length > 0)).toBe(true);
    expect(cards.some((card) => card.tableName === 'T3')).toBe(true);
    const fresh = cards.find((card) => card.status === 'PLACED')!;
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/portal/orders/${fresh.orderId}/accept`,
      headers,
      payload: {},
    });
    expect(accepted.json().data.status).toBe('ACCEPTED');
  });
});
