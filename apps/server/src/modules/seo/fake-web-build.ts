import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A web build as `npm run build` leaves it, for tests of the pages the server draws: the shell, Vite's manifest,
 * the CSS, and the server renders beside dist. Each render draws what it was given, so a test sees the answers
 * reach it; the store page's "$&" checks the markup is not read as a replacement pattern.
 */
export function makeFakeWebBuild() {
  const webDir = mkdtempSync(path.join(tmpdir(), 'orderlane-web-'));
  const distDir = path.join(webDir, 'dist');
  mkdirSync(path.join(distDir, '.vite'), { recursive: true });
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(webDir, 'dist-server'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    [
      '<!doctype html><html><head><title>Orderlane</title>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/shell-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  writeFileSync(
    path.join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_framework-1.js'],
        css: ['assets/index-1.css'],
      },
      '_framework-1.js': { file: 'assets/framework-1.js', css: ['assets/shell-1.css'] },
      '_rules-1.js': { file: 'assets/rules-1.js', imports: ['_framework-1.js'], css: ['assets/rules-1.css'] },
      'src/app/routes/store/store-route.tsx': {
        file: 'assets/store-route-1.js',
        imports: ['_framework-1.js', '_rules-1.js'],
        css: ['assets/store-1.css'],
      },
      'src/app/routes/storeslist.tsx': {
        file: 'assets/storeslist-1.js',
        imports: ['_framework-1.js', '_rules-1.js'],
        css: ['assets/storeslist-1.css'],
      },
      'src/app/routes/home.tsx': {
        file: 'assets/home-1.js',
        imports: ['_framework-1.js'],
        css: ['assets/home-1.css'],
      },
      'src/i18n/locales/discovery-en.ts': { file: 'assets/discovery-en-1.js' },
      'src/app/routes/checkout.tsx': {
        file: 'assets/checkout-1.js',
        imports: ['_framework-1.js', '_rules-1.js'],
      },
      'src/i18n/locales/account-en.ts': { file: 'assets/account-en-1.js' },
    }),
  );
  for (const name of ['shell', 'index', 'rules', 'store', 'storeslist', 'home']) {
    writeFileSync(path.join(distDir, 'assets', `${name}-1.css`), `.${name}{color:red}`);
  }
  writeFileSync(
    path.join(webDir, 'dist-server', 'store-first-screen.js'),
    `export function renderStoreFirstScreen({ pathname, stores, menu }) {
       globalThis.orderlaneTestDrawings = (globalThis.orderlaneTestDrawings ?? 0) + 1;
       return '<main data-drawn="' + pathname + '">' + stores[0].name + ' $& ' + menu.length + ' categories</main>';
     }`,
  );

  writeFileSync(
    path.join(webDir, 'dist-server', 'discovery-first-screen.js'),
    `export function renderDiscoveryFirstScreen({ pathname, stores }) {
       return '<main data-drawn="' + pathname + '">' + stores.map((store) => store.name).join(', ') + '</main>';
     }`,
  );
  writeFileSync(
    path.join(webDir, 'dist-server', 'checkout-first-screen.js'),
    `export function renderCheckoutFirstScreen({ pathname, stores, hint }) {
       return '<main data-drawn="' + pathname + '">' + stores[0].name + ' ' + hint.method + ' ' + hint.scheduleTime + '</main>';
     }`,
  );

  return { distDir, remove: () => rmSync(webDir, { recursive: true, force: true }) };
}
