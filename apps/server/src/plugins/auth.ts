import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '@orderlane/domain';
import type { Executor } from '@/db/client.js';
import { preparedPerDb } from '@/db/prepared-per-db.js';
import { accessTokens, users } from '@/db/schema/index.js';
import { createSessionGuesses, type SessionGuess } from './session-guesses.js';

const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_MS = SESSION_DAYS * DAY_MS;
/** However often it is used, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_DAYS = 90;
const SESSION_ABSOLUTE_MS = SESSION_ABSOLUTE_DAYS * DAY_MS;
// Sliding expiry is written at most once a day per token, not on every request.
const SLIDE_AFTER_MS = DAY_MS;
const MAX_TOKEN_LENGTH = 200;

export const SESSION_INVALID_MESSAGE = 'Your session is no longer valid.';

/**
 * What a diner's discount depends on: read with the session, in the same statement, since every signed-in
 * pricing needs it (one round trip fewer per calculateOrder; a send reads it again with the order it places).
 */
export interface DinerStanding {
  orderCount: number;
  rewardBalanceCents: number;
  usedNewCustomerPromo: boolean;
}

export interface AccessTokenSession {
  tokenId: number;
  userId: number;
  standing: DinerStanding;
  /** The session's expiry as stored after this read (slid when it was due). */
  expiresAtMs: number;
  /** However often it is used, the session ends then (sign-in + 90 days). */
  endsAtMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 403 unless a live access token is sent (and matches `userId` when one is sent). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler for calls open to guests: signed in when a token is sent (a bad one is still refused). */
    authenticateIfSent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler for a call that confirms the session in its own statement: `sessionGuess` when this process knows
     * the token's session, else as `authenticate`. The call must `authenticate` when its statement refuses.
     */
    guessSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** As `guessSession` for calls open to guests: else as `authenticateIfSent`. */
    guessSessionIfSent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * The answer of a call behind `guessSession(IfSent)`: `onGuess`'s when the request has a guess and its statement
     * confirmed it (null: not confirmed, nothing done); else the session is read (403 when it has ended) and
     * `onSession` answers.
     */
    answerOnSessionGuess: <T>(
      request: FastifyRequest,
      reply: FastifyReply,
      onGuess: (guess: SessionGuess) => Promise<T | null>,
      onSession: () => Promise<T>,
    ) => Promise<T>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`: the signed-in user, the session's row and the token as sent. */
    userId: number;
    accessTokenId: number;
    accessToken: string;
    /** Set by `authenticate` with the session: the signed-in diner's standing as read then; null for a guest. */
    dinerStanding: DinerStanding | null;
    /**
     * Set by `guessSessionIfSent` instead of the fields above when this process read the token's session before:
     * unconfirmed until the call's own statement checks it (session-guesses.ts).
     */
    sessionGuess: SessionGuess | null;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random 256-bit token, base64url; only its sha256 is stored. */
export async function issueAccessToken(db: Executor, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accessTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
  });
  return token;
}

// Every signed-in call reads its session: built and planned once (drizzle's query building showed in profiles).
const liveSessionStatement = preparedPerDb((db) =>
  db
    .select({
      id: accessTokens.id,
      userId: accessTokens.userId,
      createdAt: accessTokens.createdAt,
      expiresAt: accessTokens.expiresAt,
      orderCount: users.orderCount,
      rewardBalanceCents: users.rewardBalanceCents,
      usedNewCustomerPromo: users.usedNewCustomerPromo,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .prepare('auth_live_session'),
);

/**
 * The session behind a live token, its expiry pushed 30 days ahead but never past 90 days from sign-in;
 * null when unknown, expired or revoked.
 */
export async function findAccessTokenSession(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<AccessTokenSession | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    return null;
  }
  const [row] = await liveSessionStatement(db).execute({
    tokenHash: hashToken(token),
    now: now.toISOString(),
  });
  const endsAtMs = row ? row.createdAt.getTime() + SESSION_ABSOLUTE_MS : 0;
  if (!row || endsAtMs <= now.getTime()) {
    return null;
  }
  let expiresAtMs = row.expiresAt.getTime();
  if (isSlideDue({ expiresAtMs, endsAtMs }, now.getTime())) {
    expiresAtMs = slidExpiryMs(endsAtMs, now.getTime());
    await db
      .update(accessTokens)
      .set({ expiresAt: new Date(expiresAtMs) })
      .where(eq(accessTokens.id, row.id));
  }
  const { orderCount, rewardBalanceCents, usedNewCustomerPromo } = row;
  return {
    tokenId: row.id,
    userId: row.userId,
    standing: { orderCount, rewardBalanceCents, usedNewCustomerPromo },
    expiresAtMs,
    endsAtMs,
  };
}

const slidExpiryMs = (endsAtMs: number, nowMs: number) => Math.min(nowMs + SESSION_MS, endsAtMs);

/** Whether a use at `nowMs` pushes the session's expiry far enough to be written (at most once a day). */
const isSlideDue = (session: { expiresAtMs: number; endsAtMs: number }, nowMs: number) =>
  slidExpiryMs(session.endsAtMs, nowMs) - session.expiresAtMs >= SLIDE_AFTER_MS;

/** Whether the session `tokenId` is still live (not revoked, not expired), without sliding its expiry. */
export async function isAccessTokenLive(db: Executor, tokenId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ createdAt: accessTokens.createdAt })
    .from(accessTokens)
    .where(
      and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)),
    );
  return row !== undefined && now.getTime() < row.createdAt.getTime() + SESSION_ABSOLUTE_MS;
}

export async function revokeAccessToken(db: Executor, tokenId: number, now = new Date()) {
  await db.update(accessTokens).set({ revokedAt: now }).where(eq(accessTokens.id, tokenId));
}

/** Signs the user out everywhere, except on the session `keepTokenId` when given. */
export async function revokeUserAccessTokens(
  db: Executor,
  userId: number,
  { keepTokenId, now = new Date() }: { keepTokenId?: number; now?: Date } = {},
) {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        keepTokenId === undefined ? undefined : ne(accessTokens.id, keepTokenId),
      ),
    );
}

interface SentCredentials {
  token?: string;
  userId?: string;
  /** A token sent in the query string of a call whose spec does not put it there: refused, never used. */
  isTokenMisplaced: boolean;
}

export const TOKEN_IN_QUERY_MESSAGE =
  'Send the access token in the Authorization header or the form body, never in the address.';

const credentialsByRequest = new WeakMap<FastifyRequest, SentCredentials>();

function readParameter(source: unknown, name: string): string | undefined {
  if (source === null || typeof source !== 'object' || !(name in source)) {
    return undefined;
  }
  const value = (source as Record<string, unknown>)[name];
  // Sent but neither text nor a number (an array, an object): never a match, so never skipped either.
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The only call that may carry `accessToken` in the query string: the one whose spec puts it there (event
 * streams take a single-use ticket instead). Elsewhere a token there is refused, since addresses end up in
 * proxy logs and browser history.
 */
const QUERY_TOKEN_ROUTES = new Set(['/api/mobile/searchOrderHistory']);

/** Bearer header first, then the spec's `accessToken` parameter (body, or query where the spec puts it). */
function readCredentials(request: FastifyRequest): SentCredentials {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  const inQuery = readParameter(request.query, 'accessToken');
  const isQueryAllowed = QUERY_TOKEN_ROUTES.has(request.routeOptions.url ?? '');
  return {
    token: bearer ?? (isQueryAllowed ? inQuery : undefined) ?? readParameter(request.body, 'accessToken'),
    isTokenMisplaced: inQuery !== undefined && !isQueryAllowed,
    userId: readParameter(request.query, 'userId') ?? readParameter(request.body, 'userId'),
  };
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('userId', 0);
    app.decorateRequest('accessTokenId', 0);
    app.decorateRequest('accessToken', '');
    app.decorateRequest('dinerStanding', null);
    app.decorateRequest('sessionGuess', null);
    const guesses = createSessionGuesses(isSlideDue);

    // Route schemas replace query and body with their parsed shape, which may drop these fields: keep what was sent.
    app.addHook('preValidation', async (request) => {
      credentialsByRequest.set(request, readCredentials(request));
    });

    const authenticate = async (request: FastifyRequest) => {
      const sent = credentialsByRequest.get(request) ?? readCredentials(request);
      if (sent.isTokenMisplaced) {
        throw new DomainError('forbidden', TOKEN_IN_QUERY_MESSAGE);
      }
      const session = sent.token ? await findAccessTokenSession(app.db, sent.token) : null;
      if (!session || (sent.userId !== undefined && sent.userId.trim() !== String(session.userId))) {
        if (sent.token) {
          // An ended session is refused at once from now on, not priced first on a guess.
          guesses.forget(hashToken(sent.token));
        }
        throw new DomainError('forbidden', SESSION_INVALID_MESSAGE);
      }
      guesses.remember(hashToken(sent.token!), session);
      request.sessionGuess = null;
      request.userId = session.userId;
      request.accessTokenId = session.tokenId;
      request.accessToken = sent.token ?? '';
      request.dinerStanding = session.standing;
    };
    app.decorate('authenticate', authenticate);
    app.decorate('authenticateIfSent', async (request: FastifyRequest) => {
      const sent = credentialsByRequest.get(request) ?? readCredentials(request);
      if (sent.token !== undefined || sent.isTokenMisplaced) {
        await authenticate(request);
      }
    });
    /** Sets `sessionGuess` when this process read the sent token's session before (and its user matches). */
    const guessSession = (request: FastifyRequest) => {
      const sent = credentialsByRequest.get(request) ?? readCredentials(request);
      const guess =
        sent.token && !sent.isTokenMisplaced && sent.token.length <= MAX_TOKEN_LENGTH
          ? guesses.guess(hashToken(sent.token), Date.now())
          : null;
      if (!guess || (sent.userId !== undefined && sent.userId.trim() !== String(guess.userId))) {
        return false;
      }
      request.sessionGuess = guess;
      request.accessToken = sent.token!;
      return true;
    };
    app.decorate('guessSession', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!guessSession(request)) {
        await app.authenticate(request, reply);
      }
    });
    app.decorate('guessSessionIfSent', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!guessSession(request)) {
        await app.authenticateIfSent(request, reply);
      }
    });
    app.decorate(
      'answerOnSessionGuess',
      async <T>(
        request: FastifyRequest,
        reply: FastifyReply,
        onGuess: (guess: SessionGuess) => Promise<T | null>,
        onSession: () => Promise<T>,
      ) => {
        const guess = request.sessionGuess;
        const answer = guess ? await onGuess(guess) : null;
        if (answer !== null) {
          return answer;
        }
        if (guess) {
          await app.authenticate(request, reply);
        }
        return onSession();
      },
    );
  },
  { name: 'auth', dependencies: ['db'] },
);
