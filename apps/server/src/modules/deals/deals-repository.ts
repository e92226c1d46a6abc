import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client.js';
import { deals } from '@/db/schema/index.js';

const dealColumns = {
  id: deals.id,
  name: deals.name,
  cnName: deals.cnName,
  priceCents: deals.priceCents,
  startDate: deals.startDate,
  endDate: deals.endDate,
  subTotalCents: deals.subTotalCents,
  printerName: deals.printerName,
  printable: deals.printable,
};

export type DealRow = Awaited<ReturnType<DealsRepository['findRunningByStore']>>[number];
export type DealsRepository = ReturnType<typeof createDealsRepository>;

export function createDealsRepository(db: Db) {
  return {
    /** Deals whose store-local start and end enclose `storeLocalNow` ('YYYY-MM-DD HH:mm:ss'). */
    async findRunningByStore(storeId: number, storeLocalNow: string, tx: Executor = db) {
      return tx
        .select(dealColumns)
        .from(deals)
        .where(
          and(
            eq(deals.storeId, storeId),
            lte(deals.startDate, storeLocalNow),
            gte(deals.endDate, storeLocalNow),
          ),
        )
        .orderBy(asc(deals.subTotalCents), asc(deals.id));
    },
  };
}
