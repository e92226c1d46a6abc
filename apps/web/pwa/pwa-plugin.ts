import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { drawBrandIcon } from './brand-icon.ts';

const here = (file: string) => new URL(file, import.meta.url);
const read = (file: string) => readFileSync(here(file), 'utf8');

/** A colour token's value in src/styles/tokens.css, so the manifest and icons follow the design tokens. */
export function designToken(name: string): string {
  const found = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(read('../src/styles/tokens.css'));
  if (!found) {
    throw new Error(`tokens.css has no #rrggbb value for --${name}`);
  }
  return found[1]!;
}

export const ICONS = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { src: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** The web app manifest: the diner storefront, opened from the home screen in its own window. */
export function webManifest(brand: string, theme: string, background: string) {
  return {
    id: '/',
    name: brand,
    short_name: brand,
    description: `Order pickup and delivery directly from local restaurants with ${brand}.`,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme,
    background_color: background,
    categories: ['food', 'shopping'],
    icons: ICONS.map(({ src, size, purpose }) => ({
      src,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}

/** The entry's chunk, every chunk it imports and their styles: what the first screen of any page runs. */
function shellFiles(bundle: Rolldown.OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(`/${fileName}`)) {
      return;
    }
    files.add(`/${fileName}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      files.add(`/${css}`);
    }
    chunk.imports.forEach(visit);
  };
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.isEntry) {
      visit(output.fileName);
    }
  }
  return [...files].sort();
}

/**
 * `vite build` only: writes manifest.webmanifest, the icons (drawn from the brand mark in the brand's colour),
 * offline.html and sw.js, whose release changes with any file of the build so a deploy replaces the worker.
 */
export function installableApp(brand: string): Plugin {
  return {
    name: 'orderlane:installable-app',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const theme = designToken('color-brand');
        const background = designToken('color-surface');
        const emit = (fileName: string, source: string | Uint8Array) =>
          this.emitFile({ type: 'asset', fileName, source });
        const escape = (text: string) =>
          text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
        emit('manifest.webmanifest', `${JSON.stringify(webManifest(brand, theme, background), null, 2)}\n`);
        for (const icon of ICONS) {
          emit(
            icon.src.slice(1),
            drawBrandIcon(icon.size, icon.purpose, { background: theme, foreground: '#ffffff' }),
          );
        }
        emit(
          'offline.html',
          read('offline.html').replaceAll('__BRAND__', escape(brand)).replaceAll('__THEME__', theme),
        );
        emit('offline.js', read('offline.js'));
        const precache = [
          '/offline.html',
          '/offline.js',
          '/manifest.webmanifest',
          '/favicon.svg',
          ...ICONS.map((icon) => icon.src),
          ...shellFiles(bundle),
        ];
        const release = createHash('sha256')
          .update(Object.keys(bundle).sort().join('\n'))
          .update(read('service-worker.js') + read('offline.html') + read('offline.js') + brand + theme)
          .digest('hex')
          .slice(0, 16);
        emit(
          'sw.js',
          read('service-worker.js')
            .replace('__RELEASE__', release)
            .replace("'__PRECACHE__'", () => `'${JSON.stringify(precache)}'`),
        );
      },
    },
  };
}
