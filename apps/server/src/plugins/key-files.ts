import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A 32-byte key kept in DATA_DIR for a secret left unset in the configuration: made once (readable by the
 * server's user only), then read on every start. Several processes share it only if they share DATA_DIR.
 */
export async function loadOrCreateKeyFile(
  dataDir: string,
  fileName: string,
): Promise<{ key: Buffer; created: boolean; file: string }> {
  const file = path.join(dataDir, fileName);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  let created = true;
  try {
    await writeFile(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
    created = false;
  }
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== 32) {
    throw new Error(`${file} does not hold a 32-byte base64 key`);
  }
  return { key, created, file };
}

/** The configured secret (any text of 32+ characters) as key bytes, or the DATA_DIR key file's. */
export async function resolveSecretKey(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
): Promise<{ key: Buffer; source: 'config' | 'created' | 'file'; file?: string }> {
  if (configured) {
    return { key: Buffer.from(configured, 'utf8'), source: 'config' };
  }
  const stored = await loadOrCreateKeyFile(dataDir, fileName);
  return { key: stored.key, source: stored.created ? 'created' : 'file', file: stored.file };
}
