import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const memoryFor = (cost: number) => 128 * BLOCK_SIZE * 2 ** cost * 2;

/**
 * scrypt with OWASP's parameters by default (N = 2^17, r = 8, p = 1). The parameters are stored beside the
 * hash (`scrypt$17$8$1$salt$hash`) so they can be raised later without breaking old hashes.
 */
export async function hashPassword(password: string, { cost }: { cost: number }): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, {
    N: 2 ** cost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: memoryFor(cost),
  });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, costText, blockText, parallelText, saltText, keyText] = stored.split('$');
  if (algorithm !== 'scrypt' || !saltText || !keyText) {
    return false;
  }
  const cost = Number(costText);
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: 2 ** cost,
    r: Number(blockText),
    p: Number(parallelText),
    maxmem: memoryFor(cost),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash made with a lower cost than today's setting should be redone at the next sign-in. */
export function needsRehash(stored: string, { cost }: { cost: number }): boolean {
  return Number(stored.split('$')[1]) < cost;
}
