import { encodeCounterCode, encodeInStoreCode } from '@orderlane/domain';
import type { TableTokens } from '@/plugins/table-tokens.js';

export const MAX_TABLE_COUNT = 200;

export interface PrintableCode {
  /** '12' for a table; null for the walk-in code at the counter. */
  tableName: string | null;
  /** The page the QR code opens, `/in_store/{code}`; each code carries its table's or the counter's signed token. */
  path: string;
}

export function createTableCodesService({
  tableTokens,
  clock = () => new Date(),
}: {
  tableTokens: Pick<TableTokens, 'sign' | 'signCounter'>;
  clock?: () => Date;
}) {
  return {
    /** The codes to print for tables 1..count and the walk-in counter, each signed today. */
    listTableCodes(storeId: number, tableCount: number) {
      const issuedOn = clock();
      const tables: PrintableCode[] = Array.from({ length: tableCount }, (_, index) => {
        const tableName = String(index + 1);
        const token = tableTokens.sign(storeId, tableName, issuedOn);
        return { tableName, path: `/in_store/${encodeInStoreCode(storeId, tableName, token)}` };
      });
      return {
        storeId,
        issuedOn: issuedOn.toISOString().slice(0, 10),
        codes: [
          ...tables,
          {
            tableName: null,
            path: `/in_store/${encodeCounterCode(storeId, tableTokens.signCounter(storeId, issuedOn))}`,
          },
        ],
      };
    },
  };
}
