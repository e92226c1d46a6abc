import type { Readable } from 'node:stream';

/** Where uploaded files live: a folder under DATA_DIR by default, an S3-compatible bucket in production. */
export interface FileStorage {
  /** Writes the whole stream under `key`; answers the number of bytes written. */
  write(key: string, body: Readable, contentType: string): Promise<number>;
  /** The stored bytes, or null when no file has this key. */
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

// Keys are made by the server only (random hex and a known extension): never a name a client sent.
const KEY_PATTERN = /^[a-f0-9]{32}\.(pdf|jpg|png|gif|webp|heic|avif|bmp|tif)$/;

export function assertStorageKey(key: string) {
  if (!KEY_PATTERN.test(key)) {
    throw new Error(`not a storage key: ${key.slice(0, 60)}`);
  }
}
