import { DomainError, isDomainError } from '@orderlane/domain';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  execute,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
} from 'graphql';
import { MAX_QUERY_COST, measureQueryCost } from './graphql-cost.js';
import { createStorefrontResolvers, type StorefrontResolverDeps } from './graphql-resolvers.js';
import { storefrontSchema } from './graphql-schema.js';

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown> | null | undefined;
  operationName?: string | null | undefined;
}

export interface GraphqlServiceDeps extends StorefrontResolverDeps {
  /** Off unless GRAPHQL_INTROSPECTION is set: the schema is not published to whoever asks. */
  allowIntrospection?: boolean;
}

const refuse = (errors: readonly GraphQLError[]) =>
  new DomainError('invalid_data', errors.map((error) => error.message).join(' '));

export function createGraphqlService({ allowIntrospection = false, ...deps }: GraphqlServiceDeps) {
  const rootValue = createStorefrontResolvers(deps);
  const rules = allowIntrospection ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];

  /** Parsed, validated and within the cost and depth limits, or a 400 sentence saying why not. */
  function prepare(request: GraphqlRequest): DocumentNode {
    let document: DocumentNode;
    try {
      document = parse(request.query);
    } catch (error) {
      throw error instanceof GraphQLError ? refuse([error]) : error;
    }
    const errors = validate(storefrontSchema, document, rules);
    if (errors.length > 0) {
      throw refuse(errors);
    }
    const cost = measureQueryCost(document, request.operationName);
    if (cost > MAX_QUERY_COST) {
      throw new DomainError(
        'invalid_data',
        `The query asks for too much at once (cost ${cost}, at most ${MAX_QUERY_COST}); please split it into smaller queries.`,
      );
    }
    return document;
  }

  return {
    /**
     * Runs a storefront query. A refusal from a service keeps its own status (an unknown store is
     * 404); syntax, validation, cost and variable errors are 400. Anything else is a real fault.
     */
    async execute(request: GraphqlRequest) {
      const result = await execute({
        schema: storefrontSchema,
        document: prepare(request),
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
      throw refuse(result.errors);
    },
  };
}

export type GraphqlService = ReturnType<typeof createGraphqlService>;
