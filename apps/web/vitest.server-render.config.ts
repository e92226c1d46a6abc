import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { preactAliases, preactJsx, reactRouterProduction, sourceConditions } from './vite.config.ts';

// What the server draws (`*.server.test.tsx`): Node, no DOM, no window, and React Router's production build,
// as `vite build --ssr` builds it.
export default defineConfig({
  oxc: preactJsx,
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      ...preactAliases,
      reactRouterProduction,
    ],
    conditions: sourceConditions,
    mainFields: ['module', 'jsnext:main', 'jsnext'],
  },
  // Tests in Node resolve as the server build does: workspace packages from their TypeScript source.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'web-server-render',
    environment: 'node',
    include: ['src/**/*.server.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    server: {
      deps: {
        inline: [
          /[\\/]node_modules[\\/](@tanstack|preact|preact-render-to-string|react-[\w.-]+|use-[\w-]+|zustand)[\\/]/,
        ],
      },
    },
  },
});
