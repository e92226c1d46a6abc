import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage.js';
import {
  assertFolderName,
  assertObjectName,
  contentTypeOf,
  type ObjectStorage,
  type StorageArea,
} from './object-storage.js';
import { uploadsArea } from './uploads-area.js';

const PARTIAL_SUFFIX = '.part';

/**
 * Every area as a folder under DATA_DIR (`DATA_DIR/uploads`, `DATA_DIR/media`, ...), or where `folders` says.
 * A file is written beside its final name and renamed when complete, so a reader never sees half of one.
 */
export function createFolderObjectStorage(
  dataDir: string,
  folders: Partial<Record<StorageArea, string>> = {},
): ObjectStorage {
  const folderOf = (area: StorageArea) => folders[area] ?? path.join(dataDir, area);
  const pathOf = (area: StorageArea, name: string) => {
    assertObjectName(name);
    return path.join(folderOf(area), ...name.split('/'));
  };
  return {
    kind: 'folder',
    async put(area, name, body) {
      const target = pathOf(area, name);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Two writers of one name (a content-addressed picture sent twice) each write their own partial file.
      const partial = `${target}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`;
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      try {
        await pipeline(source, counter, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, target);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
      return bytes;
    },
    async get(area, name) {
      const file = pathOf(area, name);
      const stats = await stat(file).catch(() => null);
      if (!stats?.isFile()) {
        return null;
      }
      return {
        body: createReadStream(file) as Readable,
        contentType: contentTypeOf(name),
        sizeBytes: stats.size,
        modifiedAt: stats.mtime,
      };
    },
    async remove(area, name) {
      await unlink(pathOf(area, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') {
          throw error;
        }
      });
    },
    async list(area, folder) {
      assertFolderName(folder);
      const entries = await readdir(path.join(folderOf(area), ...folder.split('/')), {
        withFileTypes: true,
      }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') {
          return [];
        }
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith(PARTIAL_SUFFIX))
        .map((entry) => (folder ? `${folder}/${entry.name}` : entry.name))
        .sort();
    },
  };
}

/** Uploads in one folder (`DATA_DIR/uploads`). */
export function createFolderStorage(folder: string): FileStorage {
  return uploadsArea(createFolderObjectStorage(path.dirname(folder), { uploads: folder }));
}
