import type { FastifyRequest } from 'fastify';

/**
 * preValidation: the specs send some parameters in the query string of a POST and others in its body, so
 * one schema checks them together (body fields win). Bodies that are not objects (a JSON array, text)
 * are left for the schema to refuse.
 */
export async function mergeQueryIntoBody(request: FastifyRequest) {
  const { body, query } = request;
  if (body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body))) {
    request.body = { ...(query as object), ...(body ?? {}) };
  }
}
