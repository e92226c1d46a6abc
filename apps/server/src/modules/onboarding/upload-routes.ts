import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '@orderlane/domain';
import { requiredStoreQuerySchema, uploadParamsSchema } from './onboarding-schemas.js';
import type { OnboardingService } from './onboarding-service.js';

/** A store's files, listed and served to its owner and staff only (never by a guessable public URL). */
export function registerUploadRoutes(app: FastifyInstance, onboarding: OnboardingService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/onboarding/uploads',
    { preHandler: app.authenticateOwner, schema: { querystring: requiredStoreQuerySchema } },
    async (request) => {
      await app.requireStoreRole(request, request.query.storeId);
      return { status: 200, data: await onboarding.listUploads(request.query.storeId) };
    },
  );

  routes.get(
    '/uploads/:uploadId',
    { preHandler: app.authenticateOwner, schema: { params: uploadParamsSchema } },
    async (request, reply) => {
      const upload = await onboarding.findUpload(request.params.uploadId);
      await app.requireStoreRole(request, upload.storeId);
      const body = await app.fileStorage.read(upload.storageKey);
      if (!body) {
        throw new DomainError('not_found', 'This file is no longer stored.');
      }
      const fileName = encodeURIComponent(upload.originalName || `upload-${upload.id}`);
      return reply
        .header('content-type', upload.contentType)
        .header('content-length', upload.sizeBytes)
        .header('content-disposition', `inline; filename*=UTF-8''${fileName}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}
