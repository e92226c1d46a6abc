import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import type { EscalationService } from './escalation-service.js';

const answerQuerySchema = z.object({ orderId: idParam, userId: idParam.optional() });

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

/**
 * GET /trackOrder/answer?orderId=: for the signed-in diner's own new order, when its restaurant is reminded and
 * when the order is cancelled if still unanswered (instants, with the server's `now` so a wrong device clock
 * does not matter, and `cancelTime` store-local 'YYYY-MM-DD HH:mm:ss'); all null once the restaurant answered.
 */
export async function escalationRoutes(
  app: FastifyInstance,
  { escalation }: { escalation: Pick<EscalationService, 'answerTimes'> },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/trackOrder/answer',
    { preHandler: app.authenticate, schema: { querystring: answerQuerySchema } },
    async (request) => {
      const times = await escalation.answerTimes(request.userId, request.query.orderId);
      return {
        status: 200,
        data: {
          orderId: times.orderId,
          status: times.status,
          remindAt: iso(times.remindAt),
          cancelAt: iso(times.cancelAt),
          cancelTime: times.cancelTime,
          now: times.now.toISOString(),
        },
      };
    },
  );
}
