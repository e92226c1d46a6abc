import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '@orderlane/domain';
import { DAILY_CACHE, IMMUTABLE_CACHE, contentHashOf, mediaContentType, weakEtagOf } from './media-files.js';

const paramsSchema = z.object({ '*': z.string().max(300) });

/**
 * GET /media/<folder>/<file>: the pictures diners see, from the `media` area of the storage (DATA_DIR/media, or
 * the S3 bucket's media/ prefix), so any machine serves a picture any other one stored. Content-addressed
 * pictures (owners' uploads) are cached for a year as immutable, demo pictures for a day.
 */
export async function mediaRoutes(app: FastifyInstance) {
  app.get('/', async () => {
    throw new DomainError('not_found', 'Name an image: /media/<folder>/<file>');
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/*', { schema: { params: paramsSchema } }, async (request, reply) => {
      const relativePath = request.params['*'];
      const notFound = () => new DomainError('not_found', `No image at /media/${relativePath.slice(0, 100)}`);
      const contentType = mediaContentType(relativePath);
      if (!contentType) {
        throw notFound();
      }
      const hash = contentHashOf(relativePath);
      // Opened directly, an SVG is a document: let it draw, never run anything.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (hash && request.headers['if-none-match'] === `"${hash}"`) {
        // The name is the content: a matching validator needs no look at the storage.
        return reply.header('cache-control', IMMUTABLE_CACHE).header('etag', `"${hash}"`).status(304).send();
      }
      const file = await app.objectStorage.get('media', relativePath);
      if (!file) {
        throw notFound();
      }
      const etag = hash ? `"${hash}"` : weakEtagOf(file);
      reply
        .header('cache-control', hash ? IMMUTABLE_CACHE : DAILY_CACHE)
        .header('etag', etag)
        .header('last-modified', file.modifiedAt.toUTCString());
      if (request.headers['if-none-match'] === etag) {
        file.body.destroy();
        return reply.status(304).send();
      }
      return reply.type(contentType).header('content-length', file.sizeBytes).send(file.body);
    });
}
