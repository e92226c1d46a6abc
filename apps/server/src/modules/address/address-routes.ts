import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOTH_COORDINATES_MESSAGE,
  bothOrNeitherCoordinate,
  positionParams,
  toPosition,
} from '@/lib/query-params.js';
import { idParam } from '@/lib/id-param.js';
import { createAddressService } from './address-service.js';

const text = (max: number) => z.string().trim().max(max, `is longer than ${max} characters`);

const suggestParams = z
  .object({
    text: text(200).default(''),
    limit: z
      .string()
      .regex(/^\d{1,2}$/, 'must be a whole number from 1 to 10')
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, 'must be a whole number from 1 to 10')
          .max(10, 'must be a whole number from 1 to 10'),
      )
      .optional(),
    restaurantInfoId: idParam.optional(),
    ...positionParams,
  })
  .refine(bothOrNeitherCoordinate, BOTH_COORDINATES_MESSAGE);

const lookupParams = z.object({
  text: text(300).optional(),
  address: text(200).optional(),
  city: text(100).optional(),
  state: text(50).optional(),
  zip: text(10).optional(),
});

/** Body fields as the query string would carry them: JSON numbers and booleans become text. */
function bodyFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body && typeof request.body === 'object' ? request.body : {};
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'number' || typeof value === 'boolean' ? String(value) : value,
    ]),
  );
}

/** Parameters may come in the query string, a form body or a JSON body; body fields win. */
function mergeQueryIntoBody(request: FastifyRequest, _reply: unknown, done: () => void) {
  request.body = { ...(request.query as object), ...bodyFields(request) };
  done();
}

/** The same for a call that is also a GET, where Fastify validates only the query string. */
function mergeBodyIntoQuery(request: FastifyRequest, _reply: unknown, done: () => void) {
  request.query = { ...(request.query as object), ...bodyFields(request) };
  done();
}

/**
 * The maps service for the Enter Address dialog (001 /autoComplete):
 * `GET|POST /address/suggest?text=` and `POST /address/lookup`.
 */
export async function addressRoutes(app: FastifyInstance) {
  const addressService = createAddressService({ geocoder: app.geocoder, storesService: app.storesService });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    method: ['GET', 'POST'],
    url: '/address/suggest',
    preValidation: mergeBodyIntoQuery,
    schema: { querystring: suggestParams },
    handler: async (request) => addressService.suggest({ ...request.query, near: toPosition(request.query) }),
  });

  routes.post(
    '/address/lookup',
    { preValidation: mergeQueryIntoBody, schema: { body: lookupParams } },
    async (request) => addressService.lookup(request.body),
  );
}
