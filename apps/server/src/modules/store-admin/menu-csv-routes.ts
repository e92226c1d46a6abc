/**
 * Menu CSV (owners only; format in docs/menu-csv.md).
 *
 *   GET  /api/portal/stores/:storeId/menu.csv   -> text/csv, one row per item (attachment menu-<storeId>.csv)
 *   POST /api/portal/stores/:storeId/menu-import/preview  body {csv} -> {status: 200, data: {added, changed,
 *        removed, categoriesAdded, categoriesChanged, categoriesRemoved, reordered, unchanged, categories, items,
 *        fingerprint}}: what the import would do, nothing written.
 *   POST /api/portal/stores/:storeId/menu-import  body {csv, fingerprint?} (JSON or form fields) brings the menu to
 *        the file's -> {status: 200, data: <the same summary>}; 400 {status, message} listing bad rows by row
 *        number (row 1 is the header), nothing written; 409 when `fingerprint` (the preview's) no longer
 *        matches the menu.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MenuCsvService } from './menu-csv-service.js';
import { storeParamsSchema } from './settings-routes.js';

const csvField = z.string().min(1, 'send the CSV text').max(1_500_000, 'the file is larger than 1.5 MB');
const previewBodySchema = z.object({ csv: csvField });
const importBodySchema = z.object({
  csv: csvField,
  fingerprint: z.string().trim().min(1).max(64).optional(),
});

export async function menuCsvRoutes(app: FastifyInstance, { csv }: { csv: MenuCsvService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticateOwner };

  routes.get(
    '/portal/stores/:storeId/menu.csv',
    { ...auth, schema: { params: storeParamsSchema } },
    async (request, reply) => {
      const { storeId } = request.params;
      await app.requireStoreRole(request, storeId, ['OWNER']);
      const text = await csv.exportCsv(storeId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="menu-${storeId}.csv"`)
        .send(text);
    },
  );

  routes.post(
    '/portal/stores/:storeId/menu-import/preview',
    { ...auth, schema: { params: storeParamsSchema, body: previewBodySchema } },
    async (request) => {
      const { storeId } = request.params;
      await app.requireStoreRole(request, storeId, ['OWNER']);
      return { status: 200, data: await csv.previewCsv(storeId, request.body.csv) };
    },
  );

  routes.post(
    '/portal/stores/:storeId/menu-import',
    { ...auth, schema: { params: storeParamsSchema, body: importBodySchema } },
    async (request) => {
      const { storeId } = request.params;
      await app.requireStoreRole(request, storeId, ['OWNER']);
      const { csv: text, fingerprint } = request.body;
      return { status: 200, data: await csv.importCsv(storeId, text, fingerprint) };
    },
  );
}
