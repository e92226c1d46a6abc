import { encodeCounterCode, encodeInStoreCode } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { TableTokens } from '@/plugins/table-tokens.js';
import * as repository from './table-codes-repository.js';

export const MAX_TABLE_COUNT = 200;
/** What a store prints until its owner chooses a count. */
export const DEFAULT_TABLE_COUNT = 12;

export interface PrintableCode {
  /** '12' for a table; null for the walk-in code at the counter. */
  tableName: string | null;
  /** The page the QR code opens, `/in_store/{code}`; each code carries its table's or the counter's signed token. */
  path: string;
}

export function createTableCodesService({
  db,
  tableTokens,
  clock = () => new Date(),
}: {
  db: Db;
  tableTokens: Pick<TableTokens, 'sign' | 'signCounter'>;
  clock?: () => Date;
}) {
  /** The codes to print for tables 1..count and the walk-in counter, each signed today. */
  function listTableCodes(storeId: number, tableCount: number) {
    const issuedOn = clock();
    const tables: PrintableCode[] = Array.from({ length: tableCount }, (_, index) => {
      const tableName = String(index + 1);
      const token = tableTokens.sign(storeId, tableName, issuedOn);
      return { tableName, path: `/in_store/${encodeInStoreCode(storeId, tableName, token)}` };
    });
    return {
      storeId,
      tableCount,
      issuedOn: issuedOn.toISOString().slice(0, 10),
      codes: [
        ...tables,
        {
          tableName: null,
          path: `/in_store/${encodeCounterCode(storeId, tableTokens.signCounter(storeId, issuedOn))}`,
        },
      ],
    };
  }

  return {
    listTableCodes,

    /** The codes for the count asked for, else the count the owner last saved, else the default. */
    async codesFor(storeId: number, tables: number | undefined) {
      const saved = await repository.findTableCount(db, storeId);
      return listTableCodes(storeId, tables ?? saved ?? DEFAULT_TABLE_COUNT);
    },

    /** Saves the count the store prints (so the page shows it on every visit) and answers its codes. */
    async saveTableCount(storeId: number, tables: number) {
      await repository.saveTableCount(db, storeId, tables);
      return listTableCodes(storeId, tables);
    },
  };
}
