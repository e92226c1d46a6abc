import { idParam } from '@/lib/id-param.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonField } from '@/lib/json-field.js';
import { CLIENT_EVENT_NAMES, createAnalyticsService } from './analytics-service.js';

const MAX_PAYLOAD_KEYS = 20;

const payloadSchema = z
  .record(z.string().max(40), z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]))
  .refine(
    (payload) => Object.keys(payload).length <= MAX_PAYLOAD_KEYS,
    `payload holds at most ${MAX_PAYLOAD_KEYS} fields`,
  );

const eventBodySchema = z.object({
  name: z.enum(CLIENT_EVENT_NAMES, { error: `name must be one of ${CLIENT_EVENT_NAMES.join(', ')}` }),
  storeId: idParam.optional(),
  payload: jsonField(payloadSchema).optional(),
});

export async function analyticsRoutes(app: FastifyInstance) {
  const analytics = createAnalyticsService({ db: app.db });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/analytics/events',
    {
      schema: { body: eventBodySchema },
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      // Signed-in diners' events carry their id; anyone may send one, but a bad token is still refused.
      preHandler: app.authenticateIfSent,
    },
    async (request) => {
      const { name, storeId, payload } = request.body;
      await analytics.recordClientEvent({
        name,
        userId: request.userId || null,
        storeId: storeId ?? null,
        payload: payload ?? {},
      });
      return { status: 200, message: 'Recorded' };
    },
  );
}
