import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { storeUploads } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { multipartBody, type MultipartFilePart } from '@/testing/multipart-body.js';
import { outboxMailsTo } from '@/testing/outbox-mails.js';
import { giveStoreRole, signUpOwner, type SignedUpOwner } from '@/modules/owners/owners-fixtures.js';
import { addMenuRules, MAX_STORE_MENU_FILES, STORE_MENU_FILES_MESSAGE } from './menu-files.js';
import { createStoreFor, samplePdf } from './onboarding-fixtures.js';

const MB = 1024 * 1024;
// A real PDF (recognised by its first bytes) padded to 5 MB.
const fiveMbPdf = Buffer.concat([samplePdf, Buffer.alloc(5 * MB - samplePdf.length, 0x20)]);
const pdf = (name: string, bytes = fiveMbPdf): MultipartFilePart => ({
  field: 'file',
  fileName: name,
  contentType: 'application/pdf',
  bytes,
});
const tenFiles = (send: number) => Array.from({ length: 10 }, (_, at) => pdf(`menu-${send}-${at + 1}.pdf`));

describe('add-menu: a per-store quota, replaced files removed, and a limit on sends', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'orderlane-menu-quota-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const app = await buildTestApp({ DATA_DIR: dataDir, SUPPORT_EMAIL: 'team@orderlane.test' });
  const uploadsDir = path.join(dataDir, 'uploads');
  const storedFiles = () => readdirSync(uploadsDir).filter((name) => !name.endsWith('.part'));

  const send = (owner: SignedUpOwner, storeId: number, files: MultipartFilePart[], keep: number[] = []) => {
    const body = multipartBody(
      {
        restaurantInfoId: String(storeId),
        website: files.length === 0 ? 'https://example.com/menu' : '',
        storeHours: 'Mon-Sun 11:00-21:00',
        businessType: 'Local',
        locations: '1-5',
        keepUploadIds: keep.join(','),
      },
      files,
    );
    return app.inject({
      method: 'POST',
      url: '/api/sendOwnerInfoEmail',
      payload: body.payload,
      headers: { ...body.headers, ...owner.headers },
    });
  };
  const rowsOf = (storeId: number) =>
    app.db.select().from(storeUploads).where(eq(storeUploads.storeId, storeId)).orderBy(storeUploads.id);

  const owner = await signUpOwner(app);
  const storeId = await createStoreFor(app, owner);

  it('three sends of 10 x 5 MB leave at most the quota on the store and no orphan file', async () => {
    const first = await send(owner, storeId, tenFiles(1));
    expect(first.statusCode, first.body).toBe(200);
    const firstIds = (await rowsOf(storeId)).map((row) => row.id);
    expect(firstIds).toHaveLength(10);

    // Keeping the ten and adding ten more would be twenty: refused, and the ten new files are not kept.
    const over = await send(owner, storeId, tenFiles(2), firstIds);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(STORE_MENU_FILES_MESSAGE);

    // Sent again without keeping them: the ten earlier files are replaced, their files removed.
    const third = await send(owner, storeId, tenFiles(3));
    expect(third.statusCode, third.body).toBe(200);
    const rows = await rowsOf(storeId);
    expect(rows).toHaveLength(MAX_STORE_MENU_FILES);
    expect(rows.every((row) => /^menu-3-/.test(row.originalName))).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.sizeBytes, 0)).toBe(50 * MB);
    expect(third.json().data.uploads).toHaveLength(10);

    await expect
      .poll(() => storedFiles().sort(), { timeout: 5000 })
      .toEqual(rows.map((row) => row.storageKey).sort());
    const bytesOnDisk = storedFiles().reduce(
      (sum, name) => sum + statSync(path.join(uploadsDir, name)).size,
      0,
    );
    expect(bytesOnDisk).toBe(50 * MB);
  });

  it('keeps exactly the earlier files named, removes the others, and counts both toward the quota', async () => {
    const before = await rowsOf(storeId);
    const kept = before.slice(0, 4).map((row) => row.id);
    const small = Array.from({ length: 6 }, (_, at) => pdf(`small-${at + 1}.pdf`, samplePdf));
    const response = await send(owner, storeId, small, kept);
    expect(response.statusCode, response.body).toBe(200);
    const after = await rowsOf(storeId);
    expect(after.map((row) => row.id).slice(0, 4)).toEqual(kept);
    expect(after).toHaveLength(10);
    await expect
      .poll(() => storedFiles().sort(), { timeout: 5000 })
      .toEqual(after.map((row) => row.storageKey).sort());

    const oneTooMany = await send(
      owner,
      storeId,
      [pdf('eleventh.pdf', samplePdf)],
      after.map((row) => row.id),
    );
    expect(oneTooMany.statusCode).toBe(400);
    expect(await rowsOf(storeId)).toEqual(after);
  });

  it('answers 429 with a sentence once the hour’s sends are used, and mails the team only for accepted ones', async () => {
    const busy = await signUpOwner(app);
    const busyStore = await createStoreFor(app, busy);
    const summariesBefore = (await outboxMailsTo(app, 'team@orderlane.test')).length;
    const statuses: number[] = [];
    for (let at = 0; at < addMenuRules.perStore.max; at += 1) {
      statuses.push((await send(busy, busyStore, [])).statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await send(busy, busyStore, [pdf('late.pdf', samplePdf)]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many menu uploads\. Please try again in \d+ minutes?\.$/);
    // Another owner of the same store has sends of their own left, but the store has none.
    const partner = await signUpOwner(app);
    await giveStoreRole(app, { storeId: busyStore, ownerId: partner.id, role: 'OWNER' });
    const byPartner = await send(partner, busyStore, []);
    expect(byPartner.statusCode).toBe(429);
    expect(byPartner.json().message).toMatch(/^Too many menu uploads\. Please try again in \d+ minutes?\.$/);
    const summariesAfter = (await outboxMailsTo(app, 'team@orderlane.test')).length;
    expect(summariesAfter - summariesBefore).toBe(addMenuRules.perStore.max);
    await expect.poll(() => storedFiles().length, { timeout: 5000 }).toBe((await rowsOf(storeId)).length);
  });
});
