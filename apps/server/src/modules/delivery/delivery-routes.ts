import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToDollars, customerJsonSchema } from '@orderlane/domain';
import { jsonField } from '@/lib/json-field.js';
import { createDeliveryService } from './delivery-service.js';

const availabilitySchema = z.object({
  restaurantInfoId: z.coerce.number().int().positive().max(2_147_483_647),
  customerjson: jsonField(customerJsonSchema.partial()),
});

async function mergeQueryIntoBody(request: FastifyRequest) {
  const { body, query } = request;
  if (body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body))) {
    request.body = { ...(query as object), ...(body ?? {}) };
  }
}

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

export async function deliveryRoutes(app: FastifyInstance) {
  const delivery = createDeliveryService({ db: app.db, geocoder: app.geocoder, quotes: app.deliveryQuotes });

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/getDeliveryAvailability',
      { preValidation: mergeQueryIntoBody, schema: { body: availabilitySchema } },
      async (request) => {
        const { restaurantInfoId, customerjson } = request.body;
        const result = await delivery.checkAvailability(restaurantInfoId, customerjson);
        return {
          available: result.available,
          errorMessage: result.errorMessage,
          orderlaneDeliveryFee: dollarsOrNull(result.orderlaneDeliveryFeeCents),
          postmatesDeliveryFee: dollarsOrNull(result.postmatesDeliveryFeeCents),
        };
      },
    );
}
