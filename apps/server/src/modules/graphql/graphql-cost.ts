import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** What one request may ask for: about two full menus, or a store page's store, menu and nearby list. */
export const MAX_QUERY_COST = 150;

// The root fields read whole menus or store lists; every other field costs 1 wherever it appears.
const ROOT_FIELD_COSTS: Record<string, number> = { storeMenu: 40, nearby: 20, store: 5 };

/**
 * The cost of the operation that runs: each selected field (aliases counted apiece, fragments expanded) plus
 * the weight of each root field. Call it on a validated document, which has no fragment cycles. The schema has
 * no recursive types, so its depth is bounded by the schema itself.
 */
export function measureQueryCost(document: DocumentNode, operationName?: string | null): number {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations[0];
  const fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );

  function measure(selectionSet: SelectionSetNode, level: number): number {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      const nested =
        selection.kind === Kind.FIELD
          ? selection.selectionSet
          : selection.kind === Kind.INLINE_FRAGMENT
            ? selection.selectionSet
            : fragments.get(selection.name.value)?.selectionSet;
      if (selection.kind === Kind.FIELD) {
        cost += 1 + (level === 1 ? (ROOT_FIELD_COSTS[selection.name.value] ?? 0) : 0);
      }
      if (nested) {
        cost += measure(nested, selection.kind === Kind.FIELD ? level + 1 : level);
      }
    }
    return cost;
  }

  return operation ? measure(operation.selectionSet, 1) : 0;
}
