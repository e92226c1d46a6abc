import type { DealChanges, PortalDeal } from '../api/deals-api';

/** What the diner gets: the deal's own price, money off the order, or the item free. */
export type DealKind = 'price' | 'off' | 'free';

/** A deal as its form holds it: strings as typed; dates as a datetime-local field reads them. */
export interface DealDraft {
  name: string;
  cnName: string;
  kind: DealKind;
  amount: string;
  subTotal: string;
  startDate: string;
  endDate: string;
}

/** 'YYYY-MM-DD HH:mm:ss' (the wire) to 'YYYY-MM-DDTHH:mm' (a datetime-local field). */
const toField = (wire: string | null) => (wire ? wire.slice(0, 16).replace(' ', 'T') : '');

const pad = (value: number) => String(value).padStart(2, '0');

/** Now on this device's clock as a datetime-local value: a new deal starts at once unless changed. */
export function nowField(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(
    now.getMinutes(),
  )}`;
}

export function toDealDraft(deal: PortalDeal | null, now = new Date()): DealDraft {
  const kind: DealKind = !deal || deal.price > 0 ? 'price' : deal.price < 0 ? 'off' : 'free';
  return {
    name: deal?.name ?? '',
    cnName: deal?.cnName ?? '',
    kind,
    amount: deal && deal.price !== 0 ? Math.abs(deal.price).toFixed(2) : '',
    subTotal: deal ? deal.subTotal.toFixed(2) : '0.00',
    startDate: deal ? toField(deal.startDate) : nowField(now),
    endDate: toField(deal?.endDate ?? null),
  };
}

/** The body of a save: the signed price the server stores (money off is negative, free is 0). */
export function toDealChanges(draft: DealDraft): DealChanges {
  const amount = draft.amount.trim().replace(/^\$/, '');
  const price = draft.kind === 'free' ? '0' : draft.kind === 'off' ? `-${amount}` : amount;
  return {
    name: draft.name.trim(),
    cnName: draft.cnName.trim(),
    price,
    subTotal: draft.subTotal.trim().replace(/^\$/, ''),
    startDate: draft.startDate,
    endDate: draft.endDate,
  };
}

type DealField = 'name' | 'cnName' | 'amount' | 'subTotal' | 'startDate' | 'endDate';
const FIELD_SENTENCE = /The field "(name|cnName|price|subTotal|startDate|endDate)" is invalid: ([^.]*)/g;

/** The server's refusal placed next to the fields it names; the rest stays general. */
export function dealErrors(message: string): { fields: Partial<Record<DealField, string>>; general: string } {
  const fields: Partial<Record<DealField, string>> = {};
  for (const [, field, sentence] of message.matchAll(FIELD_SENTENCE)) {
    fields[field === 'price' ? 'amount' : (field as DealField)] = sentence;
  }
  if (/must end after it starts/.test(message)) {
    fields.endDate = message;
  }
  return { fields, general: Object.keys(fields).length > 0 ? '' : message };
}
