// How the server is bundled: shared by the build (scripts/build.mjs) and the test that keeps packages some
// requests need out of the server's start (scripts/server-bundle.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** What the build's bundles share: ES modules for this Node, packages left to node_modules. */
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  logLevel: 'warning',
};

/**
 * esbuild's options for the server and the process it starts to make a new embedded database (both named after
 * their source), written to `outdir`, to be served from `dist`. Packages stay in node_modules. A module the
 * server imports with `import()` becomes a chunk of its own, beside the entries so that file URLs resolve
 * alike: what only some requests need (the GraphQL schema, PDF tickets, the PostgreSQL driver on PGlite) is
 * loaded on its first use, not at start, and holds no memory in a server that never needs it.
 */
export function serverBundleOptions({ outdir, dist }) {
  return {
    entryPoints: [
      path.join(root, 'apps/server/src/server.ts'),
      path.join(root, 'apps/server/src/prepare-database.ts'),
    ],
    outdir,
    splitting: true,
    chunkNames: '[name]-[hash]',
    ...NODE_BUNDLE,
    tsconfig: path.join(root, 'apps/server/tsconfig.json'),
    plugins: [keepFileUrls(dist)],
  };
}

/**
 * Files found next to the source (`new URL('./migrations', import.meta.url)`: the migrations, the web
 * build) are re-pointed from the bundle's folder, so the compiled server reads the same files tsx did.
 */
function keepFileUrls(outDir) {
  const fileUrl = /new URL\((['"`])(\.{1,2}\/[^'"`]*)\1,\s*import\.meta\.url\)/g;
  return {
    name: 'keep-file-urls',
    setup(build) {
      build.onLoad({ filter: /[\\/]apps[\\/]server[\\/]src[\\/].*\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const contents = source.replace(fileUrl, (_match, quote, relative) => {
          const target = path.resolve(path.dirname(args.path), relative);
          const fromBundle = path.relative(outDir, target).split(path.sep).join('/');
          const suffix = relative.endsWith('/') ? '/' : '';
          return `new URL(${quote}${fromBundle}${suffix}${quote}, import.meta.url)`;
        });
        return { contents, loader: 'ts' };
      });
    },
  };
}
