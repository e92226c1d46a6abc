import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import { sendReadyAnswer } from '@/lib/ready-answer.js';
import { removeFullKitchenSlots } from '@/modules/capacity/kitchen-slots-service.js';
import { createHoursService } from './hours-service.js';

const availableHoursQuery = z.object({ restaurantInfoId: idParam });

/** restaurantInfoHour/getAvailableHours. */
export async function hoursRoutes(app: FastifyInstance) {
  const kitchens = app.kitchenCache;
  const hoursService = createHoursService({
    storesService: app.storesService,
    removeFullSlots: (storeId, days, now) => removeFullKitchenSlots(kitchens, storeId, days, now),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/restaurantInfoHour/getAvailableHours',
    { schema: { querystring: availableHoursQuery } },
    async (request, reply) =>
      sendReadyAnswer(
        request,
        reply,
        await hoursService.getAvailableHoursAnswer(request.query.restaurantInfoId),
      ),
  );
}
