import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.js';
import {
  assertFolderName,
  assertObjectName,
  type ObjectStorage,
  type StoredObject,
} from './object-storage.js';
import { uploadsArea } from './uploads-area.js';

/** The few object calls used from an S3-compatible client (AWS SDK v3's `S3Client` wrapped, MinIO, R2...). */
export interface ObjectStoreClient {
  putObject(input: { bucket: string; key: string; body: Buffer; contentType: string }): Promise<void>;
  /** The object's bytes and what S3 says of them, or null when it does not exist. */
  getObject(input: { bucket: string; key: string }): Promise<StoredObject | null>;
  deleteObject(input: { bucket: string; key: string }): Promise<void>;
  /** Every key directly under `prefix` (ListObjectsV2 with delimiter '/', all pages). */
  listObjects(input: { bucket: string; prefix: string }): Promise<string[]>;
}

const collect = async (body: Readable | Buffer) => {
  if (Buffer.isBuffer(body)) {
    return body;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/**
 * Every area in one S3-compatible bucket, as key prefixes (`uploads/...`, `media/...`). Files are small
 * (uploads at most 10 MB and already type-checked, pictures, ticket PDFs, mails), so each is sent in one PUT
 * (S3 needs the length up front). Nothing is written to the local disk.
 */
export function createS3ObjectStorage(
  client: ObjectStoreClient,
  { bucket }: { bucket: string },
): ObjectStorage {
  const objectKey = (area: string, name: string) => {
    assertObjectName(name);
    return `${area}/${name}`;
  };
  return {
    kind: 's3',
    async put(area, name, body, contentType) {
      const key = objectKey(area, name);
      const bytes = await collect(body);
      await client.putObject({ bucket, key, body: bytes, contentType });
      return bytes.length;
    },
    get(area, name) {
      return client.getObject({ bucket, key: objectKey(area, name) });
    },
    remove(area, name) {
      return client.deleteObject({ bucket, key: objectKey(area, name) });
    },
    async list(area, folder) {
      assertFolderName(folder);
      const prefix = `${area}/${folder ? `${folder}/` : ''}`;
      const keys = await client.listObjects({ bucket, prefix });
      return keys
        .map((key) => key.slice(`${area}/`.length))
        .filter((name) => !name.slice(folder ? folder.length + 1 : 0).includes('/'))
        .sort();
    },
  };
}

/** Uploads in an S3-compatible bucket, under `uploads/`. */
export function createS3Storage(client: ObjectStoreClient, { bucket }: { bucket: string }): FileStorage {
  return uploadsArea(createS3ObjectStorage(client, { bucket }));
}
