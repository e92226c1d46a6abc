import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { ownerAccessTokens } from '@/db/schema/index.js';
import { hashToken } from './auth.js';

const DAY_MS = 24 * 60 * 60 * 1000;
// Idle sessions end after 30 days; every session ends 90 days after sign-in, used or not.
const SESSION_MS = 30 * DAY_MS;
const ABSOLUTE_SESSION_MS = 90 * DAY_MS;
const SLIDE_AFTER_MS = DAY_MS;
const MAX_TOKEN_LENGTH = 200;

export interface OwnerSession {
  tokenId: number;
  ownerId: number;
}

/** A random 256-bit token, base64url; only its sha256 is stored. */
export async function issueOwnerAccessToken(
  db: Executor,
  ownerId: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(ownerAccessTokens).values({
    ownerId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
  });
  return token;
}

/** The live session behind a token, its idle expiry pushed ahead (never past the absolute end). */
export async function findOwnerSession(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<OwnerSession | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    return null;
  }
  const [row] = await db
    .select({
      id: ownerAccessTokens.id,
      ownerId: ownerAccessTokens.ownerId,
      createdAt: ownerAccessTokens.createdAt,
      expiresAt: ownerAccessTokens.expiresAt,
    })
    .from(ownerAccessTokens)
    .where(
      and(
        eq(ownerAccessTokens.tokenHash, hashToken(token)),
        isNull(ownerAccessTokens.revokedAt),
        gt(ownerAccessTokens.expiresAt, now),
      ),
    );
  if (!row) {
    return null;
  }
  const absoluteEnd = row.createdAt.getTime() + ABSOLUTE_SESSION_MS;
  if (now.getTime() >= absoluteEnd) {
    return null;
  }
  if (row.expiresAt.getTime() - now.getTime() < SESSION_MS - SLIDE_AFTER_MS) {
    await db
      .update(ownerAccessTokens)
      .set({ expiresAt: new Date(Math.min(now.getTime() + SESSION_MS, absoluteEnd)) })
      .where(eq(ownerAccessTokens.id, row.id));
  }
  return { tokenId: row.id, ownerId: row.ownerId };
}

/** Whether the session `tokenId` is still live (not revoked, not expired), without sliding its expiry. */
export async function isOwnerSessionLive(db: Executor, tokenId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ createdAt: ownerAccessTokens.createdAt })
    .from(ownerAccessTokens)
    .where(
      and(
        eq(ownerAccessTokens.id, tokenId),
        isNull(ownerAccessTokens.revokedAt),
        gt(ownerAccessTokens.expiresAt, now),
      ),
    );
  return row !== undefined && now.getTime() < row.createdAt.getTime() + ABSOLUTE_SESSION_MS;
}

export async function revokeOwnerAccessToken(db: Executor, tokenId: number, now = new Date()) {
  await db.update(ownerAccessTokens).set({ revokedAt: now }).where(eq(ownerAccessTokens.id, tokenId));
}

/** Signs the account out everywhere, except on `keepTokenId` when given (a password change). */
export async function revokeOwnerAccessTokens(
  db: Executor,
  ownerId: number,
  { keepTokenId, now = new Date() }: { keepTokenId?: number; now?: Date } = {},
) {
  await db
    .update(ownerAccessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(ownerAccessTokens.ownerId, ownerId),
        isNull(ownerAccessTokens.revokedAt),
        keepTokenId === undefined ? undefined : ne(ownerAccessTokens.id, keepTokenId),
      ),
    );
}
