import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { checkSharedKey } from './shared-keys.js';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const KEY_FILE = 'data-encryption.key';

/** Encrypts the few values that must never be readable at rest: bank numbers, tax ids, birth dates. */
export interface SecretBox {
  /** `v1.<iv>.<tag>.<ciphertext>` in base64url; a fresh IV every time, so equal values never look alike. */
  seal(plain: string): string;
  /** Throws when the text was not sealed with this key or was altered. */
  open(sealed: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    secretBox: SecretBox;
  }
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) {
    throw new Error('the data encryption key must be 32 bytes');
  }
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || tag === undefined || data === undefined) {
        throw new Error('not a sealed value');
      }
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** `••••6789`: only the last four characters, the way every answer shows a secret. */
export function maskSecret(value: string): string {
  return `••••${value.slice(-4)}`;
}

/** The key kept in DATA_DIR when DATA_ENCRYPTION_KEY is unset: made once, then read on every start. */
export async function loadOrCreateKeyFile(
  dataDir: string,
): Promise<{ key: Buffer; created: boolean; file: string }> {
  const file = path.join(dataDir, KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    return { key: await readKey(file), created: true, file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
    return { key: await readKey(file), created: false, file };
  }
}

async function readKey(file: string): Promise<Buffer> {
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== 32) {
    throw new Error(`${file} does not hold a 32-byte base64 key`);
  }
  return key;
}

export const secretsPlugin = fp(
  async (app) => {
    const configured = app.config.dataEncryptionKey;
    let key: Buffer;
    if (configured) {
      key = Buffer.from(configured, 'base64');
      await checkSharedKey(app, 'DATA_ENCRYPTION_KEY', key, 'config');
    } else {
      const stored = await loadOrCreateKeyFile(app.config.dataDir);
      key = stored.key;
      await checkSharedKey(app, 'DATA_ENCRYPTION_KEY', key, stored.created ? 'created' : 'file', stored.file);
      app.log.warn(
        { file: stored.file },
        stored.created
          ? 'DATA_ENCRYPTION_KEY is not set: generated a key in DATA_DIR; keep a copy, bank details cannot be read without it'
          : 'DATA_ENCRYPTION_KEY is not set: using the key generated earlier in DATA_DIR',
      );
    }
    app.decorate('secretBox', createSecretBox(key));
  },
  { name: 'secrets', dependencies: ['db'] },
);
