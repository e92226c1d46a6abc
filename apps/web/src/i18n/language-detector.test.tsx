import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { detectLanguages, languageDetector } from './language-detector';

const browser = (languages: string[]) => ({ languages, language: languages[0] ?? '' });

describe('detectLanguages', () => {
  it.each([
    ['', ['en-US', 'en'], ['en-US', 'en', 'en-US']],
    ['?lng=zh-CN', ['en-US'], ['zh-CN', 'en-US', 'en-US']],
    ['?a=1&lng=en&lng=zh-CN', [], ['zh-CN']],
    ['?lng=%3Cb%3E', ['fr'], ['fr', 'fr']],
  ])('search %j with browser languages %j gives %j', (search, languages, expected) => {
    expect(detectLanguages(search, browser(languages))).toEqual(expected);
  });
});

describe('the i18next language detector', () => {
  it.each([
    ['', ['zh-CN', 'en'], 'zh-CN'],
    ['', ['zh-TW'], 'zh-CN'],
    // i18next prefers any exactly supported code over a language-only match, as with the library.
    ['', ['en-GB', 'zh-CN'], 'zh-CN'],
    ['', ['fr-FR'], 'en'],
    ['?lng=zh-CN', ['en-US'], 'zh-CN'],
    ['?lng=en', ['zh-CN'], 'en'],
    ['?lng=%3Cb%3E', ['en-US'], 'en'],
  ])('search %j with browser languages %j reads %s', async (search, languages, expected) => {
    vi.stubGlobal('location', { ...window.location, search });
    vi.stubGlobal('navigator', { ...window.navigator, ...browser(languages) });
    const i18n = i18next.createInstance();
    await i18n
      .use(languageDetector)
      .init({ fallbackLng: 'en', supportedLngs: ['en', 'zh-CN'], resources: {} });
    expect(i18n.language).toBe(expected);
  });
});
