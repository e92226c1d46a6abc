import type { WireStore } from '@/modules/stores/stores-service.js';

/** The ids of the script elements the web app reads a page's first answers from (apps/web/src/app). */
export const STORE_PAGE_DATA_ID = 'store-page-data';
export const STORE_LIST_DATA_ID = 'store-list-data';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface StorePageData {
  /** The searchRestaurants answer (with hours) the page would ask for, as the API sends it. */
  stores: WireStore[];
  /** The getStoreMenu answer for now, as the API's bytes; null when it could not be read. */
  menuJson: string | null;
}

/**
 * What the store page's first screen needs, in its first HTML: the banner (its largest paint) fetched at once,
 * and the store and menu answers inline so the page renders without waiting for two API round trips.
 */
export function buildStorePageData(storeId: number, { stores, menuJson }: StorePageData): string[] {
  const banner = stores[0]?.bannerUrl;
  const data = `{"storeId":${storeId},"stores":${JSON.stringify(stores)},"menu":${menuJson ?? 'null'}}`;
  return [
    ...(banner
      ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(banner)}" />`]
      : []),
    pageDataScript(STORE_PAGE_DATA_ID, data),
  ];
}

/** JSON the web app reads at start, in a script element that its content cannot close. */
export function pageDataScript(id: string, json: string): string {
  // `<` is written as its \u escape, valid in JSON: no `</script>` or `<!--` can appear inside.
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}
