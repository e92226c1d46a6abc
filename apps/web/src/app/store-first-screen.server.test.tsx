import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ITEMS } from '@/features/menu/hooks/use-progressive-item-count';
import { makeStoreWire } from '@/testing/store-wire';
import { renderStoreFirstScreen } from './store-first-screen';

const storeWire = makeStoreWire({ name: 'Sunrise <Griddle>', rewardRate: 0.08 });
const pathname = '/store/sunrise-griddle-chicago-5';
// Two categories, 14 items: more than the first screen draws.
const menuWire = [31, 32].map((categoryId, categoryIndex) => ({
  id: categoryId,
  name: categoryIndex === 0 ? 'Pancakes' : 'Omelettes',
  available: true,
  items: Array.from({ length: 7 }, (_, index) => ({
    id: categoryId * 100 + index,
    name: `Dish ${categoryIndex * 7 + index + 1}`,
    price: 8.95 + index,
    itemAvailability: 'ALL',
  })),
}));

describe('renderStoreFirstScreen (the store page the server draws)', () => {
  it('draws the header, the hero and the first screen of the menu, in English, without a DOM', () => {
    expect(typeof window).toBe('undefined');
    const html = renderStoreFirstScreen({ pathname, stores: [storeWire], menu: menuWire });

    expect(html).toContain('<h1 id="store-name"');
    // Text is escaped: a name cannot open an element.
    expect(html).toContain('>Sunrise &lt;Griddle></h1>');
    expect(html).not.toContain('<Griddle');
    expect(html).toContain('src="/media/stores/sunrise-griddle-banner.svg"');
    expect(html).toContain('Pancakes');
    expect(html).toContain('$8.95');
    const drawnDishes = [...(html ?? '').matchAll(/Dish (\d+)</g)].map((match) => Number(match[1]));
    expect(drawnDishes).toEqual(Array.from({ length: FIRST_SCREEN_ITEMS }, (_, index) => index + 1));
    expect(html).not.toMatch(/class="[^"]*undefined/);
  });

  it('draws the same first screen for every request: the first step of the menu, never the whole', () => {
    const first = renderStoreFirstScreen({ pathname, stores: [storeWire], menu: menuWire });
    const second = renderStoreFirstScreen({ pathname, stores: [storeWire], menu: menuWire });
    expect(second).toBe(first);
    expect(second).not.toContain('Dish 14<');
  });

  it('draws nothing where the app would show another page or a page of its own', () => {
    const draw = (stores: unknown, menu: unknown, at = pathname) =>
      renderStoreFirstScreen({ pathname: at, stores, menu });
    expect(draw([{ ...storeWire, active: false }], menuWire)).toBeNull();
    expect(draw([storeWire], null)).toBeNull();
    expect(draw([], menuWire)).toBeNull();
    expect(draw('not a list', menuWire)).toBeNull();
    // The app redirects /store/5 to its canonical address first.
    expect(draw([storeWire], menuWire, '/store/5')).toBeNull();
  });
});
