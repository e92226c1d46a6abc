import { describe, expect, it } from 'vitest';
import { STORE_PAGE_SIZE } from '@orderlane/domain';
import type { ListedStore } from '@/features/store-list/api/locate-restaurants';
import { renderDiscoveryFirstScreen } from './discovery-first-screen';

const listedStore = (id: number, name: string, keyword: string): ListedStore => ({
  id,
  name,
  bannerUrl: `/media/stores/store-${id}-banner.svg`,
  logoUrl: null,
  distance: null,
  keyword,
  orderlane: true,
  orderlaneDrive: true,
  ownDriver: false,
  tdrive: false,
  city: 'Chicago',
});
const stores = [
  listedStore(5, 'Sunrise <Griddle>', 'Breakfast'),
  ...Array.from({ length: 7 }, (_, index) => listedStore(10 + index, `Store ${index + 1}`, 'Pizza')),
];

describe('renderDiscoveryFirstScreen (the home pages and the store list the server draws)', () => {
  it('draws the header, the search and filters, and the first page of cards, in English, without a DOM', () => {
    expect(typeof window).toBe('undefined');
    const html = renderDiscoveryFirstScreen({ pathname: '/storeslist', stores }) ?? '';

    expect(html).toContain('>Restaurants near you</h1>');
    expect(html).toContain('Search restaurants');
    expect(html).toContain(`Showing ${STORE_PAGE_SIZE} of ${stores.length}`);
    // Text is escaped: a name cannot open an element.
    expect(html).toContain('>Sunrise &lt;Griddle></h2>');
    expect(html).not.toContain('<Griddle');
    const cards = [...html.matchAll(/<a [^>]*href="(\/store\/[^"]+)"/g)].map((match) => match[1]);
    expect(cards).toHaveLength(STORE_PAGE_SIZE);
    // The first card's banner is the largest paint: fetched first; the rest of the first row eagerly.
    const banners = [...html.matchAll(/<img src="\/media\/stores\/[^"]+-banner\.svg"[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(banners[0]).toMatch(/fetchpriority="high"/i);
    expect(banners.slice(1).some((banner) => /fetchpriority/i.test(banner))).toBe(false);
    expect(html).not.toMatch(/class="[^"]*undefined/);
  });

  it('draws the home page: the hero and the first six stores of the default area', () => {
    for (const pathname of ['/', '/init3']) {
      const html = renderDiscoveryFirstScreen({ pathname, stores }) ?? '';
      expect(html).toContain('0% Commission for All Online Orders</h1>');
      expect(html).toContain('Local Stores');
      expect([...html.matchAll(/<a [^>]*href="\/store\/[^"]+"/g)]).toHaveLength(6);
      expect(html).toContain('>Sunrise &lt;Griddle></h3>');
      expect(html).not.toContain('aria-busy');
    }
  });

  it("draws the empty list's message for an area without stores, and nothing where the answer is not a list", () => {
    expect(renderDiscoveryFirstScreen({ pathname: '/storeslist', stores: [] })).toContain('No stores found');
    expect(renderDiscoveryFirstScreen({ pathname: '/storeslist', stores: { stores } })).toBeNull();
    expect(renderDiscoveryFirstScreen({ pathname: '/elsewhere', stores })).toBeNull();
    expect(renderDiscoveryFirstScreen({ pathname: '/checkout', stores })).toBeNull();
  });
});
