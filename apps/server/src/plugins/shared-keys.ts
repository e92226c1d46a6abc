import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from '@/config.js';
import { deploymentKeys } from '@/db/schema/index.js';

/** The keys every server process must hold alike, by the variable that sets each. */
export type SharedKeyName = 'DATA_ENCRYPTION_KEY' | 'TABLE_CODE_SECRET' | 'CARD_FINGERPRINT_SECRET';

/** Tells keys apart without revealing them: HMAC-SHA256 of a fixed label under the key, 32 hex digits. */
export function keyFingerprint(key: Buffer): string {
  return createHmac('sha256', key)
    .update('orderlane deployment key fingerprint v1')
    .digest('hex')
    .slice(0, 32);
}

/** The one line a process with a generated key of its own is refused with, when another process's differs. */
export function keyMismatchMessage(name: SharedKeyName, file: string | undefined): string {
  return (
    `${name} is not set and the key this process generated${file ? ` in ${file}` : ''} differs from the one ` +
    `another server process on this database recorded: set ${name} to the same value on every process.`
  );
}

/**
 * Records the fingerprint of a shared key at the first start, and compares it at every later one. A key left
 * unset is generated into DATA_DIR: two machines with DATA_DIRs of their own would each make one and disagree
 * (bank details sealed by one unreadable on the other, printed table codes refused, cards not matched), so on
 * PostgreSQL a process whose generated key differs from the recorded one refuses to start (a ConfigError,
 * shown as one line). A configured key that differs is a deliberate change of key: it is recorded, with a warning.
 */
export async function checkSharedKey(
  app: Pick<FastifyInstance, 'db' | 'log' | 'config'>,
  name: SharedKeyName,
  key: Buffer,
  source: 'config' | 'created' | 'file',
  file?: string,
): Promise<void> {
  const fingerprint = keyFingerprint(key);
  const inserted = await app.db
    .insert(deploymentKeys)
    .values({ name, fingerprint })
    .onConflictDoNothing()
    .returning({ name: deploymentKeys.name });
  if (inserted.length > 0) {
    return;
  }
  const [recorded] = await app.db
    .select({ fingerprint: deploymentKeys.fingerprint })
    .from(deploymentKeys)
    .where(eq(deploymentKeys.name, name));
  if (!recorded || recorded.fingerprint === fingerprint) {
    return;
  }
  if (source === 'config') {
    await app.db
      .update(deploymentKeys)
      .set({ fingerprint, recordedAt: sql`now()` })
      .where(eq(deploymentKeys.name, name));
    app.log.warn(
      { key: name },
      `${name} differs from the key recorded by an earlier start: recorded the new one; every process must be restarted with it`,
    );
    return;
  }
  if (app.config.databaseUrl) {
    throw new ConfigError(keyMismatchMessage(name, file));
  }
  // Embedded PGlite lives in this DATA_DIR with its key files: a different key means the key file was replaced.
  app.log.warn({ key: name, file }, keyMismatchMessage(name, file));
}
