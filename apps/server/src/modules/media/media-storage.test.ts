import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { multipartBody } from '@/testing/multipart-body.js';
import { pngImage } from '@/testing/png-image.js';
import { startS3StandIn } from '@/testing/s3-stand-in.js';
import { IMMUTABLE_CACHE } from './media-files.js';

// A server whose every file lives in an S3 bucket: the pictures diners see, the uploads they were made from,
// faxed tickets and mails. Nothing of the product is written under DATA_DIR.
describe('pictures in an S3 bucket', async () => {
  const s3 = await startS3StandIn();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'orderlane-s3-media-'));
  afterAll(async () => {
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const app = await buildTestApp({
    DATA_DIR: dataDir,
    ...s3.env(),
    // Keys given, as on several machines: nothing generated into DATA_DIR either.
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    TABLE_CODE_SECRET: 'table-code-secret-for-tests-000000000',
    CARD_FINGERPRINT_SECRET: 'card-fingerprint-secret-for-tests-0000',
  });
  const { store, owner } = await insertPortalWorld(app);

  const upload = (fields: Record<string, string>, bytes: Buffer) => {
    const body = multipartBody(fields, [
      { field: 'file', fileName: 'picture.png', contentType: 'image/png', bytes },
    ]);
    return app.inject({
      method: 'POST',
      url: `/api/portal/stores/${store.storeId}/images`,
      payload: body.payload,
      headers: { ...body.headers, ...owner.headers },
    });
  };
  const mediaKeys = () => [...s3.objects.keys()].filter((key) => key.startsWith('media/uploads/'));

  it('stores the picture under a name made from its bytes and serves it as immutable', async () => {
    const bytes = pngImage(1200, 400, [[200, 40, 40]]);
    const saved = await upload({ kind: 'banner' }, bytes);
    expect(saved.statusCode, saved.body).toBe(200);
    const url: string = saved.json().data.url;
    const name = url.slice('/media/'.length);
    expect(url).toMatch(new RegExp(`^/media/uploads/stores/${store.storeId}/[a-f0-9]{32}\\.png$`));
    expect(s3.objects.get(`media/${name}`)?.body).toEqual(bytes);
    expect(s3.objects.get(`media/${name}`)?.contentType).toBe('image/png');
    // The upload it was made from is gone from the bucket once the answer is sent.
    await vi.waitFor(
      () => expect([...s3.objects.keys()].filter((key) => key.startsWith('uploads/'))).toEqual([]),
      { timeout: 20_000 },
    );

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(bytes);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    const hash = path.basename(name, '.png');
    expect(served.headers.etag).toBe(`"${hash}"`);

    // A validator that matches is answered from the name alone, without asking the bucket.
    const asked = s3.requests.length;
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': `"${hash}"` } });
    expect(again.statusCode).toBe(304);
    expect(s3.requests.length).toBe(asked);

    // The same bytes again: the same name, and the file stays (it is still the banner).
    const same = await upload({ kind: 'banner' }, bytes);
    expect(same.json().data.url).toBe(url);
    expect(mediaKeys()).toEqual([`media/${name}`]);
  });

  it('keeps a picture two items show until neither does', async () => {
    const bytes = pngImage(800, 600, [[20, 120, 40]]);
    const { burger, fries } = store.items;
    const first = await upload({ kind: 'item', itemId: String(burger) }, bytes);
    const second = await upload({ kind: 'item', itemId: String(fries) }, bytes);
    const url: string = first.json().data.url;
    expect(second.json().data.url).toBe(url);

    const clear = (itemId: number) =>
      portalCall(app, owner, 'DELETE', `/portal/stores/${store.storeId}/images/items/${itemId}`);
    expect((await clear(burger)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await clear(fries)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(s3.objects.has(`media/${url.slice('/media/'.length)}`)).toBe(false);
  });

  it('writes mails to the bucket, and no product file under DATA_DIR', async () => {
    await app.mailer.enqueue({
      to: 'someone@example.com',
      template: 'passwordReset',
      locale: 'en',
      data: { email: 'someone@example.com', resetUrl: 'https://orderlane.test/reset#token=x' },
    });
    await app.mailer.flush();
    expect([...s3.objects.keys()].some((key) => /^outbox\/.*\.eml$/.test(key))).toBe(true);
    const local = await readdir(dataDir, { recursive: true });
    expect(local.filter((entry) => /^(uploads|media|outbox|fax-outbox)/.test(entry))).toEqual([]);
    expect(s3.requests.filter((request) => request.status === 403)).toEqual([]);
  });
});
