/**
 * A store's pictures (owners only; staff, other accounts and nobody get 403).
 *
 *   GET    /api/portal/stores/:storeId/images   -> {status: 200, data: {storeId, logoUrl, bannerUrl}}
 *   POST   /api/portal/stores/:storeId/images   multipart: kind = logo | banner | item, itemId (kind item),
 *          one file (JPEG, PNG or WebP, already cropped to the slot's shape and size)
 *          -> {status: 200, data: {kind, itemId, url}}; 400 saying what was wrong and what is expected;
 *             404 when the item is not on this store's menu.
 *   DELETE /api/portal/stores/:storeId/images/items/:itemId   -> {status: 200, data: {kind: 'item', itemId, url: null}}
 * The url is a public /media/uploads/stores/<storeId>/... path, shown on the store page at once.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '@orderlane/domain';
import { idParam } from '@/lib/id-param.js';
import { storeParamsSchema } from './settings-routes.js';
import { IMAGE_TYPE_MESSAGE, IMAGE_TYPES, createStoreImagesService } from './store-images-service.js';
import type { StoreChangeNotifier } from './store-change-notifier.js';

const uploadBodySchema = z
  .object({
    kind: z.enum(['logo', 'banner', 'item'], {
      message: 'Say which picture this is: kind must be logo, banner or item.',
    }),
    itemId: idParam.optional(),
  })
  .refine((body) => body.kind !== 'item' || body.itemId !== undefined, {
    message: 'An item picture needs the itemId of the item it shows.',
    path: ['itemId'],
  });

const itemImageParamsSchema = z.object({ storeId: idParam, itemId: idParam });

export interface StoreImagesRoutesOptions {
  notifier: StoreChangeNotifier;
}

export async function storeImagesRoutes(app: FastifyInstance, { notifier }: StoreImagesRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const images = createStoreImagesService({
    db: app.db,
    storage: app.fileStorage,
    media: app.objectStorage,
    notifier,
  });

  routes.get(
    '/portal/stores/:storeId/images',
    { preHandler: app.authenticateOwner, schema: { params: storeParamsSchema } },
    async (request) => {
      await app.requireStoreRole(request, request.params.storeId, ['OWNER']);
      return { status: 200, data: await images.storeImages(request.params.storeId) };
    },
  );

  // The account is checked before a byte of the file is read (the receiver needs it); the store role after.
  routes.post(
    '/portal/stores/:storeId/images',
    {
      onRequest: app.authenticateOwner,
      // Only the three picture types a browser crop produces; anything else is refused before it is stored.
      config: { uploads: { maxFiles: 1, types: { mimes: IMAGE_TYPES, message: IMAGE_TYPE_MESSAGE } } },
      schema: { params: storeParamsSchema, body: uploadBodySchema },
    },
    async (request) => {
      const { storeId } = request.params;
      await app.requireStoreRole(request, storeId, ['OWNER']);
      const [upload] = request.receivedUploads ?? [];
      if (upload && upload.fieldName !== 'file') {
        throw new DomainError('invalid_data', 'Send the picture in the form field named "file".');
      }
      // The received copy is left unkept: the plugin removes it once the media copy is written.
      return { status: 200, data: await images.saveImage(storeId, request.body, upload) };
    },
  );

  routes.delete(
    '/portal/stores/:storeId/images/items/:itemId',
    { preHandler: app.authenticateOwner, schema: { params: itemImageParamsSchema } },
    async (request) => {
      const { storeId, itemId } = request.params;
      await app.requireStoreRole(request, storeId, ['OWNER']);
      return { status: 200, data: await images.removeItemImage(storeId, itemId) };
    },
  );
}
