import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3StandIn } from '@/testing/s3-stand-in.js';
import { createFolderObjectStorage } from './folder-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3ObjectClient } from './s3-client.js';
import { createS3ObjectStorage } from './s3-storage.js';

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

const folder = await mkdtemp(path.join(tmpdir(), 'orderlane-objects-'));
// Two keys a page: every listing below crosses pages.
const s3 = await startS3StandIn({ region: 'eu-west-1', listPageSize: 2 });
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});
const s3Client = (secretAccessKey = s3.secretAccessKey) =>
  createS3ObjectClient({
    endpoint: s3.endpoint,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey,
  });

describe.each<[string, () => ObjectStorage]>([
  ['a folder under DATA_DIR', () => createFolderObjectStorage(folder)],
  ['an S3 bucket', () => createS3ObjectStorage(s3Client(), { bucket: s3.bucket })],
])('object storage in %s', (_where, make) => {
  const storage = make();

  it('writes, reads back with type, size and time, lists and removes files by area', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await storage.put('media', 'stores/a-logo.svg', svg, 'image/svg+xml')).toBe(svg.length);
    expect(await storage.put('media', 'stores/b-logo.svg', Readable.from([svg, svg]), 'image/svg+xml')).toBe(
      svg.length * 2,
    );
    await storage.put('media', 'stores/c-logo.svg', svg, 'image/svg+xml');
    await storage.put('media', 'stores/deeper/d.svg', svg, 'image/svg+xml');
    await storage.put('fax-outbox', 'ticket-1.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');

    const found = await storage.get('media', 'stores/a-logo.svg');
    expect(found).toMatchObject({ contentType: 'image/svg+xml', sizeBytes: svg.length });
    expect(found!.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 3_600_000);
    expect(await readAll(found!.body)).toEqual(svg);

    // Only the folder's own files, over every page; another area's files are not in it.
    expect(await storage.list('media', 'stores')).toEqual([
      'stores/a-logo.svg',
      'stores/b-logo.svg',
      'stores/c-logo.svg',
    ]);
    expect(await storage.list('fax-outbox', '')).toEqual(['ticket-1.pdf']);
    expect(await storage.list('media', 'nothing-here')).toEqual([]);

    await storage.remove('media', 'stores/a-logo.svg');
    await storage.remove('media', 'stores/a-logo.svg');
    expect(await storage.get('media', 'stores/a-logo.svg')).toBeNull();
    expect(await storage.get('uploads', 'stores/b-logo.svg')).toBeNull();
  });

  it('refuses a name that could leave its area, before touching anything', async () => {
    for (const name of ['../secret.key', 'a/../../b.svg', '.hidden.svg', '/abs.svg', 'a//b.svg', '']) {
      await expect(async () => storage.get('media', name)).rejects.toThrow(/not an object name/);
      await expect(async () => storage.put('media', name, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /not an object name/,
      );
    }
    await expect(async () => storage.list('media', '../')).rejects.toThrow(/not a folder name/);
  });
});

describe('the folder storage', () => {
  it('keeps every area in its own folder under DATA_DIR, private to the server', async () => {
    expect((await readdir(folder)).sort()).toEqual(['fax-outbox', 'media']);
    expect(await readdir(path.join(folder, 'media', 'stores'))).toEqual(
      expect.arrayContaining(['b-logo.svg', 'c-logo.svg', 'deeper']),
    );
  });
});

describe('the S3 stand-in checks signatures the way S3 does', () => {
  it('keeps objects under <area>/ in the bucket, every request signed for the region', () => {
    expect([...s3.objects.keys()].sort()).toEqual([
      'fax-outbox/ticket-1.pdf',
      'media/stores/b-logo.svg',
      'media/stores/c-logo.svg',
      'media/stores/deeper/d.svg',
    ]);
    expect(s3.requests.filter((request) => request.status === 403)).toEqual([]);
  });

  it('refuses a request signed with another secret with 403, and stores nothing', async () => {
    const forged = createS3ObjectStorage(s3Client('not-the-secret-key'), { bucket: s3.bucket });
    await expect(forged.put('media', 'stores/x.svg', Buffer.from('<svg/>'), 'image/svg+xml')).rejects.toThrow(
      /S3 PUT answered 403: .*SignatureDoesNotMatch/,
    );
    expect(s3.objects.has('media/stores/x.svg')).toBe(false);
  });

  it('refuses a body that is not the one signed, an unsigned request and a stale one', async () => {
    const signed = await fetch(`${s3.endpoint}/${s3.bucket}/media/plain.svg`, { method: 'GET' });
    expect(signed.status).toBe(403);
    expect(await signed.text()).toContain('no AWS4-HMAC-SHA256 authorization');

    // Sign one body, send another: the payload hash no longer matches.
    const { AwsClient } = await import('aws4fetch');
    const aws = new AwsClient({
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      region: s3.region,
      service: 's3',
    });
    const request = await aws.sign(`${s3.endpoint}/${s3.bucket}/media/swapped.svg`, {
      method: 'PUT',
      body: '<svg>signed</svg>',
      headers: { 'x-amz-content-sha256': createHash('sha256').update('<svg>signed</svg>').digest('hex') },
    });
    const swapped = await fetch(request.url, {
      method: 'PUT',
      headers: request.headers,
      body: '<svg>other</svg>',
    });
    expect(swapped.status).toBe(403);
    expect(s3.objects.has('media/swapped.svg')).toBe(false);

    const old = await aws.sign(`${s3.endpoint}/${s3.bucket}/media/stores/b-logo.svg`, {
      method: 'GET',
      datetime: '20200101T000000Z',
    } as RequestInit);
    const stale = await fetch(old.url, { headers: old.headers });
    expect(stale.status).toBe(403);
  });
});
