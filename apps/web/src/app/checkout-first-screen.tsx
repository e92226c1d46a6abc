import { isAsapAvailable, type CheckoutHint } from '@orderlane/domain';
import { paths } from '@/config/paths';
import { readSearchAnswer, storeQueryKey } from '@/features/store/api/search-restaurants';
import { CheckoutFirstSections, CheckoutFrame } from './routes/checkout-frame';
import { toStoreHoursRows } from './routes/store/store-hours-rows';
import { renderFirstScreen } from './server-render';

export interface CheckoutFirstScreenInput {
  pathname: string;
  /** The searchRestaurants answer (with hours) of the hint's store, as the page's first HTML carries it. */
  stores: unknown;
  /** What the diner's cart said when it last changed (the checkout hint cookie). */
  hint: CheckoutHint;
  now: Date;
}

const ignore = () => undefined;

/**
 * The checkout as a signed-in diner with a cart sees it before the page's code has run: the header, the way
 * back to the store, the title, pickup or delivery, ASAP or the chosen time, and where to pick the order up,
 * as HTML for the server to put in the page's first response. The app then draws the whole page from its own
 * cart and takes these elements over (`main.tsx`). Null when the answer is not the hint's store.
 */
export function renderCheckoutFirstScreen({
  pathname,
  stores,
  hint,
  now,
}: CheckoutFirstScreenInput): string | null {
  const store = readSearchAnswer(stores);
  if (store?.id !== hint.storeId || pathname !== paths.checkout.getHref()) {
    return null;
  }
  const isAsap = isAsapAvailable(toStoreHoursRows(store.restaurantInfoHours), store.timeZone, now);
  return renderFirstScreen(
    pathname,
    (queryClient) => queryClient.setQueryData(storeQueryKey(store.id), store),
    <CheckoutFrame store={store} onOpenCart={ignore}>
      <CheckoutFirstSections
        store={store}
        method={hint.method}
        scheduleTime={hint.scheduleTime}
        isAsapAvailable={isAsap}
        onMethodChange={ignore}
        onAsap={ignore}
        onSchedule={ignore}
        deliverySection={null}
      />
    </CheckoutFrame>,
  );
}
