import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_PROXY_TARGET ?? 'http://localhost:3000';

// The production build runs on Preact's React-compatible layer: about 50 KB less JavaScript on a diner's
// phone for the same components. Tests and the dev server keep React.
const preactAliases = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: {
      '@': new URL('./src', import.meta.url).pathname,
      ...(command === 'build' ? preactAliases : {}),
    },
  },
  server: { proxy: { '/api': apiTarget, '/media': apiTarget } },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
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
        // Libraries every page needs, in two long-cached chunks instead of dozens of shared fragments.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|preact)[\\/]/ },
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|zustand|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
            {
              // Shared app code (ui kit, lib, config, the store page's English strings) in one chunk. What
              // no first paint needs stays with the lazy chunks: the dialog (Radix loads when a dialog
              // opens), the form field and stepper, geolocation, other pages' strings and zh-CN.
              name: 'app-shell',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/](ui[\\/](?!dialog|field|stepper)|layout[\\/](?!side-menu))|lib[\\/](?!geolocation)|config|i18n[\\/](?!locales[\\/](?!en\.)))/,
            },
          ],
        },
      },
    },
  },
}));
