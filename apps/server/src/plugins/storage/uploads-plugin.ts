import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FileStorage } from './file-storage.js';
import { createObjectStorage } from './create-object-storage.js';
import type { ObjectStorage } from './object-storage.js';
import type { ReceivedUpload } from './upload-receiver.js';
import { uploadsArea } from './uploads-area.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every file the product keeps (uploads, pictures, fax and mail outboxes): DATA_DIR or the S3 bucket. */
    objectStorage: ObjectStorage;
    /** The uploads area of `objectStorage`. */
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
 * The storage every file goes through (folders under DATA_DIR, or an S3-compatible bucket with
 * UPLOAD_STORAGE=s3) and the upload bookkeeping around it: files a route did not keep (refused, failed, or the
 * call answered an error) are removed once the answer is sent.
 */
export const uploadsPlugin = fp(
  async (app) => {
    const objects = await createObjectStorage(app.config);
    app.decorate('objectStorage', objects);
    app.decorate('fileStorage', uploadsArea(objects));
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
