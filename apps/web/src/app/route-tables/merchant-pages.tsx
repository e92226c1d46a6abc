import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { loadChineseStrings, loadEnglishStrings } from '@/i18n/i18n';

/** The merchant pages' strings: their own part and the marketing header's, plus their zh-CN part if needed. */
const loadMerchantStrings = () =>
  Promise.all([loadEnglishStrings('merchant'), loadEnglishStrings('marketing')]).then(() =>
    loadChineseStrings('merchant'),
  );

/** A page's code and its strings, fetched side by side. */
const withStrings = <T,>(route: Promise<T>): Promise<T> =>
  Promise.all([route, loadMerchantStrings()]).then(([loaded]) => loaded);

const merchantRoute = () =>
  withStrings(import('../routes/merchant')).then((module) => ({ Component: module.MerchantRoute }));
const merchantFinishRoute = () =>
  withStrings(import('../routes/merchant-finish')).then((module) => ({
    Component: module.MerchantFinishRoute,
  }));
const phoneHomeRoute = () =>
  withStrings(import('../routes/phone-home')).then((module) => ({ Component: module.PhoneHomeRoute }));

const merchantLiteRoute = () =>
  withStrings(import('../routes/merchant-lite')).then((module) => ({ Component: module.MerchantLiteRoute }));
const signupRoute = () =>
  withStrings(import('../routes/signup')).then((module) => ({ Component: module.SignupRoute }));
const addMenuRoute = () =>
  withStrings(import('../routes/add-menu')).then((module) => ({ Component: module.AddMenuRoute }));
const orderProtocolRoute = () =>
  withStrings(import('../routes/order-protocol')).then((module) => ({
    Component: module.OrderProtocolRoute,
  }));
const bankAccountRoute = () =>
  withStrings(import('../routes/bank-account')).then((module) => ({ Component: module.BankAccountRoute }));
const onboardingSuccessRoute = () =>
  withStrings(import('../routes/onboarding-success')).then((module) => ({
    Component: module.OnboardingSuccessRoute,
  }));

/** Restaurants join (issue 14): the landings, registration and store creation, the Lite onboarding. */
export const merchantPages: Record<string, RouteObject> = {
  [paths.merchant.path]: { lazy: merchantRoute },
  [paths.merchantReferral.path]: { lazy: merchantRoute },
  [paths.phoneHome.path]: { lazy: phoneHomeRoute },
  [paths.phoneHomeReferral.path]: { lazy: phoneHomeRoute },
  [paths.merchantFinish.path]: { lazy: merchantFinishRoute },
  [paths.merchantFinishData.path]: { lazy: merchantFinishRoute },
  [paths.liteLanding.path]: { lazy: merchantLiteRoute },
  [paths.ownerSignup.path]: { lazy: signupRoute },
  [paths.addMenu.path]: { lazy: addMenuRoute },
  [paths.orderProtocol.path]: { lazy: orderProtocolRoute },
  [paths.bankAccount.path]: { lazy: bankAccountRoute },
  [paths.onboardingSuccess.path]: { lazy: onboardingSuccessRoute },
};
