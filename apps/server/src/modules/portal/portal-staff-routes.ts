import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OwnersService } from '@/modules/owners/owners-service.js';
import type { StoresService } from '@/modules/stores/stores-service.js';
import { invitationParamsSchema, invitationTokenSchema } from './invitation-schemas.js';
import type { Actor } from './order-board-service.js';
import { inviteBodySchema, memberParamsSchema, storeParamsSchema } from './portal-schemas.js';
import type { StaffInvitationsService } from './staff-invitations-service.js';
import type { StaffService } from './staff-service.js';

export interface PortalStaffRoutesOptions {
  staff: StaffService;
  invitations: StaffInvitationsService;
  owners: Pick<OwnersService, 'listStores'>;
  stores: Pick<StoresService, 'getStoreProfile'>;
  actorOf: (request: FastifyRequest) => Promise<Actor>;
}

/**
 * Who works at a store: owners list members and pending invitations, invite by e-mail (as OWNER or STAFF), revoke
 * an invitation and remove members; the invited person accepts the mailed link while signed in.
 */
export async function portalStaffRoutes(
  app: FastifyInstance,
  { staff, invitations, owners, stores, actorOf }: PortalStaffRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticateOwner };

  routes.get(
    '/portal/stores/:storeId/members',
    { ...auth, schema: { params: storeParamsSchema } },
    async (request) => {
      const { storeId } = request.params;
      await app.requireStoreRole(request, storeId, ['OWNER']);
      const { timeZone } = await stores.getStoreProfile(storeId);
      const [members, pending] = await Promise.all([
        staff.listMembers(storeId, timeZone),
        invitations.listPending(storeId, timeZone),
      ]);
      return { status: 200, data: { members, invitations: pending } };
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
      const invitation = await invitations.invite(
        { id: store.id, name: store.name },
        { ownerId: request.ownerAccountId, name: actor.name },
        request.body,
      );
      return { status: 200, message: `Invitation sent to ${invitation.email}.`, data: invitation };
    },
  );

  routes.delete(
    '/portal/stores/:storeId/invitations/:invitationId',
    { ...auth, schema: { params: invitationParamsSchema } },
    async (request) => {
      const { storeId, invitationId } = request.params;
      await app.requireStoreRole(request, storeId, ['OWNER']);
      await invitations.revoke(storeId, invitationId);
      return { status: 200, message: 'The invitation no longer works.' };
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

  // Open to the link's holder, signed in or not: the page shows what accepting means before anyone signs in.
  routes.post(
    '/portal/invitations/preview',
    {
      schema: { body: invitationTokenSchema },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => ({ status: 200, data: await invitations.preview(request.body.token) }),
  );

  routes.post(
    '/portal/invitations/accept',
    {
      ...auth,
      schema: { body: invitationTokenSchema },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const joined = await invitations.accept(request.body.token, request.ownerAccountId);
      return {
        status: 200,
        data: { ...joined, stores: await owners.listStores(request.ownerAccountId) },
      };
    },
  );
}
