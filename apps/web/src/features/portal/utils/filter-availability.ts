import type { AvailabilityCategory } from '../api/get-menu-availability';

const matches = (entity: { name: string; cnName: string | null }, query: string) =>
  entity.name.toLowerCase().includes(query) || (entity.cnName ?? '').includes(query);

/** The categories with only the items whose name (or an option's, or the category's) holds the search. */
export function filterAvailability(
  categories: readonly AvailabilityCategory[],
  search: string,
): AvailabilityCategory[] {
  const query = search.trim().toLowerCase();
  if (query === '') {
    return [...categories];
  }
  return categories
    .map((category) => ({
      ...category,
      items: matches(category, query)
        ? category.items
        : category.items.filter(
            (item) => matches(item, query) || item.options.some((option) => matches(option, query)),
          ),
    }))
    .filter((category) => category.items.length > 0);
}

/** How many items and options are off now, for the page's summary line. */
export const countUnavailable = (categories: readonly AvailabilityCategory[]) =>
  categories.reduce(
    (sum, category) =>
      sum +
      category.items.reduce(
        (itemSum, item) =>
          itemSum +
          (item.unavailableUntil ? 1 : 0) +
          item.options.filter((option) => option.unavailableUntil).length,
        0,
      ),
    0,
  );
