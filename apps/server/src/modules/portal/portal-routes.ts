import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escalationRoutes } from './escalation-routes.js';
import { createEscalationService } from './escalation-service.js';
import { createMenuAvailabilityService } from './menu-availability-service.js';
import type { Actor } from './order-board-service.js';
import { createPortalBoard } from './portal-board.js';
import { orderTrackingRoutes } from './order-tracking-routes.js';
import { createOrderTrackingService } from './order-tracking-service.js';
import { portalEventsRoutes } from './portal-events-routes.js';
import { portalOrderRoutes } from './portal-order-routes.js';
import { portalStaffRoutes } from './portal-staff-routes.js';
import { portalStoreRoutes } from './portal-store-routes.js';
import { createPortalSweeper } from './portal-sweeper.js';
import { retryPendingRefunds } from './refund-recovery.js';
import { createStaffInvitationsService } from './staff-invitations-service.js';
import { createStaffService } from './staff-service.js';
import { createStoreSettingsService } from './store-settings-service.js';
import { createTicketDispatchService } from './ticket-dispatch-service.js';
import { createTicketService } from './ticket-service.js';

export interface PortalRoutesOptions {
  clock?: () => Date;
  /** How often escalations and availability coming back are checked. */
  sweepIntervalMs?: number;
}

/** The restaurant's side of every order: the board, its live events, tickets, pauses, availability and staff. */
export async function portalRoutes(
  app: FastifyInstance,
  { clock = () => new Date(), sweepIntervalMs = 10_000 }: PortalRoutesOptions = {},
) {
  const { db, config } = app;
  const log = app.log.child({ module: 'portal' });
  const owners = app.ownersService;
  const pauses = app.storePauses;
  const settings = createStoreSettingsService({ db, clock });
  const staff = createStaffService({ db });
  const invitations = createStaffInvitationsService({
    db,
    mailer: app.mailer,
    attemptLimits: app.attemptLimits,
    publicUrl: config.publicUrl,
    clock,
  });
  const tickets = createTicketService({ db, stores: app.storesService });
  const availability = createMenuAvailabilityService({
    db,
    menu: app.menuService,
    events: app.events,
    clock,
    log,
  });
  const dispatch = createTicketDispatchService({
    db,
    tickets,
    settings,
    mailer: app.mailer,
    fax: app.fax,
    publicUrl: config.publicUrl,
    clock,
    log,
  });
  const board = createPortalBoard(app, { clock, log });
  const escalation = createEscalationService({
    db,
    clock,
    settings,
    pauses,
    ownerEmails: (storeId) => staff.ownerEmails(storeId),
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    cancelAfterMinutes: config.unansweredOrderCancelMinutes,
    board,
    platformName: config.brandName,
  });

  const actorOf = async (request: FastifyRequest): Promise<Actor> => {
    const owner = await owners.findOwner(request.ownerAccountId);
    return { ownerId: request.ownerAccountId, name: owner?.name ?? 'Restaurant' };
  };
  const timeZoneOf = async (storeId: number) => (await app.storesService.getStoreProfile(storeId)).timeZone;

  // Every process hears every event: each drops its menu copy, and the first to claim a new order sends its ticket.
  const unsubscribe = app.events.subscribe((message) => {
    if (message.type === 'menu') {
      app.menuService.invalidateStoreMenu(message.storeId);
    } else if (message.type === 'order' && message.status === 'PLACED') {
      dispatch
        .dispatch(message.orderId, message.storeId)
        .catch((error: unknown) =>
          log.error({ err: error, orderId: message.orderId }, 'the ticket was not sent'),
        );
    }
  });
  const sweeper = createPortalSweeper({
    tasks: [
      { name: 'escalation', run: () => escalation.sweep() },
      { name: 'availability', run: () => availability.restoreDue() },
      { name: 'refunds', run: () => retryPendingRefunds({ db, payments: app.payments, log, clock }) },
    ],
    intervalMs: sweepIntervalMs,
    log,
  });
  // Timed work starts when the server takes traffic (tests that only inject requests never start it).
  app.addHook('onListen', async () => sweeper.start());
  app.addHook('onClose', async () => {
    unsubscribe();
    await sweeper.stop();
  });

  await app.register(portalOrderRoutes, { board, tickets, actorOf });
  await app.register(portalEventsRoutes, { board, pauses, timeZoneOf });
  await app.register(portalStoreRoutes, { pauses, settings, availability, timeZoneOf });
  await app.register(portalStaffRoutes, {
    staff,
    invitations,
    owners,
    stores: app.storesService,
    actorOf,
  });
  await app.register(escalationRoutes, { escalation });
  await app.register(orderTrackingRoutes, { tracking: createOrderTrackingService({ db }) });
}
