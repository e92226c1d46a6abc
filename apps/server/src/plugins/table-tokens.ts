import { createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { resolveSecretKey } from './key-files.js';

/** Signs and checks the token a table's QR code carries, so only a diner who scanned that table orders there. */
export interface TableTokens {
  /** `YYYYMMDD.<signature>`: the issue date, then an HMAC of store id, table name and that date. */
  sign(storeId: number, tableName: string, issuedOn?: Date): string;
  /** Whether the token was signed by this server for exactly this store and table. */
  verify(token: string, storeId: number, tableName: string): boolean;
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
  const signatureOf = (storeId: number, tableName: string, issuedOn: string) =>
    createHmac('sha256', key)
      .update(`table-code:v1\n${storeId}\n${tableName.trim()}\n${issuedOn}`)
      .digest()
      .subarray(0, SIGNATURE_BYTES);
  return {
    sign(storeId, tableName, issuedOn = new Date()) {
      const date = issueDateOf(issuedOn);
      return `${date}.${signatureOf(storeId, tableName, date).toString('base64url')}`;
    },
    verify(token, storeId, tableName) {
      const match = TOKEN_PATTERN.exec(token.trim());
      if (!match || tableName.trim() === '') {
        return false;
      }
      const [, date = '', signature = ''] = match;
      // Compared as text: base64url's last character carries spare bits, so decoding would accept look-alikes.
      const expected = signatureOf(storeId, tableName, date).toString('base64url');
      return timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    },
  };
}

/** The key is TABLE_CODE_SECRET, or one generated once into DATA_DIR; changing it voids every printed code. */
export const tableTokensPlugin = fp(
  async (app) => {
    const { key, source } = await resolveSecretKey(
      app.config.tableCodeSecret,
      app.config.dataDir,
      'table-code.key',
    );
    if (source === 'created') {
      app.log.warn(
        'TABLE_CODE_SECRET is not set: generated a key in DATA_DIR; printed table codes depend on it',
      );
    }
    app.decorate('tableTokens', createTableTokens(key));
  },
  { name: 'table-tokens' },
);
