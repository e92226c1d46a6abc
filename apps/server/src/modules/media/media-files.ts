import { stat } from 'node:fs/promises';
import path from 'node:path';

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

export interface MediaFile {
  filePath: string;
  contentType: string;
  sizeBytes: number;
  modifiedAt: Date;
}

/** The file a `/media/...` path names inside `mediaDir`, or null when it is malformed, outside or missing. */
export async function findMediaFile(mediaDir: string, relativePath: string): Promise<MediaFile | null> {
  const contentType = CONTENT_TYPES[path.extname(relativePath).toLowerCase()];
  if (!MEDIA_PATH.test(relativePath) || !contentType) {
    return null;
  }
  const root = path.resolve(mediaDir);
  const filePath = path.resolve(root, relativePath);
  if (!filePath.startsWith(root + path.sep)) {
    return null;
  }
  const stats = await stat(filePath).catch(() => null);
  if (!stats?.isFile()) {
    return null;
  }
  return { filePath, contentType, sizeBytes: stats.size, modifiedAt: stats.mtime };
}

/** A weak validator from size and modification time: cheap, and changes whenever the file does. */
export function weakEtagOf(file: MediaFile): string {
  return `W/"${file.sizeBytes.toString(16)}-${Math.floor(file.modifiedAt.getTime()).toString(16)}"`;
}
