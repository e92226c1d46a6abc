import { describe, expect, it, vi } from 'vitest';
import {
  acceptedLanguages,
  createFirstScreenDrawer,
  readsEnglish,
  type RenderStoreFirstScreen,
} from './store-first-screen.js';

describe('the language a store page is drawn in', () => {
  it('reads Accept-Language best first, equal weights in their order, refused and wildcard tags left out', () => {
    expect(acceptedLanguages('fr;q=0.5, zh-CN, en-US;q=0.9, de;q=0, *;q=0.1')).toEqual([
      'zh-CN',
      'en-US',
      'fr',
    ]);
    expect(acceptedLanguages('da, en-GB;q=0.8, en;q=0.8')).toEqual(['da', 'en-GB', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(' , ;q=1, en')).toEqual(['en']);
  });

  it('is English unless zh-CN comes before any English, as the web app decides; ?lng= goes first', () => {
    const none = new URLSearchParams();
    expect(readsEnglish(none, 'en-US,en;q=0.9')).toBe(true);
    expect(readsEnglish(none, undefined)).toBe(true);
    expect(readsEnglish(none, 'fr-FR, de')).toBe(true);
    expect(readsEnglish(none, 'zh-CN,zh;q=0.9,en;q=0.8')).toBe(false);
    expect(readsEnglish(none, 'fr, zh-cn;q=0.8, en;q=0.5')).toBe(false);
    expect(readsEnglish(none, 'en;q=0.5, zh-CN;q=0.9')).toBe(false);
    expect(readsEnglish(none, 'zh-TW, en;q=0.5')).toBe(true);
    expect(readsEnglish(new URLSearchParams('lng=zh-CN'), 'en-US')).toBe(false);
    expect(readsEnglish(new URLSearchParams('lng=zh-CN&lng=en'), 'zh-CN')).toBe(true);
  });
});

describe('createFirstScreenDrawer', () => {
  const input = { pathname: '/store/a-5', stores: [{ id: 5, name: 'Sunrise Griddle' }], menu: [{ id: 31 }] };

  it('draws from the answers it is given', () => {
    const render = vi.fn<RenderStoreFirstScreen>(({ stores: drawn }) => `<h1>${JSON.stringify(drawn)}</h1>`);
    const draw = createFirstScreenDrawer(render, () => undefined);
    expect(draw(input)).toBe('<h1>[{"id":5,"name":"Sunrise Griddle"}]</h1>');
    expect(render).toHaveBeenLastCalledWith(input);
  });

  it('serves the page without a drawing when drawing fails, and says so', () => {
    const failures: string[] = [];
    const draw = createFirstScreenDrawer(
      () => {
        throw new Error('window is not defined');
      },
      (error, pathname) => failures.push(`${pathname}: ${String(error)}`),
    );
    expect(draw(input)).toBeNull();
    expect(failures).toEqual(['/store/a-5: Error: window is not defined']);
  });

  it('draws nothing without a web build', () => {
    expect(createFirstScreenDrawer<typeof input>(null, () => undefined)(input)).toBeNull();
  });
});
