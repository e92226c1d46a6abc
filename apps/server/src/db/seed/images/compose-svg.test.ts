import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoStores } from '../demo-stores.js';
import { composeBanner, composeItemImage, composeLogo } from './compose-svg.js';
import { listDemoImages } from './write-demo-images.js';
import { emojiNames } from './emoji-names.js';
import { loadFluentEmoji, prefixIds, resolveFluentEmojiFile } from './fluent-emoji.js';
import { withoutFilters } from './without-filters.js';

const art = {
  viewBox: '0 0 32 32',
  body: '<defs><linearGradient id="g1"/></defs><path fill="url(#g1)" d="M0 0h32v32z"/><use href="#g1"/>',
};
const palette = { primary: '#B71C1C', secondary: '#F9A825' };

describe('demo image composition', () => {
  it('finds every emoji the menus name in the installed Fluent Emoji set', () => {
    const set = JSON.parse(readFileSync(resolveFluentEmojiFile(), 'utf8')) as {
      icons: Record<string, { body?: string }>;
    };
    const missing = emojiNames.filter((name) => !set.icons[name]?.body);
    expect(missing).toEqual([]);
  });

  it('reads every emoji out of the file as a whole parse of it would', async () => {
    const set = JSON.parse(readFileSync(resolveFluentEmojiFile(), 'utf8')) as {
      icons: Record<string, { body: string; width?: number; height?: number }>;
      width: number;
      height: number;
    };
    const arts = await loadFluentEmoji(emojiNames);
    expect(arts.size).toBe(new Set(emojiNames).size);
    for (const name of emojiNames) {
      const icon = set.icons[name]!;
      expect(arts.get(name)).toEqual({
        viewBox: `0 0 ${icon.width ?? set.width} ${icon.height ?? set.height}`,
        body: icon.body,
      });
    }
  });

  it('loads only the emoji asked for, with their view boxes', async () => {
    const arts = await loadFluentEmoji(['pizza', 'dumpling']);
    expect([...arts.keys()]).toEqual(['pizza', 'dumpling']);
    expect(arts.get('pizza')?.viewBox).toBe('0 0 32 32');
    expect(arts.get('pizza')?.body).toContain('<path');
  });

  it('prefixes ids and the references to them, leaving other text alone', () => {
    expect(prefixIds(art.body, 'p-')).toBe(
      '<defs><linearGradient id="p-g1"/></defs><path fill="url(#p-g1)" d="M0 0h32v32z"/><use href="#p-g1"/>',
    );
    expect(prefixIds('<path d="M1 1"/>', 'p-')).toBe('<path d="M1 1"/>');
  });

  it('draws the emoji without their filters, keeping every shape', async () => {
    const blurred =
      '<g filter="url(#b1)"><path d="M1 1"/></g><defs><filter id="b1" x="0"><feGaussianBlur stdDeviation=".25"/></filter><linearGradient id="g1"/></defs>';
    expect(withoutFilters(blurred)).toBe('<g><path d="M1 1"/></g><defs><linearGradient id="g1"/></defs>');
    const arts = await loadFluentEmoji(['pancakes']);
    const banner = composeBanner([...arts.values()], palette);
    expect(arts.get('pancakes')?.body).toContain('<filter');
    expect(banner).not.toMatch(/<filter|filter="/);
    expect(banner.match(/<path/g)?.length).toBe(arts.get('pancakes')!.body.match(/<path/g)?.length);
  });

  it('composes 4:3 items, square logos and 3:1 banners that reuse one symbol per emoji', () => {
    expect(composeItemImage(art, '#FFE9D6')).toMatch(/^<svg [^>]*width="400" height="300"/);
    expect(composeLogo(art, palette)).toMatch(/^<svg [^>]*width="256" height="256"/);
    const banner = composeBanner([art, art, art], palette);
    expect(banner).toMatch(/^<svg [^>]*width="1200" height="400"/);
    expect(banner.match(/<symbol /g)).toHaveLength(3);
    expect(banner.match(/<use href="#ol-s/g)?.length).toBeGreaterThan(10);
    expect(banner).toContain(palette.primary);
  });

  it('lists one picture per item plus a logo and a banner per store, all distinct', () => {
    const images = listDemoImages(demoStores);
    const itemCount = demoStores.reduce(
      (sum, store) => sum + store.categories.reduce((n, category) => n + category.items.length, 0),
      0,
    );
    expect(images).toHaveLength(itemCount + demoStores.length * 2);
    expect(new Set(images.map((image) => image.relativePath)).size).toBe(images.length);
  });
});
