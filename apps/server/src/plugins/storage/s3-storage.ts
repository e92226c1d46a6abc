import type { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage } from './file-storage.js';

/** The few object calls used from an S3-compatible client (AWS SDK v3's `S3Client` wrapped, MinIO, R2...). */
export interface ObjectStoreClient {
  putObject(input: { bucket: string; key: string; body: Buffer; contentType: string }): Promise<void>;
  /** The object's bytes, or null when it does not exist. */
  getObject(input: { bucket: string; key: string }): Promise<Readable | null>;
  deleteObject(input: { bucket: string; key: string }): Promise<void>;
}

const collect = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/**
 * An S3-compatible bucket. Uploads are at most 10 MB and already type-checked, so each is sent in one PUT
 * (S3 needs the length up front); keys are prefixed so one bucket can serve several environments.
 */
export function createS3Storage(
  client: ObjectStoreClient,
  { bucket, prefix = 'uploads/' }: { bucket: string; prefix?: string },
): FileStorage {
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };
  return {
    async write(key, body, contentType) {
      const bytes = await collect(body);
      await client.putObject({ bucket, key: objectKey(key), body: bytes, contentType });
      return bytes.length;
    },
    read(key) {
      return client.getObject({ bucket, key: objectKey(key) });
    },
    remove(key) {
      return client.deleteObject({ bucket, key: objectKey(key) });
    },
  };
}
