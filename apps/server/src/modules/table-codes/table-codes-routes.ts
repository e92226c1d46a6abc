import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import { MAX_TABLE_COUNT, createTableCodesService } from './table-codes-service.js';

const params = z.object({ storeId: idParam });
const query = z.object({
  tables: z.coerce
    .number({ error: 'it must be a whole number' })
    .int('it must be a whole number')
    .min(1, 'it must be at least 1')
    .max(MAX_TABLE_COUNT, `it must be at most ${MAX_TABLE_COUNT}`)
    .default(12),
});

/** GET /portal/stores/{storeId}/table-codes?tables=N: the signed codes to print, for the store's owners only. */
export async function tableCodesRoutes(app: FastifyInstance) {
  const service = createTableCodesService({ tableTokens: app.tableTokens });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/portal/stores/:storeId/table-codes',
      { preHandler: app.authenticateOwner, schema: { params, querystring: query } },
      async (request) => {
        await app.requireStoreRole(request, request.params.storeId, ['OWNER']);
        return { status: 200, data: service.listTableCodes(request.params.storeId, request.query.tables) };
      },
    );
}
