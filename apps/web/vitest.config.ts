import { defineConfig } from 'vitest/config';
import { preactAliases, preactJsx, sourceConditions } from './vite.config.ts';

export default defineConfig({
  oxc: preactJsx,
  resolve: {
    alias: [{ find: '@', replacement: new URL('./src', import.meta.url).pathname }, ...preactAliases],
    conditions: sourceConditions,
    // Libraries' ES module builds, whose `react` imports the aliases can reach (their CommonJS ones cannot).
    mainFields: ['module', 'jsnext:main', 'jsnext'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    // The server's drawings run without a DOM: vitest.server-render.config.ts.
    exclude: ['src/**/*.server.test.tsx'],
    // Generous limits: a busy machine is slow, not wrong.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // Libraries that import React run through Vite, so the aliases above hand them Preact too.
    server: {
      deps: {
        inline: [
          /[\\/]node_modules[\\/](@radix-ui|@tanstack|@testing-library[\\/]react|qrcode\.react|react-[\w.-]+|use-[\w-]+|zustand)[\\/]/,
        ],
      },
    },
  },
});
