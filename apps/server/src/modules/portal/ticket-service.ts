import {
  DomainError,
  centsToDollars,
  chargedFiguresOf,
  formatCents,
  formatOrderNumber,
  orderTypeLabel,
  ticketMoneyLines,
  type TicketMoneyKey,
} from '@orderlane/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orders } from '@/db/schema/index.js';
import type { StoresService } from '@/modules/stores/stores-service.js';
import * as board from './board-repository.js';
import { toOrderCardWire } from './board-mappers.js';

export interface TicketDeps {
  db: Db;
  stores: Pick<StoresService, 'getStoreProfile'>;
  log?: { warn(object: object, message: string): void };
}

/** The printed names of a ticket's money lines (the web ticket has them in English and Chinese). */
export const TICKET_MONEY_LABELS: Record<TicketMoneyKey, string> = {
  subtotal: 'Subtotal',
  rewardCredit: 'Reward credit',
  promo: 'New customer promo',
  discount: 'Discount',
  convenienceFee: 'Convenience fee',
  deliveryFee: 'Delivery fee',
  tax: 'Tax',
  tip: 'Tip',
};

async function findDiscountKind(db: Db, orderId: number) {
  const [row] = await db
    .select({ discountKind: orders.discountKind })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.discountKind ?? null;
}

/** What a kitchen ticket prints: the store, the order's number, type and time, lines, table, money, diner. */
export function createTicketService({ db, stores, log }: TicketDeps) {
  return {
    async buildTicket(orderId: number) {
      const row = await board.findBoardOrder(db, orderId);
      if (!row) {
        throw new DomainError('not_found', `Order ${orderId} was not found.`);
      }
      const [lines, store, discountKind] = await Promise.all([
        board.findLinesOfOrders(db, [orderId]),
        stores.getStoreProfile(row.storeId),
        findDiscountKind(db, orderId),
      ]);
      const card = toOrderCardWire(row, lines, []);
      const figures = chargedFiguresOf(row);
      const money = ticketMoneyLines(figures, discountKind);
      if (!money.addsUp) {
        log?.warn(
          { orderId },
          'the order’s figures do not add up to its charge; the ticket prints the charge',
        );
      }
      return {
        store: {
          id: store.id,
          name: store.name,
          address: `${store.address}, ${store.city}, ${store.state} ${store.zip}`,
          phone: store.phoneNumber ?? '',
        },
        orderId,
        number: formatOrderNumber(orderId),
        status: row.status,
        orderType: row.orderType,
        orderTypeLabel: orderTypeLabel(row.orderType),
        isPhoneOrder: card.isPhoneOrder,
        placedAt: card.placedAt,
        wantedTime: card.wantedTime,
        isAsap: card.isAsap,
        readyTime: card.readyTime,
        customer: card.customer,
        deliveryAddress: card.deliveryAddress,
        tableName: card.tableName,
        items: card.items,
        specialInstructions: card.specialInstructions,
        payment: card.payment,
        // Paid by card at checkout, or due at the counter.
        isPaid: card.payment === 'CARD',
        figures: {
          subtotal: centsToDollars(figures.subtotalCents),
          deliveryFee: centsToDollars(figures.deliveryFeeCents),
          convenienceFee: centsToDollars(figures.convenienceFeeCents),
          tax: centsToDollars(figures.taxCents),
          tip: centsToDollars(figures.tipCents),
          discount: centsToDollars(figures.discountCents),
          total: centsToDollars(figures.totalCents),
          amount: centsToDollars(figures.paidCents),
        },
        // Every figure, signed, in the order printed: they add up to totalCents, what was paid or is due.
        money: { lines: money.lines, totalCents: money.totalCents },
      };
    },
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
export type KitchenTicket = Awaited<ReturnType<TicketService['buildTicket']>>;

/** The ticket as plain lines: the body of the e-mail ticket and the outline of the PDF. */
export function ticketTextLines(ticket: KitchenTicket): string[] {
  const money = (dollars: number) => `$${dollars.toFixed(2)}`;
  return [
    `${ticket.orderTypeLabel}${ticket.isPhoneOrder ? ' (phone order)' : ''} - ${ticket.isAsap ? 'ASAP' : `for ${ticket.wantedTime}`}`,
    `Placed ${ticket.placedAt ?? ''}`,
    `Customer: ${ticket.customer.firstName} ${ticket.customer.phone}`.trim(),
    ...(ticket.tableName ? [`Table: ${ticket.tableName}`] : []),
    ...(ticket.deliveryAddress ? [`Deliver to: ${ticket.deliveryAddress}`] : []),
    ...ticket.items.flatMap((item) => [
      `${item.quantity} x ${item.name}`,
      ...item.options.map(
        (option) => `   + ${option.quantity > 1 ? `${option.quantity} x ` : ''}${option.name}`,
      ),
      ...(item.specialInstructions ? [`   Note: ${item.specialInstructions}`] : []),
    ]),
    ...(ticket.specialInstructions ? [`Order note: ${ticket.specialInstructions}`] : []),
    ...ticketMoneyText(ticket).map(([label, amount]) => `${label}: ${amount}`),
    `${ticket.isPaid ? 'PAID by card' : 'DUE in store'}: ${money(ticket.figures.amount)}`,
  ];
}

/** The ticket's money lines then its total, as [label, amount] pairs ('-$7.50' for a discount). */
export function ticketMoneyText(ticket: KitchenTicket): [string, string][] {
  return [
    ...ticket.money.lines.map((line): [string, string] => [
      TICKET_MONEY_LABELS[line.key],
      formatCents(line.cents),
    ]),
    ['Total', formatCents(ticket.money.totalCents)],
  ];
}
