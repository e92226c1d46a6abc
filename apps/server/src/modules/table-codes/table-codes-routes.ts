import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import { MAX_TABLE_COUNT, createTableCodesService } from './table-codes-service.js';

const params = z.object({ storeId: idParam });
const TABLE_COUNT_MESSAGE = `the number of tables must be a whole number from 1 to ${MAX_TABLE_COUNT}`;
const tableCount = z.coerce
  .number({ error: TABLE_COUNT_MESSAGE })
  .int(TABLE_COUNT_MESSAGE)
  .min(1, TABLE_COUNT_MESSAGE)
  .max(MAX_TABLE_COUNT, `it must be at most ${MAX_TABLE_COUNT}`);
const query = z.object({ tables: tableCount.optional() });
const body = z.object({ tables: tableCount });

/**
 * The signed codes to print, for the store's owners only:
 *   GET  /portal/stores/{storeId}/table-codes[?tables=N]  -> {status: 200, data: {storeId, tableCount, issuedOn, codes}}
 *        (without tables: the count the owner last saved, 12 before any)
 *   POST /portal/stores/{storeId}/table-codes  {tables: N}  -> the same, N kept as the store's count
 */
export async function tableCodesRoutes(app: FastifyInstance) {
  const service = createTableCodesService({ db: app.db, tableTokens: app.tableTokens });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/portal/stores/:storeId/table-codes',
    { preHandler: app.authenticateOwner, schema: { params, querystring: query } },
    async (request) => {
      await app.requireStoreRole(request, request.params.storeId, ['OWNER']);
      return { status: 200, data: await service.codesFor(request.params.storeId, request.query.tables) };
    },
  );
  routes.post(
    '/portal/stores/:storeId/table-codes',
    { preHandler: app.authenticateOwner, schema: { params, body } },
    async (request) => {
      await app.requireStoreRole(request, request.params.storeId, ['OWNER']);
      return {
        status: 200,
        data: await service.saveTableCount(request.params.storeId, request.body.tables),
      };
    },
  );
}
