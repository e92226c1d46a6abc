function slugPart(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Store page: `/store/golden-wok-chicago-7` from the lowercased name and city plus the id. */
export function storePath(id: number, store?: { name: string; city: string }): string {
  const slug = store ? [slugPart(store.name), slugPart(store.city)].filter(Boolean).join('-') : '';
  return slug === '' ? `/store/${id}` : `/store/${slug}-${id}`;
}

/** The store id in `/store/{id}`, `/store/{slug-city-id}` or `?id=`; null when there is none. */
export function parseStoreIdParam(param: string | undefined, queryId: string | null): number | null {
  const fromPath = param?.split('-').pop();
  const candidate = fromPath && /^\d+$/.test(fromPath) ? fromPath : queryId;
  const id = candidate && /^\d+$/.test(candidate) ? Number(candidate) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
