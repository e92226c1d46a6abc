import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id is kept only when it cannot smuggle anything into a log line or a header: a short plain token.
const saneRequestId = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** The id of one request: the load balancer's or caller's `x-request-id` when it is a sane token, else a new UUID. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && saneRequestId.test(sent) ? sent : randomUUID();
}

/** Fastify options: every request log line carries `requestId`, the same id the answer and its error body carry. */
export const requestIdOptions = {
  genReqId: requestIdOf,
  // Fastify would take the header as it comes; `requestIdOf` checks it first.
  requestIdHeader: false,
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
} as const;
