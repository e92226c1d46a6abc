import { formatCheckoutHint, isDomainError, type CheckoutHint } from '@orderlane/domain';
import type { StoresService } from '@/modules/stores/stores-service.js';
import type { PageHead } from './seo-routes.js';
import type { CheckoutFirstScreenInput } from './store-first-screen.js';
import { pageDataScript, STORE_PAGE_DATA_ID } from './store-page-data.js';

export const CHECKOUT_PATH = '/checkout';

export interface CheckoutPageHeadDeps {
  storesService: Pick<StoresService, 'searchRestaurantAnswer'>;
  /** The web build's drawing of the checkout's first screen (null when it draws nothing). */
  draw: (input: CheckoutFirstScreenInput) => string | null;
  /** The tags that load the app after a drawn first screen (first-screen-assets.ts); null without a web build. */
  assetTags: string[] | null;
  /** The checkout's head when nothing is drawn: hints for its modules. */
  hinted: PageHead;
  /** Keeps a head for the minute under a key (seo-routes.ts). */
  keptPage: (key: string, make: () => PageHead) => PageHead;
}

/**
 * The checkout's first HTML. For a diner reading English whose checkout hint cookie names a store, the page's
 * first screen drawn (the way back, how and when, where to pick up) and the store's answer inline, so the
 * app draws the page at once from its first response instead of after its code and an API round trip; for
 * anyone else, the hints alone. The answer varies by cookie either way: a cache must not give one diner's
 * drawn checkout to another.
 */
export function createCheckoutPageHead(deps: CheckoutPageHeadDeps) {
  const hinted: PageHead = { ...deps.hinted, variesByLanguage: true, variesByCookie: true };
  return async (hint: CheckoutHint | null, english: boolean): Promise<PageHead> => {
    const { assetTags } = deps;
    if (!hint || !english || !assetTags) {
      return hinted;
    }
    let answer;
    try {
      answer = await deps.storesService.searchRestaurantAnswer(hint.storeId, true);
    } catch (error) {
      // No such store (any more): the app tells the diner so.
      if (isDomainError(error)) {
        return hinted;
      }
      throw error;
    }
    return deps.keptPage(`${CHECKOUT_PATH}\n${formatCheckoutHint(hint)}\n${answer.etag}`, () => {
      const storesJson = answer.body.toString('utf8');
      const rootHtml = deps.draw({
        pathname: CHECKOUT_PATH,
        stores: JSON.parse(storesJson) as unknown,
        hint,
        now: new Date(),
      });
      if (rootHtml === null) {
        return hinted;
      }
      return {
        html: [
          pageDataScript(
            STORE_PAGE_DATA_ID,
            `{"storeId":${hint.storeId},"stores":${storesJson},"menu":null}`,
          ),
          ...assetTags,
        ].join('\n    '),
        found: true,
        keepsShellTitle: true,
        variesByLanguage: true,
        variesByCookie: true,
        rootHtml,
      };
    });
  };
}
