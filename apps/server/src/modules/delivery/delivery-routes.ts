import { idParam } from '@/lib/id-param.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToDollars, customerJsonSchema } from '@orderlane/domain';
import { jsonField } from '@/lib/json-field.js';
import { createDeliveryService } from './delivery-service.js';
import { mergeQueryIntoBody } from '@/lib/request-parameters.js';

const availabilitySchema = z.object({
  restaurantInfoId: idParam,
  customerjson: jsonField(customerJsonSchema.partial()),
});

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
