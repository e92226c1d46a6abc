import { DEFAULT_DEAL_END, DomainError, centsToDollars, dollarsToCents } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import * as repository from './deals-admin-repository.js';
import type { StoreChangeNotifier } from './store-change-notifier.js';

/** A deal as the owner sends it: dollars; price > 0 a price, < 0 money off, 0 free; store-local dates. */
export interface DealInput {
  name: string;
  cnName: string | null;
  price: number;
  /** 'YYYY-MM-DD HH:mm:ss', store-local. */
  startDate: string;
  /** null: runs until the owner ends it. */
  endDate: string | null;
  /** The deal is offered once the cart's other lines come to more than this. */
  subTotal: number;
  printerName: string | null;
}

/** 'YYYY-MM-DD HH:mm:ss' whatever the driver adds ('T', fractions of a second). */
const toWireDate = (value: string) => value.replace('T', ' ').slice(0, 19);

const notFound = () => new DomainError('not_found', "This deal is not one of this store's deals.");

/** Deals as the owner edits them; each change reaches getDealItems and pricing at once. */
export function createDealsAdminService({ db, notifier }: { db: Db; notifier: StoreChangeNotifier }) {
  function toChange(input: DealInput): repository.DealChange {
    const endDate = input.endDate ?? DEFAULT_DEAL_END;
    if (endDate <= input.startDate) {
      throw new DomainError('invalid_data', 'The deal must end after it starts.');
    }
    return {
      name: input.name,
      cnName: input.cnName,
      priceCents: dollarsToCents(input.price),
      startDate: input.startDate,
      endDate,
      subTotalCents: dollarsToCents(input.subTotal),
      printerName: input.printerName,
    };
  }

  return {
    async listDeals(storeId: number) {
      const rows = await repository.findDeals(db, storeId);
      return rows.map((row) => {
        const endDate = toWireDate(row.endDate);
        return {
          id: row.id,
          name: row.name,
          cnName: row.cnName,
          price: centsToDollars(row.priceCents),
          startDate: toWireDate(row.startDate),
          endDate: endDate === DEFAULT_DEAL_END ? null : endDate,
          subTotal: centsToDollars(row.subTotalCents),
          printerName: row.printerName,
        };
      });
    },

    async createDeal(storeId: number, input: DealInput) {
      const id = await repository.insertDeal(db, storeId, toChange(input));
      await notifier.storeChanged(storeId);
      return { id };
    },

    async updateDeal(storeId: number, dealId: number, input: DealInput) {
      if (!(await repository.updateDeal(db, storeId, dealId, toChange(input)))) {
        throw notFound();
      }
      await notifier.storeChanged(storeId);
      return { id: dealId };
    },

    async deleteDeal(storeId: number, dealId: number) {
      if (!(await repository.deleteDeal(db, storeId, dealId))) {
        throw notFound();
      }
      await notifier.storeChanged(storeId);
      return { id: dealId };
    },
  };
}

export type DealsAdminService = ReturnType<typeof createDealsAdminService>;
