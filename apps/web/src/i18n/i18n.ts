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
};
export type EnglishStrings = keyof typeof englishParts;

/** Adds the English strings of a group of pages; their routes await it before rendering (zh-CN loads whole). */
export async function loadEnglishStrings(part: EnglishStrings): Promise<void> {
  // The router starts the first page's lazy route before main.tsx has initialised i18next.
  const initialized = i18n.isInitialized ? null : new Promise((resolve) => i18n.on('initialized', resolve));
  const [strings] = await Promise.all([englishParts[part](), initialized]);
  i18n.addResourceBundle('en', 'translation', strings, true, false);
}
