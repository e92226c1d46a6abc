import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/modules/stores/stores-params.js';
import { createHoursService } from './hours-service.js';

const availableHoursQuery = z.object({ restaurantInfoId: idParam });

/** 000 §7 restaurantInfoHour/getAvailableHours. */
export async function hoursRoutes(app: FastifyInstance) {
  const hoursService = createHoursService({ storesService: app.storesService });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/restaurantInfoHour/getAvailableHours',
    { schema: { querystring: availableHoursQuery } },
    async (request) => hoursService.getAvailableHours(request.query.restaurantInfoId),
  );
}
