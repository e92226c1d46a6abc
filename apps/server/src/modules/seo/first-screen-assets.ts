import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collectChunks, readManifest, type Manifest } from './route-chunk-hints.js';

/** The stylesheets the built index.html links, in its order (the cascade depends on it). */
function shellStylesheets(webDistDir: string): string[] {
  const file = path.join(webDistDir, 'index.html');
  const shell = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return [...shell.matchAll(/<link rel="stylesheet"[^>]*? href="\/([^"]+)"/g)].map((match) => match[1] ?? '');
}

/** The CSS of `key` and what it imports, dependencies before dependents, as Vite orders it. */
function stylesheetsInOrder(
  manifest: Manifest,
  key: string,
  skip: Set<string>,
  seen = new Set<string>(),
): string[] {
  const chunk = manifest[key];
  if (!chunk || skip.has(key) || seen.has(key)) {
    return [];
  }
  seen.add(key);
  return [
    ...(chunk.imports ?? []).flatMap((imported) => stylesheetsInOrder(manifest, imported, skip, seen)),
    ...(chunk.css ?? []),
  ];
}

/** What a page whose first HTML carries its drawn first screen loads, and how. */
export interface FirstScreenAssets {
  /** Every stylesheet of the app's entry and of the page's chunks, in the order Vite links them, as one text. */
  css: string;
  /** Those stylesheets' own paths. */
  stylesheets: string[];
  /** The app's entry module. */
  entry: string;
  /** The page's own modules (not loaded by the entry), fetched together with the entry. */
  modules: string[];
}

/** The page that loads the app after the drawn first screen is on screen (apps/web/public). */
export const APP_AFTER_FIRST_SCREEN = '/app-after-first-screen.js';

/**
 * The tags that make a drawn first screen paint from the first response alone: its styles inline (no
 * stylesheet round trips before the first paint) and the app's code started only once the screen and its hero
 * picture are shown, so on a slow network they do not share the line with it. Null without a web build.
 */
export function createFirstScreenAssets(webDistDir: string) {
  // Read once: the build does not change under a running server.
  const manifest = readManifest(webDistDir);
  const entryKey = Object.keys(manifest ?? {}).find((key) => manifest?.[key]?.isEntry);
  const cache = new Map<string, FirstScreenAssets>();

  const assetsOf = (sources: readonly string[]): FirstScreenAssets | null => {
    const entry = entryKey ? manifest?.[entryKey] : undefined;
    if (!manifest || !entryKey || !entry || !sources.every((source) => manifest[source])) {
      return null;
    }
    const cacheKey = sources.join('\n');
    let assets = cache.get(cacheKey);
    if (!assets) {
      const loadedByEntry = collectChunks(manifest, [entryKey]);
      const pageChunks = [...collectChunks(manifest, [...sources])].filter(
        ([key]) => !loadedByEntry.has(key),
      );
      const seen = new Set<string>();
      const cssFiles = [
        ...shellStylesheets(webDistDir),
        ...sources.flatMap((source) =>
          stylesheetsInOrder(manifest, source, new Set(loadedByEntry.keys()), seen),
        ),
      ];
      const stylesheets = [...new Set(cssFiles)];
      const cssPaths = stylesheets.map((file) => path.join(webDistDir, file));
      // A build missing a stylesheet it names: the page is served as the app draws it, never unstyled.

      if (!cssPaths.every((file) => existsSync(file))) {
        return null;
      }
      assets = {
        css: cssPaths.map((file) => readFileSync(file, 'utf8')).join('\n'),
        stylesheets: stylesheets.map((file) => `/${file}`),
        entry: `/${entry.file}`,
        modules: pageChunks.map(([, chunk]) => `/${chunk.file}`),
      };
      cache.set(cacheKey, assets);
    }
    return assets;
  };

  /** `sources`: the page's lazily loaded modules (its route, its strings), as keys of the build's manifest. */
  return (sources: readonly string[]): string[] | null => {
    const assets = assetsOf(sources);
    if (!assets) {
      return null;
    }
    return [
      // CSS cannot close a <style> element unless it holds "</style": Vite's output does not.
      `<style>${assets.css.replace(/<\/style/gi, '<\\/style')}</style>`,
      // The page's code loads each route's stylesheets through Vite's preload helper, which adds a <link> for a
      // stylesheet the document does not link yet: each inlined one is named by a disabled <link> (never fetched
      // nor applied), so the app does not fetch its styles a second time and recompute the page's style with them.
      ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${href}" disabled>`),
      `<script type="module" src="${APP_AFTER_FIRST_SCREEN}" data-app-entry="${assets.entry}" data-preload="${assets.modules.join(' ')}"></script>`,
    ];
  };
}
