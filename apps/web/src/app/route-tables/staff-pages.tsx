import i18n from 'i18next';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { loadChineseStrings, loadEnglishStrings, loadPortalChinese, ZH_CN } from '@/i18n/i18n';
import { useOwnerSessionStore } from '@/lib/owner-session';

/** The staff screens' strings, and the portal's (its sign-in stands in for them when signed out). */
export async function loadStaffStrings(): Promise<void> {
  await Promise.all([loadEnglishStrings('staff'), loadEnglishStrings('portal')]);
  const prefersChinese = useOwnerSessionStore.getState().session?.preferredLanguage === 'CN';
  if (i18n.language === ZH_CN || prefersChinese) {
    await Promise.all([loadChineseStrings('staff'), loadPortalChinese()]);
  }
}

const withStrings = <T,>(route: Promise<T>): Promise<T> =>
  Promise.all([route, loadStaffStrings()]).then(([loaded]) => loaded);

/** The phone-order staff screens; the phone checkout itself shows at /checkout (see routes/checkout). */
export const staffPages: Record<string, RouteObject> = {
  [paths.phoneOrder.path]: {
    lazy: () =>
      withStrings(import('../routes/staff/phone-order')).then((m) => ({ Component: m.PhoneOrderRoute })),
  },
  [paths.customerInfo.path]: {
    lazy: () =>
      withStrings(import('../routes/staff/customer-info')).then((m) => ({ Component: m.CustomerInfoRoute })),
  },
};

/** The phone checkout, loaded only when a staff member reaches /checkout with a phone order under way. */
export const loadPhoneCheckout = () =>
  withStrings(import('../routes/staff/phone-checkout')).then((m) => ({ default: m.PhoneCheckoutRoute }));
