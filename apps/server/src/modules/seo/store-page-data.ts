import type { WireStore } from '@/modules/stores/stores-service.js';

/** The id of the script element the web app reads the store page's first answers from. */
export const STORE_PAGE_DATA_ID = 'store-page-data';

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
  // JSON inside <script> must not be able to close the tag: `<` is written as its \u escape, valid in JSON.
  const data = `{"storeId":${storeId},"stores":${JSON.stringify(stores)},"menu":${menuJson ?? 'null'}}`;
  return [
    ...(banner
      ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(banner)}" />`]
      : []),
    `<script type="application/json" id="${STORE_PAGE_DATA_ID}">${data.replace(/</g, '\\u003c')}</script>`,
  ];
}
