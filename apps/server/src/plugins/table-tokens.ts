import { createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { resolveSecretKey } from './key-files.js';
import { checkSharedKey } from './shared-keys.js';

/**
 * Signs and checks the tokens in-store QR codes carry: a table's, so only a diner who scanned that table orders
 * there, and the counter's, so only a diner who scanned the code at the counter orders to go and pays in store.
 */
export interface TableTokens {
  /** `YYYYMMDD.<signature>`: the issue date, then an HMAC of store id, table name and that date. */
  sign(storeId: number, tableName: string, issuedOn?: Date): string;
  /** Whether the token was signed by this server for exactly this store and table. */
  verify(token: string, storeId: number, tableName: string): boolean;
  /** The counter's token, `YYYYMMDD.<signature>`: an HMAC of the store id and that date, apart from any table's. */
  signCounter(storeId: number, issuedOn?: Date): string;
  /** Whether the token was signed by this server for this store's counter. */
  verifyCounter(token: string, storeId: number): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    tableTokens: TableTokens;
  }
}

// 128 bits of the HMAC-SHA256 keep the printed QR code small and still cannot be guessed.
const SIGNATURE_BYTES = 16;
const TOKEN_PATTERN = /^(\d{8})\.([A-Za-z0-9_-]{22})$/;

const issueDateOf = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');

export function createTableTokens(key: Buffer): TableTokens {
  // Each kind of code signs its own prefix, so a table's token never passes as the counter's, nor back.
  const tableSigned = (storeId: number, tableName: string) => (date: string) =>
    `table-code:v1\n${storeId}\n${tableName.trim()}\n${date}`;
  const counterSigned = (storeId: number) => (date: string) => `counter-code:v1\n${storeId}\n${date}`;
  const signatureOf = (message: string) =>
    createHmac('sha256', key).update(message).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
  const signOn = (signed: (date: string) => string, issuedOn: Date) => {
    const date = issueDateOf(issuedOn);
    return `${date}.${signatureOf(signed(date))}`;
  };
  const verifies = (token: string, signed: (date: string) => string) => {
    const match = TOKEN_PATTERN.exec(token.trim());
    if (!match) {
      return false;
    }
    const [, date = '', signature = ''] = match;
    // Compared as text: base64url's last character carries spare bits, so decoding would accept look-alikes.
    return timingSafeEqual(Buffer.from(signature), Buffer.from(signatureOf(signed(date))));
  };
  return {
    sign: (storeId, tableName, issuedOn = new Date()) => signOn(tableSigned(storeId, tableName), issuedOn),
    verify: (token, storeId, tableName) =>
      tableName.trim() !== '' && verifies(token, tableSigned(storeId, tableName)),
    signCounter: (storeId, issuedOn = new Date()) => signOn(counterSigned(storeId), issuedOn),
    verifyCounter: (token, storeId) => verifies(token, counterSigned(storeId)),
  };
}

/** The key is TABLE_CODE_SECRET, or one generated once into DATA_DIR; changing it voids every printed code. */
export const tableTokensPlugin = fp(
  async (app) => {
    const { key, source, file } = await resolveSecretKey(
      app.config.tableCodeSecret,
      app.config.dataDir,
      'table-code.key',
    );
    await checkSharedKey(app, 'TABLE_CODE_SECRET', key, source, file);
    if (source === 'created') {
      app.log.warn(
        'TABLE_CODE_SECRET is not set: generated a key in DATA_DIR; printed table and counter codes depend on it',
      );
    }
    app.decorate('tableTokens', createTableTokens(key));
  },
  { name: 'table-tokens', dependencies: ['db'] },
);
