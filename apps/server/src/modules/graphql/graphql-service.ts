import { DomainError, isDomainError } from '@orderlane/domain';
import { graphql } from 'graphql';
import { createStorefrontResolvers, type StorefrontResolverDeps } from './graphql-resolvers.js';
import { storefrontSchema } from './graphql-schema.js';

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown> | null | undefined;
  operationName?: string | null | undefined;
}

export function createGraphqlService(deps: StorefrontResolverDeps) {
  const rootValue = createStorefrontResolvers(deps);

  return {
    /**
     * Runs a storefront query. A refusal from a service keeps its own status (an unknown store is
     * 404); syntax, validation and variable errors are 400. Anything else is a real fault.
     */
    async execute(request: GraphqlRequest) {
      const result = await graphql({
        schema: storefrontSchema,
        source: request.query,
        rootValue,
        variableValues: request.variables ?? undefined,
        operationName: request.operationName ?? undefined,
      });
      if (!result.errors?.length) {
        return { data: result.data };
      }
      const fault = result.errors.map((error) => error.originalError).find((error) => error !== undefined);
      if (fault && isDomainError(fault)) {
        throw fault;
      }
      if (fault && !(fault.name === 'GraphQLError')) {
        throw fault;
      }
      throw new DomainError('invalid_data', result.errors.map((error) => error.message).join(' '));
    },
  };
}

export type GraphqlService = ReturnType<typeof createGraphqlService>;
