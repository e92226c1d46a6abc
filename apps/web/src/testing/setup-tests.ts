import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { accountEn } from '@/i18n/locales/account-en';
import { discoveryEn } from '@/i18n/locales/discovery-en';
import { en } from '@/i18n/locales/en';

await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { ...en, ...discoveryEn, ...accountEn } } },
  interpolation: { escapeValue: false },
});

// jsdom has no matchMedia or scrollIntoView; the components only read them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }),
});
Element.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
