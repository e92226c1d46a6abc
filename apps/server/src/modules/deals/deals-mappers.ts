import { centsToDollars } from '@orderlane/domain';
import type { DealRow } from './deals-repository.js';

/** 'YYYY-MM-DD HH:mm:ss' whatever the driver adds ('T', fractions of a second). */
const toWireDate = (value: string) => value.replace('T', ' ').slice(0, 19);

/** A deal as getDealItems answers it. */
export function toWireDeal(row: DealRow) {
  return {
    id: row.id,
    name: row.name,
    cnName: row.cnName,
    price: centsToDollars(row.priceCents),
    startDate: toWireDate(row.startDate),
    endDate: toWireDate(row.endDate),
    subTotal: centsToDollars(row.subTotalCents),
    printerName: row.printerName,
    printable: row.printable,
  };
}
