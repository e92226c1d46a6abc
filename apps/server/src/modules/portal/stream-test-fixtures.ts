import type { FastifyInstance } from 'fastify';
import type { UserFixture } from '@/modules/orders/orders-fixtures.js';
import type { SignedUpOwner } from '@/modules/owners/owners-fixtures.js';

async function ticketFrom(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const response = await app.inject({ method: 'POST', url, headers });
  if (response.statusCode !== 200) {
    throw new Error(`no stream ticket from ${url}: ${response.body}`);
  }
  return response.json<{ data: { ticket: string } }>().data.ticket;
}

/** A single-use ticket for one board stream (POST /api/portal/events/ticket). */
export const boardTicket = (app: FastifyInstance, owner: SignedUpOwner) =>
  ticketFrom(app, '/api/portal/events/ticket', owner.headers);

/** A single-use ticket for one tracking stream (POST /api/trackOrder/events/ticket). */
export const trackingTicket = (app: FastifyInstance, diner: Pick<UserFixture, 'headers'>) =>
  ticketFrom(app, '/api/trackOrder/events/ticket', diner.headers);
