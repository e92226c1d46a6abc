import type { AppConfig } from '@/config.js';
import type { ObjectStorage } from './object-storage.js';

/** The storage UPLOAD_STORAGE names: a folder under DATA_DIR, or the S3 bucket (with its client loaded lazily). */
export async function createObjectStorage(
  config: Pick<AppConfig, 'uploadStorage' | 'dataDir'>,
): Promise<ObjectStorage> {
  const where = config.uploadStorage;
  if (where.kind === 's3') {
    const [{ createS3ObjectClient }, { createS3ObjectStorage }] = await Promise.all([
      import('./s3-client.js'),
      import('./s3-storage.js'),
    ]);
    return createS3ObjectStorage(createS3ObjectClient(where), { bucket: where.bucket });
  }
  const { createFolderObjectStorage } = await import('./folder-storage.js');
  return createFolderObjectStorage(config.dataDir);
}
