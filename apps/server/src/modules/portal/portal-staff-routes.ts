import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StoresService } from '@/modules/stores/stores-service.js';
import type { Actor } from './order-board-service.js';
import { inviteBodySchema, memberParamsSchema, storeParamsSchema } from './portal-schemas.js';
import type { StaffService } from './staff-service.js';

export interface PortalStaffRoutesOptions {
  staff: StaffService;
  stores: Pick<StoresService, 'getStoreProfile'>;
  actorOf: (request: FastifyRequest) => Promise<Actor>;
}

/** Who works at a store: owners list, invite (by e-mail, as OWNER or STAFF) and remove members. */
export async function portalStaffRoutes(
  app: FastifyInstance,
  { staff, stores, actorOf }: PortalStaffRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticateOwner };

  routes.get(
    '/portal/stores/:storeId/members',
    { ...auth, schema: { params: storeParamsSchema } },
    async (request) => {
      const { storeId } = request.params;
      await app.requireStoreRole(request, storeId, ['OWNER']);
      const store = await stores.getStoreProfile(storeId);
      return { status: 200, data: { members: await staff.listMembers(storeId, store.timeZone) } };
    },
  );

  routes.post(
    '/portal/stores/:storeId/members',
    { ...auth, schema: { params: storeParamsSchema, body: inviteBodySchema } },
    async (request) => {
      const { storeId } = request.params;
      await app.requireStoreRole(request, storeId, ['OWNER']);
      const store = await stores.getStoreProfile(storeId);
      const actor = await actorOf(request);
      const member = await staff.invite(
        { id: store.id, name: store.name, timeZone: store.timeZone },
        { ownerId: request.ownerAccountId, name: actor.name },
        request.body,
      );
      return { status: 200, data: member };
    },
  );

  routes.delete(
    '/portal/stores/:storeId/members/:ownerId',
    { ...auth, schema: { params: memberParamsSchema } },
    async (request) => {
      const { storeId, ownerId } = request.params;
      await app.requireStoreRole(request, storeId, ['OWNER']);
      await staff.remove(storeId, ownerId);
      await app.recheckEventStreams('OWNER', ownerId);
      return { status: 200, message: 'Removed from the store.' };
    },
  );
}
