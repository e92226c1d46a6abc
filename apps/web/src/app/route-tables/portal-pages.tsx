import i18n from 'i18next';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { loadEnglishStrings, loadPortalChinese, ZH_CN } from '@/i18n/i18n';
import { useOwnerSessionStore } from '@/lib/owner-session';

/** The portal's strings: English always, zh-CN when the browser or the signed-in account reads Chinese. */
async function loadPortalStrings(): Promise<void> {
  await loadEnglishStrings('portal');
  const prefersChinese = useOwnerSessionStore.getState().session?.preferredLanguage === 'CN';
  if (i18n.language === ZH_CN || prefersChinese) {
    await loadPortalChinese();
  }
}

/** A page's code and its strings, fetched side by side; none of it is in a diner's download. */
const withStrings = <T,>(route: Promise<T>): Promise<T> =>
  Promise.all([route, loadPortalStrings()]).then(([loaded]) => loaded);

/** Settings and hours add their own strings; both languages, so the header's language switch reaches them. */
const withStoreAdminStrings = <T,>(route: Promise<T>): Promise<T> =>
  Promise.all([
    withStrings(route),
    loadEnglishStrings('storeAdmin'),
    import('@/i18n/locales/store-admin-zh-cn').then((m) =>
      i18n.addResourceBundle(ZH_CN, 'translation', m.storeAdminZhCN, true, true),
    ),
  ]).then(([loaded]) => loaded);

/** The setup page reuses the Lite steps' forms: their strings (both languages) beside the settings pages'. */
const withStoreSetupStrings = <T,>(route: Promise<T>): Promise<T> =>
  Promise.all([
    withStoreAdminStrings(route),
    loadEnglishStrings('merchant'),
    import('@/i18n/locales/merchant-zh-cn').then((m) =>
      i18n.addResourceBundle(ZH_CN, 'translation', m.merchantZhCN, true, true),
    ),
  ]).then(([loaded]) => loaded);

/** The menu editor adds its own strings (both languages) on top of the portal's. */
const withMenuEditorStrings = <T,>(route: Promise<T>): Promise<T> =>
  Promise.all([
    withStrings(route),
    import('@/i18n/locales/menu-editor-en'),
    import('@/i18n/locales/menu-editor-zh-cn'),
  ]).then(([loaded, en, zh]) => {
    i18n.addResourceBundle('en', 'translation', en.menuEditorEn, true, false);
    i18n.addResourceBundle(ZH_CN, 'translation', zh.menuEditorZhCN, true, true);
    return loaded;
  });

/** The restaurant portal (issue 15) and the diner's order tracking, each loaded on first visit. */
export const portalPages: Record<string, RouteObject> = {
  [paths.portal.path]: {
    lazy: () =>
      withStrings(import('../routes/portal/portal-home')).then((m) => ({ Component: m.PortalHomeRoute })),
  },
  [paths.portalForgotPassword.path]: {
    lazy: () =>
      withStrings(import('../routes/portal/portal-forgot-password')).then((m) => ({
        Component: m.PortalForgotPasswordRoute,
      })),
  },
  [paths.portalResetPassword.path]: {
    lazy: () =>
      withStrings(import('../routes/portal/portal-reset-password')).then((m) => ({
        Component: m.PortalResetPasswordRoute,
      })),
  },
  [paths.portalInvitation.path]: {
    lazy: () =>
      withStrings(import('../routes/portal/portal-invitation')).then((m) => ({
        Component: m.PortalInvitationRoute,
      })),
  },
  [paths.portalBoard.path]: {
    lazy: () =>
      withStrings(import('../routes/portal/portal-board')).then((m) => ({ Component: m.PortalBoardRoute })),
  },
  [paths.portalMenu.path]: {
    lazy: () =>
      withStrings(import('../routes/portal/portal-menu')).then((m) => ({ Component: m.PortalMenuRoute })),
  },
  [paths.portalStaff.path]: {
    lazy: () =>
      withStrings(import('../routes/portal/portal-staff')).then((m) => ({ Component: m.PortalStaffRoute })),
  },
  [paths.portalStoreSettings.path]: {
    lazy: () =>
      withStoreAdminStrings(import('../routes/portal/store-settings')).then((m) => ({
        Component: m.StoreSettingsRoute,
      })),
  },
  [paths.portalStoreSetup.path]: {
    lazy: () =>
      withStoreSetupStrings(import('../routes/portal/store-setup')).then((m) => ({
        Component: m.StoreSetupRoute,
      })),
  },
  [paths.portalStoreHours.path]: {
    lazy: () =>
      withStoreAdminStrings(import('../routes/portal/store-hours')).then((m) => ({
        Component: m.StoreHoursRoute,
      })),
  },
  [paths.portalMenuEditor.path]: {
    lazy: () =>
      withMenuEditorStrings(import('../routes/portal/portal-menu-editor')).then((m) => ({
        Component: m.PortalMenuEditorRoute,
      })),
  },
  [paths.portalReports.path]: {
    // The reports pages' strings (both languages) and uPlot come with this route only.
    lazy: () =>
      Promise.all([
        withStrings(import('../routes/portal/portal-reports')),
        import('@/features/reports/i18n/load-reports-strings').then((m) => m.loadReportsStrings()),
      ]).then(([m]) => ({ Component: m.PortalReportsRoute })),
  },
  [paths.portalPayouts.path]: {
    lazy: () =>
      Promise.all([
        withStrings(import('../routes/portal/portal-payouts')),
        import('@/features/reports/i18n/load-reports-strings').then((m) => m.loadReportsStrings()),
      ]).then(([m]) => ({ Component: m.PortalPayoutsRoute })),
  },
  [paths.portalRatings.path]: {
    lazy: () =>
      Promise.all([
        withStrings(import('../routes/portal/portal-ratings')),
        import('@/features/ratings/i18n/load-ratings-strings').then((m) => m.loadRatingsStrings()),
      ]).then(([m]) => ({ Component: m.PortalRatingsRoute })),
  },
  [paths.portalTableCodes.path]: {
    // The codes' own strings (shared with the QR sheet) sit with the in-store pages'.
    lazy: () =>
      Promise.all([
        withStrings(import('../routes/portal/portal-table-codes')),
        loadEnglishStrings('discovery'),
      ]).then(([m]) => ({ Component: m.PortalTableCodesRoute })),
  },
  [paths.portalOrderSearch.path]: {
    lazy: () =>
      withStrings(import('../routes/portal/portal-order-search')).then((m) => ({
        Component: m.PortalOrderSearchRoute,
      })),
  },
  [paths.portalTicket.path]: {
    lazy: () =>
      withStrings(import('../routes/portal/portal-ticket')).then((m) => ({ Component: m.PortalTicketRoute })),
  },
  // The old open address of the table codes now leads into the portal, where only owners see them.
  [paths.tableCodes.path]: {
    loader: ({ params }) => redirect(paths.portalTableCodes.getHref(Number(params.id?.split('-').pop()))),
  },
  [paths.trackOrder.path]: {
    // A completed order's rating prompt adds its strings.
    lazy: () =>
      Promise.all([
        withStrings(import('../routes/track-order')),
        import('@/features/ratings/i18n/load-ratings-strings').then((m) => m.loadRatingsStrings()),
      ]).then(([m]) => ({ Component: m.TrackOrderRoute })),
  },
};
