import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';

export const ZH_CN = 'zh-CN';

/** English is bundled; zh-CN strings load only for diners whose browser asks for them. */
export async function initI18n(): Promise<typeof i18n> {
  await i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      fallbackLng: 'en',
      supportedLngs: ['en', ZH_CN],
      // `?lng=zh-CN` lets a tester switch without changing the browser; nothing is cached.
      detection: { order: ['querystring', 'navigator'], lookupQuerystring: 'lng', caches: [] },
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
