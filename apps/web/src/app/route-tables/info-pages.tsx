import { redirect, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { loadChineseStrings, loadEnglishStrings } from '@/i18n/i18n';

type StringsPart = 'driver' | 'info' | 'legal';

/** Loads a part's English strings, then its Chinese ones for zh-CN readers. */
const loadPart = (part: StringsPart) => loadEnglishStrings(part).then(() => loadChineseStrings(part));

/** The header and footer around a page, whose strings load with it: the diner's, the marketing ones, or none. */
type Chrome = 'diner' | 'marketing' | 'none';
const chromeStrings = { diner: 'discovery', marketing: 'marketing', none: null } as const;

/** A page's code and its strings (its own, and its header and footer's) fetched side by side. */
function page<T>(
  part: StringsPart,
  route: () => Promise<T>,
  pick: (module: T) => RouteObject['Component'],
  chrome: Chrome,
): RouteObject {
  const frame = chromeStrings[chrome];
  return {
    lazy: () =>
      Promise.all([route(), loadPart(part), frame ? loadEnglishStrings(frame) : null]).then(([module]) => ({
        Component: pick(module),
      })),
  };
}

const support = () => import('../routes/info/support');
const legal = () => import('../routes/info/legal');

/** Drivers, support, legal, billing, pricing, free trial, about, app download, story, scratch card, helpers. */
export const infoPages: Record<string, RouteObject> = {
  [paths.driver.path]: page(
    'driver',
    () => import('../routes/info/driver'),
    (m) => m.DriverRoute,
    'diner',
  ),
  [paths.driverDone.path]: page(
    'driver',
    () => import('../routes/info/driver-done'),
    (m) => m.DriverDoneRoute,
    'none',
  ),
  [paths.help.path]: page('info', support, (m) => m.SupportHubRoute, 'marketing'),
  [paths.helps.path]: page('info', support, (m) => m.SupportHubRoute, 'marketing'),
  [paths.helpsCustomer.path]: page('info', support, (m) => m.CustomerSupportRoute, 'marketing'),
  [paths.helpsMerchant.path]: page('info', support, (m) => m.MerchantSupportRoute, 'marketing'),
  [paths.pricing.path]: page(
    'info',
    () => import('../routes/info/pricing'),
    (m) => m.PricingRoute,
    'marketing',
  ),
  [paths.freeUse.path]: page(
    'info',
    () => import('../routes/info/free-use'),
    (m) => m.FreeUseRoute,
    'marketing',
  ),
  [paths.story.path]: page(
    'info',
    () => import('../routes/info/story'),
    (m) => m.StoryRoute,
    'marketing',
  ),
  [paths.bill.path]: page(
    'info',
    () => import('../routes/info/billing'),
    (m) => m.BillingRoute,
    'diner',
  ),
  [paths.privacy.path]: page('legal', legal, (m) => m.PrivacyRoute, 'diner'),
  [paths.useOfTerm.path]: page('legal', legal, (m) => m.TermsRoute, 'diner'),
  [paths.about.path]: page(
    'info',
    () => import('../routes/info/about'),
    (m) => m.AboutRoute,
    'diner',
  ),
  [paths.downloadApp.path]: page(
    'info',
    () => import('../routes/info/download-app'),
    (m) => m.DownloadAppRoute,
    'diner',
  ),
  [paths.mobileNotice.path]: page(
    'info',
    () => import('../routes/info/mobile-notice'),
    (m) => m.MobileNoticeRoute,
    'none',
  ),
  [paths.homeText.path]: page(
    'info',
    () => import('../routes/info/home-text'),
    (m) => m.HomeTextRoute,
    'none',
  ),
  [paths.registerRestaurant.path]: { loader: () => redirect(paths.merchant.getHref()) },
  [paths.scratch.path]: page(
    'info',
    () => import('../routes/info/scratch'),
    (m) => m.ScratchRoute,
    'none',
  ),
  [paths.autoComplete.path]: page(
    'info',
    () => import('../routes/info/auto-complete'),
    (m) => m.AutoCompleteRoute,
    'none',
  ),
};
