import { fileURLToPath } from 'node:url';
import {
  brotliCompressSync,
  constants as zlibConstants,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
  type Rolldown,
  type UserConfig,
} from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { installableApp } from './pwa/pwa-plugin.ts';

const apiTarget = process.env.VITE_PROXY_TARGET ?? 'http://localhost:3000';

// The build, the dev server and the component tests all run on Preact's React-compatible layer: about
// 50 KB less JavaScript on a diner's phone for the same components, and what is tested is what ships.
export const preactAliases = [
  { find: 'react-dom/client', replacement: 'preact/compat/client' },
  { find: 'react-dom/test-utils', replacement: 'preact/test-utils' },
  { find: 'react-dom', replacement: 'preact/compat' },
  { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
  { find: 'react/jsx-dev-runtime', replacement: 'preact/jsx-dev-runtime' },
  { find: 'react', replacement: 'preact/compat' },
  // React's shim for older Reacts (react-i18next imports it); Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

// Workspace packages are read from their TypeScript source (their "source" export condition).
export const sourceConditions = ['source', ...defaultClientConditions];

// JSX compiles straight to Preact's runtime; in dev an edited component reloads the page.
export const preactJsx = { jsx: { runtime: 'automatic', importSource: 'preact' } } as const;

// React Router 7's package exports name only its development build, whatever the mode (remix-run/react-router
// #12532, #14102): dev warnings and checks shipped to every phone. The build takes its production build; the dev
// server and the tests keep the development one and its warnings.
export const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
};

/**
 * Two warnings every build printed by the dozen, both understood and harmless, which buried any new one:
 * packages' `"use client"` lines (a directive for React server components, which this app does not have) and
 * React Router reading `React.useOptimistic` by a computed key, which Preact's layer lacks and the router checks
 * for before using. Every other warning is printed as before.
 */
const printNewWarnings: NonNullable<Rolldown.InputOptions['onwarn']> = (warning, print) => {
  const isPackageDirective =
    warning.code === 'MODULE_LEVEL_DIRECTIVE' && /node_modules/.test(warning.id ?? warning.message);
  const isRouterOptimisticHook =
    warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`');
  if (!isPackageDirective && !isRouterOptimisticHook) {
    print(warning);
  }
};

// `vite build --ssr`: the first screens the server draws (the store page's; the home pages' and the store
// list's; the checkout's), each a file
// exporting a function the server calls (apps/server, modules/seo), every package bundled in so the server needs
// none of the web app's packages.
const serverRenderBuild: UserConfig = {
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    target: 'node20',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      onwarn: printNewWarnings,
      input: {
        'store-first-screen': 'src/app/store-first-screen.tsx',
        'discovery-first-screen': 'src/app/discovery-first-screen.tsx',
        'checkout-first-screen': 'src/app/checkout-first-screen.tsx',
      },
    },
  },
};

/**
 * V8's explicit compile hint (Chrome 136+): a script or module whose source opens with this comment has all its
 * functions compiled at once, on a background thread while the file streams in, instead of each one on the main
 * thread at its first call. The app's chunks are loaded to be run, and on a slow phone those lazy compiles
 * lengthened the start's long tasks (the modules, the router, the first render). Other engines read a comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

// The two variants the server sends (brotli at its best, gzip at 9): the compression plugin's and this file's own.
const BROTLI: BrotliOptions = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
};
const GZIP: ZlibOptions = { level: zlibConstants.Z_BEST_COMPRESSION };
const recompress: Record<string, (code: string) => Buffer> = {
  '.br': (code) => brotliCompressSync(code, BROTLI),
  '.gz': (code) => gzipSync(code, GZIP),
};

/**
 * The hint counts only before the first line of code. Each chunk gets it as its banner (`postBanner`, before the
 * chunks are compressed), but Vite then prepends the entry's preload map above it: such a chunk has the hint moved
 * back to its top here, and its compressed variants made again.
 */
function eagerCompileHintOnTop(): Plugin {
  return {
    name: 'orderlane:eager-compile-hint-on-top',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(EAGER_COMPILE_HINT)) {
            continue;
          }
          chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code.replace(`${EAGER_COMPILE_HINT}\n`, '')}`;
          for (const [suffix, compress] of Object.entries(recompress)) {
            const variant = bundle[`${chunk.fileName}${suffix}`];
            if (variant?.type === 'asset') {
              variant.source = compress(chunk.code);
            }
          }
        }
      },
    },
  };
}

// `vite build`: the web app the browsers load.
const clientBuild: UserConfig = {
  // Every asset also as .br (brotli at its best quality) and .gz beside it, which the server sends as they are
  // (plugins/web-app.ts): smaller than compressing per request at a speed-minded level, and no CPU per request.
  // The HTML is left out: the server writes each page's own (modules/seo) and compresses that once.
  plugins: [
    compression({
      include: /\.(js|css|svg|json)$/,
      algorithms: [defineAlgorithm('brotliCompress', BROTLI), defineAlgorithm('gzip', GZIP)],
    }),
    eagerCompileHintOnTop(),
    // The storefront as an installable app: manifest, icons, offline page and service worker (pwa/).
    installableApp(process.env.VITE_BRAND_NAME || 'Orderlane'),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the server reads it to name a page's route chunks in that page's first HTML.
    manifest: true,
    rolldownOptions: {
      onwarn: printNewWarnings,
      treeshake: {
        // The domain package and these libraries have no import-time effects: a module whose exports the
        // store page does not use (card, phone, merchant schemas) stays out of its bundle.
        moduleSideEffects: [
          { test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false },
          {
            test: /node_modules[\\/](card-validator|credit-card-type|libphonenumber-js|zod)[\\/]/,
            sideEffects: false,
          },
        ],
      },
      output: {
        postBanner: (chunk) => (chunk.fileName.endsWith('.js') ? EAGER_COMPILE_HINT : ''),
        // Libraries every page needs, in two long-cached chunks instead of dozens of shared fragments.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|preact)[\\/]/,
            },
            {
              name: 'vendor',
              // Not react-i18next's <Trans> (nor so its HTML parser): only the owner's sign-up forms use it.
              test: /node_modules[\\/]((@tanstack|zustand|i18next|use-sync-external-store)[\\/]|react-i18next[\\/](?!dist[\\/]es[\\/]Trans))/,
            },
            {
              // Shared app code (ui kit, lib, config, the store page's English strings) in one chunk. What
              // no first paint needs stays with the lazy chunks: the dialog (Radix loads when a dialog
              // opens), the form field and stepper, geolocation, other pages' strings and zh-CN. The
              // marketing pages' header and footer stay with those pages: the header's menu is a dialog, and
              // in this chunk it brought Radix into every page's first load.
              name: 'app-shell',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/](ui[\\/](?!dialog|field|stepper)|layout[\\/](?!side-menu|marketing-))|lib[\\/](?!geolocation)|config|i18n[\\/](?!locales[\\/](?!en\.)))/,
            },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  oxc: preactJsx,
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      ...preactAliases,
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
    conditions: sourceConditions,
  },
  server: { proxy: { '/api': apiTarget, '/media': apiTarget } },
  ...(isSsrBuild ? serverRenderBuild : clientBuild),
}));
