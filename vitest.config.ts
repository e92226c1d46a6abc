import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const serverTest = { testTimeout: 60_000, hookTimeout: 120_000 };
// Workspace packages are read from their TypeScript source (the "source" export condition), not their build;
// the rest as Node resolves, without the bundlers' "module" condition, which would hand prom-client's
// require('@opentelemetry/api') that package's ESM build.
const nodeConditions = ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')];
const serverResolve = {
  resolve: {
    conditions: nodeConditions,
    alias: { '@': new URL('./apps/server/src', import.meta.url).pathname },
  },
  ssr: { resolve: { conditions: nodeConditions } },
};

// One run covers every workspace; `--project 'server*'` re-runs the database suites (CI does so on PostgreSQL).
export default defineConfig({
  test: {
    projects: [
      'apps/web/vitest.config.ts',
      'apps/web/vitest.server-render.config.ts',
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.isolated.test.ts'],
          // Each file builds its own app and database, so the files of one worker can share the loaded
          // modules: importing the server again for every file cost most of the run.
          isolate: false,
          ...serverTest,
        },
        ...serverResolve,
      },
      {
        // Files that replace modules with vi.mock need modules of their own.
        test: {
          name: 'server-isolated',
          root: './apps/server',
          include: ['src/**/*.isolated.test.ts'],
          ...serverTest,
        },
        ...serverResolve,
      },
      {
        // Repository tooling: the lint boundary fixtures and the Chromium check's proof.
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.ts'],
          exclude: ['lint-fixtures/**', '**/node_modules/**'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/domain/src/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
