/**
 * Restaurant-account (owner and staff) auth for portal and onboarding calls; diners' tokens never pass here.
 *
 *   routes.get('/portal/x', { preHandler: app.authenticateOwner }, async (request) => {
 *     const role = await app.requireStoreRole(request, storeId);            // any member: 'OWNER' | 'STAFF'
 *     await app.requireStoreRole(request, storeId, ['OWNER']);              // owners only
 *     request.ownerAccountId;                                               // the signed-in account's id
 *   });
 *
 * - `authenticateOwner` (preHandler): needs `Authorization: Bearer <owner accessToken>` (from
 *   POST /api/owner/login); otherwise 403 `{status: 403, message}`. Sets `request.ownerAccountId` and
 *   `request.ownerAccessTokenId`.
 * - `requireStoreRole(request, storeId, roles?)`: the account's role at that store; throws
 *   DomainError('forbidden') (403) when it does not hold the store, or holds it with a role not in `roles`.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '@orderlane/domain';
import type { Executor } from '@/db/client.js';
import { storeMembers } from '@/db/schema/index.js';
import { findOwnerSession } from './owner-sessions.js';

export type StoreRole = 'OWNER' | 'STAFF';

export const OWNER_SESSION_INVALID_MESSAGE = 'Please sign in to your restaurant account again.';
export const STORE_FORBIDDEN_MESSAGE = 'Your account does not have access to this store.';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 403 unless a live owner access token is sent as `Authorization: Bearer`. */
    authenticateOwner: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in account's role at `storeId`; 403 when it holds no role there, or none of `roles`. */
    requireStoreRole: (request: FastifyRequest, storeId: number, roles?: StoreRole[]) => Promise<StoreRole>;
  }
  interface FastifyRequest {
    /** Set by `authenticateOwner`: the signed-in restaurant account (an `owners` row). */
    ownerAccountId: number;
    ownerAccessTokenId: number;
  }
}

/** The account's role at the store, or null when it holds none there. */
export async function findStoreRole(
  db: Executor,
  storeId: number,
  ownerId: number,
): Promise<StoreRole | null> {
  const [member] = await db
    .select({ role: storeMembers.role })
    .from(storeMembers)
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.ownerId, ownerId)));
  return member?.role ?? null;
}

const readBearer = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

export const ownerAuthPlugin = fp(
  async (app) => {
    app.decorateRequest('ownerAccountId', 0);
    app.decorateRequest('ownerAccessTokenId', 0);

    app.decorate('authenticateOwner', async (request: FastifyRequest) => {
      const token = readBearer(request);
      const session = token ? await findOwnerSession(app.db, token) : null;
      if (!session) {
        throw new DomainError('forbidden', OWNER_SESSION_INVALID_MESSAGE);
      }
      request.ownerAccountId = session.ownerId;
      request.ownerAccessTokenId = session.tokenId;
    });

    app.decorate(
      'requireStoreRole',
      async (request: FastifyRequest, storeId: number, roles?: StoreRole[]) => {
        if (!request.ownerAccountId) {
          throw new DomainError('forbidden', OWNER_SESSION_INVALID_MESSAGE);
        }
        const role = await findStoreRole(app.db, storeId, request.ownerAccountId);
        if (!role || (roles && !roles.includes(role))) {
          throw new DomainError('forbidden', STORE_FORBIDDEN_MESSAGE);
        }
        return role;
      },
    );
  },
  { name: 'owner-auth', dependencies: ['db'] },
);
