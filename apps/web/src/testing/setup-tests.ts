import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { options } from 'preact';
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

// findBy* and waitFor give up after 1 s by default: on a busy machine that is slow, not wrong.
configure({ asyncUtilTimeout: 15_000 });

// Preact runs effects after the next frame, with a 100 ms timer that then calls cancelAnimationFrame. A timer
// still pending when a file ends fires after jsdom has removed that global and fails the run; in tests the
// effects run on a plain timer instead.
options.requestAnimationFrame = (callback) => setTimeout(callback);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
