import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const webSrc = 'apps/web/src';
const modulesDir = 'apps/server/src/modules';

/** The sub-folders of a folder, read when the config loads so a new feature or module is covered at once. */
function folders(relative) {
  return readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

// The house's boundaries (docs/architecture.md), as import/no-restricted-paths zones.
const boundaryZones = [
  ...folders(`${webSrc}/features`).map((feature) => ({
    target: `./${webSrc}/features/${feature}`,
    from: `./${webSrc}/features`,
    except: [`./${feature}`],
    message: 'A web feature never imports another feature; compose them in app/.',
  })),
  {
    target: `./${webSrc}/features`,
    from: `./${webSrc}/app`,
    message: 'app/ composes features; a feature never imports app/.',
  },
  {
    target: [`./${webSrc}/components`, `./${webSrc}/lib`],
    from: [`./${webSrc}/features`, `./${webSrc}/app`],
    message: 'components/ and lib/ are shared by every feature and import none.',
  },
  { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP only.' },
  {
    target: './packages/domain',
    from: './apps',
    message: 'packages/domain holds pure rules and imports nothing from apps/.',
  },
];

/** The server's layers under the modules: they serve every module, so they import none. */
const layerZones = ['plugins', 'lib', 'db'].map((layer) => ({
  target: `./apps/server/src/${layer}`,
  from: `./${modulesDir}`,
  message: `apps/server/src/${layer}/ sits below the modules and imports none; move the shared piece down into ${layer}/.`,
}));

/** Module A may import module B only from B's `*-service.ts` files (plus the `extra` globs). */
const moduleZones = (extra = []) =>
  folders(modulesDir).map((module) => ({
    target: `${root}/${modulesDir}/${module}/**`,
    from: `${root}/${modulesDir}/**`,
    except: [`${root}/${modulesDir}/${module}/**`, `${root}/${modulesDir}/*/*-service.ts`, ...extra],
    message: 'A server module reaches another module only through its *-service.ts.',
  }));

export default tseslint.config(
  {
    // Build output, dependencies, generated files and the planted lint fixtures (linted by their own test).
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      'test-results/**',
      'data/**',
      '**/migrations/**',
      'scripts/lint-fixtures/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        // e2e/ and scripts/bench/ have a tsconfig of their own; root config files and scripts/*.ts do not.
        projectService: {
          allowDefaultProject: ['*.config.ts', 'scripts/*.ts'],
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 20,
        },
        tsconfigRootDir: root,
      },
    },
    plugins: { import: importPlugin, 'check-file': checkFile },
    settings: {
      // Resolve `@/` and `@orderlane/domain` as TypeScript does, so the import rules see local files.
      'import/resolver': {
        typescript: {
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/domain/tsconfig.json'],
          // packages/domain exports its TypeScript under "source" (dist may not be built yet).
          conditionNames: ['source', 'types', 'import', 'require', 'node', 'browser', 'default'],
        },
        node: true,
      },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Never parse dependencies: their bundles are not ours to check (PGlite's overflows the parser's stack).
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...boundaryZones, ...layerZones, ...moduleZones()] },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'request',
          property: 'ip',
          message: 'Use request.clientIp: request.ip is undefined once the client has hung up.',
        },
      ],
    },
  },
  {
    // Tests may also build their data with another module's test fixtures.
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*-{fixture,fixtures}.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [...boundaryZones, ...moduleZones([`${root}/${modulesDir}/*/*-{fixture,fixtures}.ts`])],
        },
      ],
    },
  },
  {
    // React's recommended hook rules, every one an error: a warning would not fail CI.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'error']),
    ),
  },
  {
    // Only zod among libraries: no framework, database, UI or runtime code in the pure rules, which run in the
    // browser and the server alike.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({
            name,
            message: 'packages/domain runs in browsers too: no Node built-ins.',
          })),
          patterns: ['fastify*', 'drizzle-orm*', 'react*', 'node:*', 'pg', 'pg-*', '@electric-sql/*'],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'process',
          'fetch',
          'Buffer',
          'require',
          '__dirname',
          '__filename',
          'global',
          'window',
          'document',
          'localStorage',
        ].map((name) => ({
          name,
          message:
            'packages/domain holds pure rules: the runtime, the network and the environment belong to the apps.',
        })),
      ],
    },
  },
);
