import { assertStorageKey, type FileStorage } from './file-storage.js';
import type { ObjectStorage } from './object-storage.js';

/** The uploads area as the upload receiver and the routes use it: keys the server made, nothing else. */
export function uploadsArea(objects: ObjectStorage): FileStorage {
  return {
    async write(key, body, contentType) {
      assertStorageKey(key);
      return objects.put('uploads', key, body, contentType);
    },
    // Checked before any request: a bad key throws at once rather than in a promise.
    read(key) {
      assertStorageKey(key);
      return objects.get('uploads', key).then((found) => found?.body ?? null);
    },
    remove(key) {
      assertStorageKey(key);
      return objects.remove('uploads', key);
    },
  };
}
