import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import { sendReadyAnswer } from '@/lib/ready-answer.js';
import { createDealsRepository } from './deals-repository.js';
import { createDealsService } from './deals-service.js';

const dealItemsQuery = z.object({ restaurantInfoId: idParam });

/** dealItem/getDealItems. */
export async function dealsRoutes(app: FastifyInstance) {
  const dealsService = createDealsService({
    dealsRepository: createDealsRepository(app.db),
    storesService: app.storesService,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/dealItem/getDealItems', { schema: { querystring: dealItemsQuery } }, async (request, reply) =>
    sendReadyAnswer(request, reply, await dealsService.getDealItemsAnswer(request.query.restaurantInfoId)),
  );
}
