import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { ObjectStoreClient } from './s3-storage.js';

export interface S3ClientOptions {
  /** 'https://s3.us-east-1.amazonaws.com', or a MinIO / R2 address. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

/** The keys and the continuation of one ListObjectsV2 answer (S3's XML: `<Contents><Key>...`). */
export function readListAnswer(xml: string): { keys: string[]; next: string | null } {
  const keys = [...xml.matchAll(/<Contents>[\s\S]*?<Key>([^<]*)<\/Key>[\s\S]*?<\/Contents>/g)].map((match) =>
    unescapeXml(match[1]!),
  );
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { keys, next: truncated && next ? unescapeXml(next) : null };
}

/**
 * The object calls over S3's REST API, each request signed with AWS Signature Version 4 (aws4fetch). Path-style
 * addresses (endpoint/bucket/key) work with AWS, MinIO and R2 alike.
 */
export function createS3ObjectClient(options: S3ClientOptions): ObjectStoreClient {
  const aws = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const url = (bucket: string, key: string) =>
    `${options.endpoint}/${encodeURIComponent(bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const fail = async (action: string, response: Response) => {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    throw new Error(`S3 ${action} answered ${response.status}: ${detail}`);
  };
  return {
    async putObject({ bucket, key, body, contentType }) {
      const response = await aws.fetch(url(bucket, key), {
        method: 'PUT',
        body,
        headers: {
          'content-type': contentType,
          'content-length': String(body.length),
          // The body's hash is signed too: a changed byte on the way is refused by the bucket.
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        },
      });
      if (!response.ok) {
        await fail('PUT', response);
      }
    },
    async getObject({ bucket, key }) {
      const response = await aws.fetch(url(bucket, key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        return fail('GET', response);
      }
      const modified = Date.parse(response.headers.get('last-modified') ?? '');
      return {
        body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        sizeBytes: Number(response.headers.get('content-length') ?? 0),
        modifiedAt: new Date(Number.isNaN(modified) ? 0 : modified),
      };
    },
    async deleteObject({ bucket, key }) {
      const response = await aws.fetch(url(bucket, key), { method: 'DELETE' });
      // Deleting what is not there is done, as S3 itself answers.
      if (!response.ok && response.status !== 404) {
        await fail('DELETE', response);
      }
    },
    async listObjects({ bucket, prefix }) {
      const keys: string[] = [];
      let next: string | null = null;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix, delimiter: '/' });
        if (next) {
          query.set('continuation-token', next);
        }
        const response = await aws.fetch(`${options.endpoint}/${encodeURIComponent(bucket)}?${query}`, {
          method: 'GET',
        });
        if (!response.ok) {
          return fail('LIST', response);
        }
        const page = readListAnswer(await response.text());
        keys.push(...page.keys);
        next = page.next;
      } while (next);
      return keys;
    },
  };
}
