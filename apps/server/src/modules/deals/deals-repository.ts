import { asc, eq } from 'drizzle-orm';
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

export type DealRow = Awaited<ReturnType<DealsRepository['findByStore']>>[number];
export type DealsRepository = ReturnType<typeof createDealsRepository>;

export function createDealsRepository(db: Db) {
  return {
    /** Every deal of a store, in the order getDealItems lists them (the service keeps the running ones). */
    async findByStore(storeId: number, tx: Executor = db) {
      return tx
        .select(dealColumns)
        .from(deals)
        .where(eq(deals.storeId, storeId))
        .orderBy(asc(deals.subTotalCents), asc(deals.id));
    },
  };
}
