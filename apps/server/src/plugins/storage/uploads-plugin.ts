import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FileStorage } from './file-storage.js';
import { createFolderStorage } from './folder-storage.js';
import { createS3ObjectClient } from './s3-client.js';
import { createS3Storage } from './s3-storage.js';
import type { ReceivedUpload } from './upload-receiver.js';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

/** The uploads a route received, marked as kept: call once their rows are committed. */
export function keepReceivedUploads(request: FastifyRequest): ReceivedUpload[] {
  const uploads = request.receivedUploads ?? [];
  for (const upload of uploads) {
    upload.kept = true;
  }
  return uploads;
}

/**
 * Upload storage (`DATA_DIR/uploads`, or an S3-compatible bucket with UPLOAD_STORAGE=s3) and the request bookkeeping around it: files a route did not keep
 * (refused, failed, or the call answered an error) are removed once the answer is sent.
 */
export const uploadsPlugin = fp(
  async (app) => {
    const where = app.config.uploadStorage;
    app.decorate(
      'fileStorage',
      where.kind === 's3'
        ? createS3Storage(createS3ObjectClient(where), { bucket: where.bucket })
        : createFolderStorage(path.join(app.config.dataDir, 'uploads')),
    );
    app.decorateRequest('receivedUploads', null);
    app.decorateRequest('uploadRefused', false);

    // A refused upload is not read to its end: the connection closes instead of draining it.
    app.addHook('onSend', async (request, reply) => {
      if (request.uploadRefused) {
        reply.header('connection', 'close');
      }
    });

    const removeUnkept = async (request: FastifyRequest) => {
      const dropped = (request.receivedUploads ?? []).filter((upload) => !upload.kept);
      for (const upload of dropped) {
        await app.fileStorage.remove(upload.storageKey).catch((error: unknown) => {
          request.log.warn(
            { err: error, storageKey: upload.storageKey },
            'could not remove an unkept upload',
          );
        });
      }
    };
    app.addHook('onResponse', removeUnkept);
    app.addHook('onRequestAbort', removeUnkept);
  },
  { name: 'uploads' },
);
