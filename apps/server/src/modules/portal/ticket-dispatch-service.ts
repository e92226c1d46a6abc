import type { Db } from '@/db/client.js';
import type { FaxSender } from '@/plugins/fax/fax-sender.js';
import type { Mailer } from '@/plugins/mail/mailer.js';
import { renderTicketPdf } from './ticket-pdf.js';
import { claimDispatch, finishDispatch } from './ticket-dispatch-repository.js';
import { ticketTextLines, type TicketService } from './ticket-service.js';
import type { StoreSettingsService } from './store-settings-service.js';

export interface TicketDispatchDeps {
  db: Db;
  tickets: Pick<TicketService, 'buildTicket'>;
  settings: Pick<StoreSettingsService, 'getOrderProtocol'>;
  mailer: Pick<Mailer, 'enqueue'>;
  fax: FaxSender;
  publicUrl: string;
  clock: () => Date;
  log: { error(object: object, message: string): void };
}

/**
 * Sends a new order's kitchen ticket the way the store chose at onboarding: to its order e-mail, or by fax.
 * Auto Printing stores print from the board instead. Once per order, whichever process hears of it first.
 */
export function createTicketDispatchService(deps: TicketDispatchDeps) {
  const { db, clock } = deps;

  return {
    async dispatch(orderId: number, storeId: number) {
      const protocol = await deps.settings.getOrderProtocol(storeId);
      if (protocol.protocol === 'Email + Phone Confirmation' && protocol.email) {
        if (!(await claimDispatch(db, orderId, 'EMAIL', protocol.email, clock()))) {
          return 'already sent';
        }
        const ticket = await deps.tickets.buildTicket(orderId);
        await deps.mailer.enqueue({
          to: protocol.email,
          template: 'kitchenTicket',
          locale: 'en',
          data: {
            storeName: ticket.store.name,
            orderNumber: ticket.number,
            lines: ticketTextLines(ticket),
            ticketUrl: `${deps.publicUrl}/portal/stores/${storeId}/tickets/${orderId}`,
          },
        });
        await finishDispatch(db, orderId, 'EMAIL', { status: 'SENT', detail: null });
        return 'emailed';
      }
      if (protocol.protocol === 'Fax + Phone Confirmation' && protocol.faxNumber) {
        if (!(await claimDispatch(db, orderId, 'FAX', protocol.faxNumber, clock()))) {
          return 'already sent';
        }
        try {
          const ticket = await deps.tickets.buildTicket(orderId);
          const sent = await deps.fax.send({
            to: protocol.faxNumber,
            pdf: await renderTicketPdf(ticket),
            reference: ticket.number,
          });
          await finishDispatch(db, orderId, 'FAX', { status: 'SENT', detail: sent.id });
          return 'faxed';
        } catch (error) {
          deps.log.error({ err: error, orderId }, 'the ticket fax failed');
          await finishDispatch(db, orderId, 'FAX', {
            status: 'FAILED',
            detail: error instanceof Error ? error.message.slice(0, 300) : 'unknown',
          });
          return 'fax failed';
        }
      }
      return 'printed on the board';
    },
  };
}

export type TicketDispatchService = ReturnType<typeof createTicketDispatchService>;
