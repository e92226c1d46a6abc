import { DomainError, centsToDollars, formatOrderNumber, orderTypeLabel } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { StoresService } from '@/modules/stores/stores-service.js';
import * as board from './board-repository.js';
import { chargedFigures, toOrderCardWire } from './board-mappers.js';

export interface TicketDeps {
  db: Db;
  stores: Pick<StoresService, 'getStoreProfile'>;
}

/** What a kitchen ticket prints: the store, the order's number, type and time, lines, table, money, diner. */
export function createTicketService({ db, stores }: TicketDeps) {
  return {
    async buildTicket(orderId: number) {
      const row = await board.findBoardOrder(db, orderId);
      if (!row) {
        throw new DomainError('not_found', `Order ${orderId} was not found.`);
      }
      const [lines, store] = await Promise.all([
        board.findLinesOfOrders(db, [orderId]),
        stores.getStoreProfile(row.storeId),
      ]);
      const card = toOrderCardWire(row, lines, []);
      const figures = chargedFigures(row);
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
    `${ticket.isPaid ? 'PAID by card' : 'DUE in store'}: ${money(ticket.figures.amount)}`,
  ];
}
