import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFirstScreenAssets } from './first-screen-assets.js';

const ROUTE = 'src/app/routes/store/store-route.tsx';

function writeBuild(files: Record<string, string>) {
  const distDir = mkdtempSync(path.join(tmpdir(), 'orderlane-dist-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), text);
  }
  return distDir;
}

describe('createFirstScreenAssets', () => {
  const manifest = JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
    [ROUTE]: { file: 'assets/store-route-1.js', css: ['assets/store-1.css'] },
  });
  const shell = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
  const complete = writeBuild({
    '.vite/manifest.json': manifest,
    'index.html': shell,
    'assets/index-1.css': '.index{color:red}',
    'assets/store-1.css': '.store{}</STYLE><script>x</script>',
  });
  const missingCss = writeBuild({ '.vite/manifest.json': manifest, 'index.html': shell });
  const notBuilt = writeBuild({});
  afterAll(() =>
    [complete, missingCss, notBuilt].forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  );

  it('inlines the CSS so that it cannot end its <style> element, and names the entry and the page chunks', () => {
    const [style, indexLink, storeLink, loader] = createFirstScreenAssets(complete)([ROUTE]) ?? [];
    expect(style).toBe('<style>.index{color:red}\n.store{}<\\/style><script>x</script></style>');
    expect(style?.match(/<\/style/gi)).toHaveLength(1);
    // What the inline <style> holds, named for Vite's preload helper and never fetched.
    expect(indexLink).toBe('<link rel="stylesheet" href="/assets/index-1.css" disabled>');
    expect(storeLink).toBe('<link rel="stylesheet" href="/assets/store-1.css" disabled>');
    expect(loader).toBe(
      '<script type="module" src="/app-after-first-screen.js" data-app-entry="/assets/index-1.js" data-preload="/assets/store-route-1.js"></script>',
    );
  });

  it('gives nothing (the page is served as the app draws it) without a build, a route or a stylesheet', () => {
    expect(createFirstScreenAssets(notBuilt)([ROUTE])).toBeNull();
    expect(createFirstScreenAssets(complete)([ROUTE, 'src/app/routes/nowhere.tsx'])).toBeNull();
    expect(createFirstScreenAssets(missingCss)([ROUTE])).toBeNull();
  });
});
