import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Every file the product keeps, by area. With the folder storage each area is a folder under DATA_DIR
 * (`DATA_DIR/<area>/<name>`); with S3 each is a key prefix in the bucket (`<area>/<name>`).
 *
 * - `uploads`: files owners send (menu PDFs and photos; a picture's original until its served copy is made)
 * - `media`: the pictures diners see, served at /media/<name> (demo pictures and owners' pictures)
 * - `fax-outbox`: faxed kitchen tickets (PDF) when no fax provider is configured
 * - `outbox`: mails (.eml) when no SMTP_URL is configured
 */
export const STORAGE_AREAS = ['uploads', 'media', 'fax-outbox', 'outbox'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

export interface StoredObject {
  body: Readable;
  contentType: string;
  sizeBytes: number;
  modifiedAt: Date;
}

/** One interface over every place files live: a folder under DATA_DIR, or an S3-compatible bucket. */
export interface ObjectStorage {
  readonly kind: 'folder' | 's3';
  /** Writes the whole body under `name`, replacing what was there; answers the number of bytes written. */
  put(area: StorageArea, name: string, body: Readable | Buffer, contentType: string): Promise<number>;
  /** The stored bytes with their type, size and time, or null when nothing has this name. */
  get(area: StorageArea, name: string): Promise<StoredObject | null>;
  /** Removing what is not there is done. */
  remove(area: StorageArea, name: string): Promise<void>;
  /** The names directly inside `folder` ('' for the area itself), as `folder/file`; sub-folders are left out. */
  list(area: StorageArea, folder: string): Promise<string[]>;
}

// Folders and files of letters, digits, '-', '_' and '.', at most five deep: never '..', never a hidden file.
const OBJECT_NAME = /^(?:[A-Za-z0-9][A-Za-z0-9_-]*\/){0,4}[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;
const FOLDER_NAME = /^(?:[A-Za-z0-9][A-Za-z0-9_-]*\/){0,4}[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Names are made by the server, never taken from a client as they are; anything else is a bug, thrown early. */
export function assertObjectName(name: string) {
  if (!OBJECT_NAME.test(name) || name.includes('..')) {
    throw new Error(`not an object name: ${name.slice(0, 80)}`);
  }
}

export function assertFolderName(folder: string) {
  if (folder !== '' && !FOLDER_NAME.test(folder)) {
    throw new Error(`not a folder name: ${folder.slice(0, 80)}`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.heic': 'image/heic',
  '.bmp': 'image/bmp',
  '.tif': 'image/tiff',
  '.pdf': 'application/pdf',
  '.eml': 'message/rfc822',
};

/** The type a stored file's extension names (the folder storage keeps no other record of it). */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}
