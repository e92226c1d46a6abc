import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonField } from '@/lib/json-field.js';
import { tooManyAttempts, type AttemptRule } from '@/plugins/attempt-limits.js';
import type { GraphqlService } from './graphql-service.js';

/** Reads per client address; a storefront page asks two or three queries. */
export const GRAPHQL_READS_PER_IP: AttemptRule = { max: 120, windowMs: 60_000 };

const graphqlBody = z.object({
  query: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(10_000, 'is longer than 10000 characters'),
  variables: jsonField(z.record(z.string(), z.unknown()).nullable()).optional(),
  operationName: z.string().max(200).nullish(),
});

/**
 * The storefront sends the JSON body under a form content type; in this module only, such a body is read as
 * JSON when it looks like JSON, and as form fields (query=...&variables=...) otherwise.
 */
function readGraphqlBody(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    return JSON.parse(trimmed) as unknown;
  }
  return Object.fromEntries(new URLSearchParams(trimmed));
}

/** POST /graphql: the store, nearby and storeMenu queries. */
export async function graphqlRoutes(app: FastifyInstance) {
  // The graphql package and the schema it builds are loaded by the first query, not at start: the web app asks the
  // REST routes, and a server that never answers GraphQL need not hold them (docs/PERFORMANCE.md §8.8).
  let graphqlService: Promise<GraphqlService> | undefined;
  const loadGraphqlService = async () => {
    const { createGraphqlService } = await import('./graphql-service.js');
    return createGraphqlService({
      storesService: app.storesService,
      menuService: app.menuService,
      allowIntrospection: app.config.graphqlIntrospection,
    });
  };
  const { attemptLimits } = app;

  app.removeContentTypeParser(['application/x-www-form-urlencoded', 'text/plain']);
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'text/plain'],
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      try {
        done(null, readGraphqlBody(body as string));
      } catch {
        done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
      }
    },
  );

  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/graphql', { schema: { body: graphqlBody } }, async (request) => {
      const limit = await attemptLimits.consume(
        attemptLimits.ipKey('graphql', request.clientIp),
        GRAPHQL_READS_PER_IP,
      );
      if (!limit.allowed) {
        throw tooManyAttempts(limit.retryAfterSeconds, 'Too many queries from this address.');
      }
      const service = await (graphqlService ??= loadGraphqlService());
      return service.execute(request.body);
    });
}
