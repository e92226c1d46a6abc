import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';
import { en } from './locales/en';

export const ZH_CN = 'zh-CN';

/** The store page's English strings are bundled; zh-CN strings load only for diners whose browser asks for them. */
export async function initI18n(): Promise<typeof i18n> {
  await i18n
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      fallbackLng: 'en',
      supportedLngs: ['en', ZH_CN],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  // zh-CN has no strings yet at this point, so i18next resolved to English; `language` is what was detected.
  if (i18n.language === ZH_CN) {
    await loadChinese();
  }
  document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
  return i18n;
}

export async function loadChinese(): Promise<void> {
  const { zhCN } = await import('./locales/zh-cn');
  i18n.addResourceBundle(ZH_CN, 'translation', zhCN, true, true);
  await i18n.changeLanguage(ZH_CN);
}

const englishParts = {
  account: () => import('./locales/account-en').then((module) => module.accountEn),
  discovery: () => import('./locales/discovery-en').then((module) => module.discoveryEn),
  marketing: () => import('./locales/marketing-en').then((module) => module.marketingEn),
  merchant: () => import('./locales/merchant-en').then((module) => module.merchantEn),
  portal: () => import('./locales/portal-en').then((module) => module.portalEn),
  driver: () => import('./locales/driver-en').then((module) => module.driverEn),
  info: () => import('./locales/info-en').then((module) => module.infoEn),
  legal: () => import('./locales/legal-en').then((module) => module.legalEn),
  staff: () => import('./locales/staff-en').then((module) => module.staffEn),
  storeAdmin: () => import('./locales/store-admin-en').then((module) => module.storeAdminEn),
};
export type EnglishStrings = keyof typeof englishParts;

const chineseParts = {
  merchant: () => import('./locales/merchant-zh-cn').then((module) => module.merchantZhCN),
  driver: () => import('./locales/driver-zh-cn').then((module) => module.driverZhCN),
  info: () => import('./locales/info-zh-cn').then((module) => module.infoZhCN),
  legal: () => import('./locales/legal-zh-cn').then((module) => module.legalZhCN),
  staff: () => import('./locales/staff-zh-cn').then((module) => module.staffZhCN),
  storeAdmin: () => import('./locales/store-admin-zh-cn').then((module) => module.storeAdminZhCN),
};

/** Adds a group of pages' zh-CN strings, kept out of the diners' zh-CN bundle; call after loadEnglishStrings. */
export async function loadChineseStrings(part: keyof typeof chineseParts): Promise<void> {
  if (i18n.language === ZH_CN) {
    i18n.addResourceBundle(ZH_CN, 'translation', await chineseParts[part](), true, true);
  }
}

const englishLoads = new Map<EnglishStrings, Promise<void>>();

/**
 * Adds the English strings of a group of pages; their routes await it before rendering (zh-CN loads whole). Once
 * per group: a route's code is asked for more than once (its first page's code starts before the router).
 */
export function loadEnglishStrings(part: EnglishStrings): Promise<void> {
  let load = englishLoads.get(part);
  if (!load) {
    load = addEnglishStrings(part);
    // A failed load (a network error) is tried again by the next page that needs it.
    load.catch(() => englishLoads.delete(part));
    englishLoads.set(part, load);
  }
  return load;
}

async function addEnglishStrings(part: EnglishStrings): Promise<void> {
  // The router starts the first page's lazy route before main.tsx has initialised i18next.
  const initialized = i18n.isInitialized ? null : new Promise((resolve) => i18n.on('initialized', resolve));
  const [strings] = await Promise.all([englishParts[part](), initialized]);
  i18n.addResourceBundle('en', 'translation', strings, true, false);
}

/** The portal's zh-CN strings stay out of the diners' zh-CN bundle; its pages add them when needed. */
export async function loadPortalChinese(): Promise<void> {
  const { portalZhCN } = await import('./locales/portal-zh-cn');
  i18n.addResourceBundle(ZH_CN, 'translation', portalZhCN, true, true);
}
