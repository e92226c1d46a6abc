import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { storeQueryKey, storeQueryOptions } from '@/features/store/api/search-restaurants';
import { loadEnglishStrings } from '@/i18n/i18n';
import { prepareStoreFirstRender } from '@/lib/prepare-store-first-render';
import { nextTask } from '@/lib/next-task';
import { registerPagePrefetch } from '@/lib/page-prefetch';
import { queryClient } from '@/lib/query-client';
import type { Store } from '@/types/api';
import { seedStorePageData } from '../store-page-data';

/** A page's code and its English strings, fetched side by side. */
const withStrings = <T,>(route: Promise<T>): Promise<T> =>
  Promise.all([route, loadEnglishStrings('account')]).then(([loaded]) => loaded);

/**
 * The checkout asks for its cart's store first thing, and draws nothing useful before the answer: it is taken
 * from the first HTML when the server drew the page (app/checkout-first-screen.tsx), else the request starts
 * here, beside the page's code, instead of after that code has loaded and run. The page's first render
 * computes in the store's zone and prices: with the store known, both are made ready first
 * (lib/prepare-store-first-render.ts).
 */
async function prefetchCartStore(): Promise<null> {
  // The router's start (its routes, the page's code) is one long task already: the data is taken in the next.
  await nextTask();
  const storeId = useCartStore.getState().cart.restaurantInfoId;
  if (storeId === null) {
    return null;
  }
  seedStorePageData(queryClient, storeId, null);
  void queryClient.prefetchQuery(storeQueryOptions(storeId));
  const store = queryClient.getQueryData<Store | null>(storeQueryKey(storeId));
  if (store) {
    await prepareStoreFirstRender(store.timeZone);
  }
  return null;
}

const checkoutRoute = () =>
  withStrings(import('../routes/checkout')).then((module) => ({ Component: module.CheckoutRoute }));
const authRoute = () =>
  withStrings(import('../routes/auth')).then((module) => ({ Component: module.AuthRoute }));

// The cart's Checkout button leads to one of these: the store page fetches its code while a cart is on screen.
registerPagePrefetch(paths.checkout.path, checkoutRoute);
registerPagePrefetch(paths.auth.path, authRoute);

/** Sign-in, checkout, order and account pages (issue 7), each loaded on first visit. */
export const accountPages: Record<string, RouteObject> = {
  [paths.auth.path]: { lazy: authRoute },
  [paths.checkout.path]: { loader: prefetchCartStore, lazy: checkoutRoute },
  [paths.orderSuccess.path]: {
    lazy: () =>
      withStrings(import('../routes/order-success')).then((module) => ({
        Component: module.OrderSuccessRoute,
      })),
  },
  [paths.orderHistory.path]: {
    // A completed order's detail holds the rating prompt, whose strings come beside the page's.
    lazy: () =>
      Promise.all([
        withStrings(import('../routes/order-history')),
        import('@/features/ratings/i18n/load-ratings-strings').then((module) => module.loadRatingsStrings()),
      ]).then(([module]) => ({ Component: module.OrderHistoryRoute })),
  },
  [paths.account.path]: {
    lazy: () =>
      withStrings(import('../routes/account')).then((module) => ({ Component: module.AccountRoute })),
  },
  [paths.changePassword.path]: {
    lazy: () =>
      withStrings(import('../routes/change-password')).then((module) => ({
        Component: module.ChangePasswordRoute,
      })),
  },
  [paths.forgotPassword.path]: {
    lazy: () =>
      withStrings(import('../routes/forgot-password')).then((module) => ({
        Component: module.ForgotPasswordRoute,
      })),
  },
  [paths.forgotPasswordEmailSent.path]: {
    lazy: () =>
      withStrings(import('../routes/forgot-password-email-sent')).then((module) => ({
        Component: module.ForgotPasswordEmailSentRoute,
      })),
  },
  [paths.resetPassword.path]: {
    lazy: () =>
      withStrings(import('../routes/reset-password')).then((module) => ({
        Component: module.ResetPasswordRoute,
      })),
  },
  [paths.verifyEmail.path]: {
    lazy: () =>
      withStrings(import('../routes/verify-email')).then((module) => ({
        Component: module.VerifyEmailRoute,
      })),
  },
  [paths.passwordResetSuccessfully.path]: {
    lazy: () =>
      withStrings(import('../routes/password-reset-successfully')).then((module) => ({
        Component: module.PasswordResetSuccessfullyRoute,
      })),
  },
};
