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
        headers: { 'content-type': contentType, 'content-length': String(body.length) },
      });
      if (!response.ok) {
        await fail('PUT', response);
      }
    },
    async getObject({ bucket, key }) {
      const response = await aws.fetch(url(bucket, key), { method: 'GET' });
      if (response.status === 404) {
        return null;
      }
      if (!response.ok || !response.body) {
        return fail('GET', response);
      }
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async deleteObject({ bucket, key }) {
      const response = await aws.fetch(url(bucket, key), { method: 'DELETE' });
      // Deleting what is not there is done, as S3 itself answers.
      if (!response.ok && response.status !== 404) {
        await fail('DELETE', response);
      }
    },
  };
}
