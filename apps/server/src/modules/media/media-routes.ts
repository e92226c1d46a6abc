import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '@orderlane/domain';
import { findMediaFile, weakEtagOf } from './media-files.js';

const paramsSchema = z.object({ '*': z.string().max(300) });

/** GET /media/<folder>/<file>: the demo pictures under `<DATA_DIR>/media/`, cached for a day. */
export async function mediaRoutes(app: FastifyInstance) {
  const mediaDir = path.join(app.config.dataDir, 'media');

  app.get('/', async () => {
    throw new DomainError('not_found', 'Name an image: /media/<folder>/<file>');
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/*', { schema: { params: paramsSchema } }, async (request, reply) => {
      const relativePath = request.params['*'];
      const file = await findMediaFile(mediaDir, relativePath);
      if (!file) {
        throw new DomainError('not_found', `No image at /media/${relativePath.slice(0, 100)}`);
      }
      const etag = weakEtagOf(file);
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', etag)
        .header('last-modified', file.modifiedAt.toUTCString())
        // Opened directly, an SVG is a document: let it draw, never run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (request.headers['if-none-match'] === etag) {
        return reply.status(304).send();
      }
      return reply
        .type(file.contentType)
        .header('content-length', file.sizeBytes)
        .send(createReadStream(file.filePath));
    });
}
