import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, startFirstPageCode, startRouter, whenRouterReady } from '@/app/router';
import { keepCheckoutHint } from '@/app/checkout-hint-cookie';
import { initI18n } from '@/i18n/i18n';
import { listenForInstallOffer, registerServiceWorker } from '@/lib/installable-app';
import { nextTask } from '@/lib/next-task';
import '@/styles/tokens.css';
import '@/styles/base.css';

// Before anything waits: the browser's install offer for /download_app can come at any moment.
listenForInstallOffer();
await initI18n();
// The server draws a reopened checkout's first screen from this cookie (app/checkout-first-screen.tsx).
keepCheckoutHint();
// The app's modules have just run; the first page's code starts loading in a task of its own, and the router
// starts in the next (app/router.tsx): on a slow phone all three were one long task.
await nextTask();
startFirstPageCode();
await nextTask();
startRouter();

const root = document.getElementById('root')!;
// A store page's first HTML may carry its first screen, drawn by the server (app/store-first-screen.tsx),
// inert and hidden from assistive technology. It stays up until the page's own code can draw the page in one
// go (no spinner between the two). Preact's render then takes the drawing's elements over where they match
// the app's, reading their attributes and text and correcting what differs (a cart, a signed-in diner), so
// what is already laid out and decoded is not built again.
if (root.hasChildNodes()) {
  await whenRouterReady();
  root.removeAttribute('inert');
  root.removeAttribute('aria-hidden');
}
createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
// The storefront installs as an app and shows an offline page without a connection (apps/web/pwa).
registerServiceWorker();
