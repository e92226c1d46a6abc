import { access, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import type { SignedUpOwner } from '@/modules/owners/owners-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { multipartBody } from '@/testing/multipart-body.js';
import { pngImage as png } from '@/testing/png-image.js';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('store pictures', async () => {
  // A data folder of its own: the test counts the files under it, and other files' apps in the same worker share
  // the default one (a menu PDF uploaded there once made this count fail).
  const app = await buildTestApp({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'orderlane-store-images-')) });
  const { store, otherStore, owner, staff, outsider } = await insertPortalWorld(app);
  const path_ = `/api/portal/stores/${store.storeId}/images`;
  const mediaDir = path.join(app.config.dataDir, 'media');

  const upload = (
    who: SignedUpOwner | null,
    fields: Record<string, string>,
    file?: { bytes: Buffer; fileName?: string; contentType?: string },
    url = path_,
  ) => {
    const body = multipartBody(
      fields,
      file
        ? [
            {
              field: 'file',
              fileName: file.fileName ?? 'picture.png',
              contentType: file.contentType ?? 'image/png',
              bytes: file.bytes,
            },
          ]
        : [],
    );
    return app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(who?.headers ?? {}) },
    });
  };
  const storeData = async () =>
    (await app.inject({ method: 'POST', url: `/api/searchRestaurants?id=${store.storeId}` })).json()[0];
  const itemImage = async (storeId: number, itemId: number) => {
    const menu = (
      await app.inject({ method: 'POST', url: `/api/getStoreMenu?restaurantInfoId=${storeId}` })
    ).json();
    return menu
      .flatMap((category: { items: { id: number; itemImage: string | null }[] }) => category.items)
      .find((item: { id: number }) => item.id === itemId).itemImage;
  };
  const uploadedFiles = async () =>
    readdir(path.join(mediaDir, 'uploads', 'stores', String(store.storeId))).catch(() => [] as string[]);

  it('stores a banner, serves it publicly and shows it on the store page at once', async () => {
    const before = await storeData();
    const saved = await upload(owner, { kind: 'banner' }, { bytes: png(1200, 400) });
    expect(saved.statusCode).toBe(200);
    const url: string = saved.json().data.url;
    expect(url).toMatch(new RegExp(`^/media/uploads/stores/${store.storeId}/[a-f0-9]{32}\\.png$`));
    expect((await storeData()).bannerUrl).toBe(url);
    const portalView = await portalCall(app, owner, 'GET', `/portal/stores/${store.storeId}/images`);
    expect(portalView.json().data).toMatchObject({ bannerUrl: url, logoUrl: before.logoUrl });
    expect((await storeData()).logoUrl).toBe(before.logoUrl);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/public/);

    // A second banner replaces the first, whose file goes.
    const again = await upload(owner, { kind: 'banner' }, { bytes: png(1500, 500) });
    expect(again.statusCode).toBe(200);
    expect((await storeData()).bannerUrl).toBe(again.json().data.url);
    expect(await uploadedFiles()).toEqual([path.basename(again.json().data.url)]);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('stores a logo and an item picture, and removes the item picture', async () => {
    const logo = await upload(owner, { kind: 'logo' }, { bytes: png(512, 510) });
    expect(logo.statusCode).toBe(200);
    expect((await storeData()).logoUrl).toBe(logo.json().data.url);

    const itemId = store.items.burger;
    const seedPicture = await itemImage(store.storeId, itemId);
    const item = await upload(owner, { kind: 'item', itemId: String(itemId) }, { bytes: png(800, 600) });
    expect(item.statusCode).toBe(200);
    expect(item.json().data).toMatchObject({ kind: 'item', itemId });
    expect(await itemImage(store.storeId, itemId)).toBe(item.json().data.url);
    if (seedPicture?.startsWith('/media/') && !seedPicture.startsWith('/media/uploads/')) {
      // Seed pictures are never removed.
      await expect(access(path.join(mediaDir, seedPicture.slice('/media/'.length)))).resolves.toBeUndefined();
    }

    const removed = await portalCall(
      app,
      owner,
      'DELETE',
      `/portal/stores/${store.storeId}/images/items/${itemId}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(await itemImage(store.storeId, itemId)).toBeNull();
    expect(await uploadedFiles()).not.toContain(path.basename(item.json().data.url));
  });

  it('refuses pictures of the wrong shape or size, and files that are not pictures, changing nothing', async () => {
    const before = await storeData();
    const filesBefore = await uploadedFiles();
    const cases: [Record<string, string>, Parameters<typeof upload>[2], RegExp][] = [
      [{ kind: 'banner' }, { bytes: png(1000, 500) }, /banner must be 3:1.*1000×500 px/],
      [{ kind: 'logo' }, { bytes: png(64, 64) }, /at least 128 px wide; this picture is 64×64 px/],
      [{ kind: 'logo' }, { bytes: png(1024, 1024) }, /at most 512 px wide/],
      [{ kind: 'item', itemId: String(store.items.fries) }, { bytes: png(600, 600) }, /must be 4:3/],
      [
        { kind: 'banner' },
        { bytes: pdf, fileName: 'menu.pdf', contentType: 'application/pdf' },
        /JPEG, PNG or WebP/,
      ],
      [
        { kind: 'banner' },
        { bytes: Buffer.from('not a picture at all'), fileName: 'fake.png' },
        /^Please upload a JPEG, PNG or WebP picture\. "fake\.png" is not one\.$/,
      ],
      [{ kind: 'banner' }, undefined, /choose a picture/],
      [{ kind: 'cover' }, { bytes: png(1200, 400) }, /kind must be logo, banner or item/],
      [{ kind: 'item' }, { bytes: png(800, 600) }, /needs the itemId/],
    ];
    for (const [fields, file, message] of cases) {
      const refused = await upload(owner, fields, file);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(refused.json().message).toMatch(message);
    }
    expect(await storeData()).toMatchObject({ bannerUrl: before.bannerUrl, logoUrl: before.logoUrl });
    expect(await uploadedFiles()).toEqual(filesBefore);
  });

  it('answers 404 for an item of another store, and 403 to staff, other owners and nobody', async () => {
    const before = await storeData();
    const foreignItem = otherStore.items.burger;
    const notOurs = await upload(
      owner,
      { kind: 'item', itemId: String(foreignItem) },
      { bytes: png(800, 600) },
    );
    expect(notOurs.statusCode).toBe(404);
    expect(notOurs.json().message).toMatch(/not on this store's menu/);
    const removeForeign = await portalCall(
      app,
      owner,
      'DELETE',
      `/portal/stores/${store.storeId}/images/items/${foreignItem}`,
    );
    expect(removeForeign.statusCode).toBe(404);
    expect(await itemImage(otherStore.storeId, foreignItem)).not.toBeUndefined();

    for (const who of [staff, outsider, null]) {
      const refused = await upload(who, { kind: 'banner' }, { bytes: png(1200, 400) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/\w+ \w+/);
      const removal = await portalCall(
        app,
        who,
        'DELETE',
        `/portal/stores/${store.storeId}/images/items/${store.items.burger}`,
      );
      expect(removal.statusCode).toBe(403);
      expect((await portalCall(app, who, 'GET', `/portal/stores/${store.storeId}/images`)).statusCode).toBe(
        403,
      );
    }
    expect(await storeData()).toMatchObject({ bannerUrl: before.bannerUrl });
    const stored = await readdir(path.join(app.config.dataDir, 'uploads')).catch(() => [] as string[]);
    expect(stored).toEqual([]);
  });
});
