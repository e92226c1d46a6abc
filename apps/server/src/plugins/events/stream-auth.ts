import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@orderlane/domain';
import type { Executor } from '@/db/client.js';
import { isAccessTokenLive } from '../auth.js';
import { isOwnerSessionLive } from '../owner-sessions.js';
import type { StreamAccountKind } from './event-bus.js';
import { redeemStreamTicket, type StreamHolder } from './stream-tickets.js';

export const TOKEN_IN_STREAM_ADDRESS_MESSAGE =
  'Open live updates with a ticket from the matching POST …/ticket call; an access token in the address is refused.';
export const STREAM_TICKET_INVALID_MESSAGE =
  'This live-updates ticket was already used, has expired or is unknown. Ask for a new one.';

/** Whether the session a stream lives on is still live (not signed out, not expired, password unchanged). */
export function isStreamSessionLive(db: Executor, holder: StreamHolder): Promise<boolean> {
  return holder.kind === 'OWNER'
    ? isOwnerSessionLive(db, holder.sessionTokenId)
    : isAccessTokenLive(db, holder.sessionTokenId);
}

/**
 * Who opens a stream: the holder of the `ticket` in the query (spent now), else the session of the
 * Authorization header. A token in the address is refused: addresses reach logs and browser history.
 */
export async function streamHolderOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: StreamAccountKind,
): Promise<StreamHolder> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if ('accessToken' in query) {
    throw new DomainError('forbidden', TOKEN_IN_STREAM_ADDRESS_MESSAGE);
  }
  if ('ticket' in query) {
    const holder =
      typeof query.ticket === 'string' ? await redeemStreamTicket(app.db, query.ticket, kind) : null;
    // A ticket issued just before its session ended does not outlive it.
    if (!holder || !(await isStreamSessionLive(app.db, holder))) {
      throw new DomainError('forbidden', STREAM_TICKET_INVALID_MESSAGE);
    }
    return holder;
  }
  if (kind === 'OWNER') {
    await app.authenticateOwner(request, reply);
    return { kind, accountId: request.ownerAccountId, sessionTokenId: request.ownerAccessTokenId };
  }
  await app.authenticate(request, reply);
  return { kind, accountId: request.userId, sessionTokenId: request.accessTokenId };
}

const holders = new WeakMap<FastifyRequest, StreamHolder>();

/** preValidation of a stream route: settles who opens it (before the query is checked) for `streamHolder`. */
export function identifyStreamHolder(app: FastifyInstance, kind: StreamAccountKind) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    holders.set(request, await streamHolderOf(app, request, reply, kind));
  };
}

/** The holder `identifyStreamHolder` settled for this request. */
export function streamHolder(request: FastifyRequest): StreamHolder {
  const holder = holders.get(request);
  if (!holder) {
    throw new DomainError('forbidden', STREAM_TICKET_INVALID_MESSAGE);
  }
  return holder;
}
