import path from 'node:path';
import type { StoredObject } from '@/plugins/storage/object-storage.js';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

// Folders and file names of plain letters, digits, '-' and '_', one extension: no '..', no hidden files.
const MEDIA_PATH = /^(?:[a-z0-9][a-z0-9_-]*\/){0,3}[a-z0-9][a-z0-9_-]*\.[a-z0-9]{2,5}$/i;

// An owner's picture is named by its content (see store-images-service.ts): the name changes whenever the bytes do.
const CONTENT_ADDRESSED = /^uploads\/stores\/\d+\/([a-f0-9]{32})\.(?:jpg|png|webp)$/;

/** A year, and never revalidated: a CDN in front may keep a content-addressed picture as long as it likes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Demo pictures keep their names when drawn again: a day. */
export const DAILY_CACHE = 'public, max-age=86400';

/** The image type a `/media/...` path may be served as, or null when the path is malformed or not an image. */
export function mediaContentType(relativePath: string): string | null {
  const contentType = CONTENT_TYPES[path.extname(relativePath).toLowerCase()];
  if (!MEDIA_PATH.test(relativePath) || !contentType) {
    return null;
  }
  return contentType;
}

/** The content hash a picture's name carries, or null for a name that is not content-addressed. */
export function contentHashOf(relativePath: string): string | null {
  return CONTENT_ADDRESSED.exec(relativePath)?.[1] ?? null;
}

/** A weak validator from size and modification time: cheap, and changes whenever the file does. */
export function weakEtagOf(file: Pick<StoredObject, 'sizeBytes' | 'modifiedAt'>): string {
  return `W/"${file.sizeBytes.toString(16)}-${Math.floor(file.modifiedAt.getTime()).toString(16)}"`;
}
