import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './file-storage.js';

/** Files in one folder (`DATA_DIR/uploads`), written beside their final name and renamed when complete. */
export function createFolderStorage(folder: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(folder, key);
  };
  return {
    async write(key, body) {
      const target = pathOf(key);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const partial = `${target}.part`;
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, counter, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, target);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
      return bytes;
    },
    async read(key) {
      const file = pathOf(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file) as Readable;
    },
    async remove(key) {
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') {
          throw error;
        }
      });
    },
  };
}
