import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config.js';
import { createS3ObjectClient } from './s3-client.js';
import { createS3Storage } from './s3-storage.js';

/** An S3 stand-in: keeps objects in memory and records how each request was signed. */
async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: { method: string; path: string; authorization: string; bodyHashOk: boolean }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const declared = request.headers['x-amz-content-sha256'];
      seen.push({
        method: request.method!,
        path: request.url!,
        authorization: String(request.headers.authorization ?? ''),
        bodyHashOk:
          declared === 'UNSIGNED-PAYLOAD' || declared === createHash('sha256').update(body).digest('hex'),
      });
      const key = decodeURIComponent(request.url!);
      if (request.method === 'PUT') {
        objects.set(key, { body, contentType: String(request.headers['content-type']) });
        response.writeHead(200).end();
      } else if (request.method === 'GET') {
        const found = objects.get(key);
        if (found) {
          response.writeHead(200, { 'content-type': found.contentType }).end(found.body);
        } else {
          response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        }
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, objects, seen, close: () => server.close() };
}

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

describe('uploads in an S3-compatible bucket', async () => {
  const s3 = await startFakeS3();
  afterAll(() => s3.close());
  const client = createS3ObjectClient({
    endpoint: s3.endpoint,
    region: 'eu-west-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  });
  const storage = createS3Storage(client, { bucket: 'orderlane-uploads' });
  const key = `${'a1'.repeat(16)}.pdf`;

  it('writes, reads back and removes a file, every request signed with SigV4 for the bucket region', async () => {
    const bytes = Buffer.from('%PDF-1.4 a menu');
    expect(await storage.write(key, Readable.from([bytes]), 'application/pdf')).toBe(bytes.length);
    expect(s3.objects.get(`/orderlane-uploads/uploads/${key}`)).toEqual({
      body: bytes,
      contentType: 'application/pdf',
    });
    expect(await readAll((await storage.read(key))!)).toEqual(bytes);
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();

    expect(s3.seen.map((request) => request.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
    for (const request of s3.seen) {
      expect(request.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
      );
      expect(request.bodyHashOk).toBe(true);
    }
  });

  it('refuses a key the server did not make, before any request', () => {
    const requests = s3.seen.length;
    expect(() => storage.read('../secrets.pdf')).toThrow(/not a storage key/);
    expect(s3.seen).toHaveLength(requests);
  });

  it('needs the bucket and credentials when UPLOAD_STORAGE=s3, said in one line', () => {
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'menus' })).toThrow(ConfigError);
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3' })).toThrow(/needs S3_BUCKET, S3_ACCESS_KEY_ID/);
    const config = loadConfig({
      UPLOAD_STORAGE: 's3',
      S3_BUCKET: 'menus',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_REGION: 'us-west-2',
    });
    expect(config.uploadStorage).toMatchObject({
      kind: 's3',
      endpoint: 'https://s3.us-west-2.amazonaws.com',
    });
    expect(loadConfig({}).uploadStorage).toEqual({ kind: 'folder' });
  });
});
