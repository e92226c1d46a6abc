import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRouteChunkHints } from './route-chunk-hints.js';

// The shape of Vite's dist/.vite/manifest.json: an entry, a lazy page and the chunks they share.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-1.js', '_shared-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_framework-1.js'] },
  '_luxon-1.js': { file: 'assets/luxon-1.js' },
  '_rules-1.js': {
    file: 'assets/rules-1.js',
    imports: ['_luxon-1.js', '_shared-1.js'],
    css: ['assets/rules-1.css'],
  },
  'src/app/routes/store/store-route.tsx': {
    file: 'assets/store-route-1.js',
    imports: ['_framework-1.js', '_rules-1.js'],
    css: ['assets/store-route-1.css'],
  },
};

describe('route chunk hints', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'orderlane-dist-'));
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it("names a page's own chunks and their CSS, not those the entry already loads", () => {
    const hints = createRouteChunkHints(distDir)('src/app/routes/store/store-route.tsx');
    expect(hints).toEqual([
      '<link rel="preload" as="style" crossorigin href="/assets/store-route-1.css" />',
      '<link rel="preload" as="style" crossorigin href="/assets/rules-1.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/store-route-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/rules-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/luxon-1.js" />',
    ]);
  });

  it('gives nothing for a page missing from the build or a server without a built web app', () => {
    expect(createRouteChunkHints(distDir)('src/app/routes/gone.tsx')).toEqual([]);
    expect(
      createRouteChunkHints(path.join(distDir, 'nowhere'))('src/app/routes/store/store-route.tsx'),
    ).toEqual([]);
  });
});
