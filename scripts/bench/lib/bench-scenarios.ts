import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AutocannonRequest } from 'autocannon';
import { callApi } from './api-client.js';
import { REPO_ROOT } from './server-process.js';
import { ALWAYS_OPEN_STORE_ID, pickupOrder, readMenu } from './demo-cart.js';
import { signUpDiners } from './diners.js';
import { priceCheckouts, sendOrderForm } from './checkout-queue.js';

export interface Scenario {
  name: string;
  /** Sets up what the runs need (untimed) and returns the request autocannon repeats. */
  prepare(baseUrl: string, requests: number, dataDir: string): Promise<AutocannonRequest>;
  /** Runs a fixed number of requests (one fresh order each) rather than for a duration. */
  fixedAmount?: boolean;
}

/** Waits until the mail worker has written nothing new for 1.5 s (sign-ups and placed orders queue mails). */
export async function waitForQuietOutbox(dataDir: string) {
  const count = async () => (await readdir(path.join(dataDir, 'outbox')).catch(() => [])).length;
  let last = -1;
  for (let quietChecks = 0; quietChecks < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await count();
    quietChecks = now === last ? quietChecks + 1 : 0;
    last = now;
  }
}

const CALCULATING_DINERS = 80;
/** Golden Wok Kitchen, a demo store with deals (the always-open store has none). */
const DEALS_STORE_ID = 1;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** What Chrome sends with every request. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const post = (path: string, extra: Partial<AutocannonRequest> = {}): AutocannonRequest => ({
  method: 'POST',
  path,
  ...extra,
});

async function loadMenu(baseUrl: string) {
  const menu = await callApi<Parameters<typeof readMenu>[0]>(baseUrl, '/getStoreMenu', {
    query: { restaurantInfoId: ALWAYS_OPEN_STORE_ID },
  });
  return readMenu(menu.body);
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'getStoreMenu',
    prepare: async () => post(`/api/getStoreMenu?restaurantInfoId=${ALWAYS_OPEN_STORE_ID}`),
  },
  {
    name: 'locateRestaurants',
    prepare: async () => post('/api/locateRestaurants?latitude=41.8858&longitude=-87.6181'),
  },
  {
    name: 'getAvailableHours',
    prepare: async () =>
      post(`/api/restaurantInfoHour/getAvailableHours?restaurantInfoId=${ALWAYS_OPEN_STORE_ID}`),
  },
  {
    // The store page's own call for its store (with the week's hours).
    name: 'searchRestaurants',
    prepare: async () => post(`/api/searchRestaurants?id=${ALWAYS_OPEN_STORE_ID}&includeHours=true`),
  },
  {
    name: 'getDealItems',
    prepare: async (baseUrl) => {
      const deals = await callApi<unknown[]>(baseUrl, '/dealItem/getDealItems', {
        query: { restaurantInfoId: DEALS_STORE_ID },
      });
      if (!Array.isArray(deals.body) || deals.body.length === 0) {
        throw new Error(`getDealItems: the demo store ${DEALS_STORE_ID} has no deals to measure`);
      }
      return post(`/api/dealItem/getDealItems?restaurantInfoId=${DEALS_STORE_ID}`);
    },
  },
  {
    // One item's availability and prices now, as the item dialog asks for them.
    name: 'itemAvailability',
    prepare: async (baseUrl) => {
      const { orderable } = await loadMenu(baseUrl);
      return post(`/api/item/itemAvailability?itemId=${orderable[0]!.id}`);
    },
  },
  {
    // A store page's first HTML as a phone reading English gets it: its head, the store's and menu's answers
    // inline and the drawn first screen (when the web app is built), brotli-compressed.
    name: 'storePage',
    prepare: async () => ({
      method: 'GET',
      path: `/store/${ALWAYS_OPEN_STORE_ID}`,
      headers: { 'accept-language': 'en-US,en;q=0.9', 'accept-encoding': 'br' },
    }),
  },
  {
    // The largest script a first visit fetches (the app shell's chunk), as a phone taking brotli gets it.
    name: 'appScript',
    prepare: async () => {
      const assets = path.join(REPO_ROOT, 'apps/web/dist/assets');
      const file = (await readdir(assets).catch(() => [])).find((name) =>
        /^app-shell-[\w-]+\.js$/.test(name),
      );
      if (!file) {
        throw new Error(
          `appScript: no app-shell chunk in ${assets}; build the web app first (npm run build)`,
        );
      }
      return { method: 'GET', path: `/assets/${file}`, headers: { 'accept-encoding': 'br' } };
    },
  },
  {
    name: 'calculateOrder',
    // A signed-in diner's three-line cart; each call is priced from the database and recorded as a pending order.
    // Diners take turns: one diner may calculate 300 times an hour (orders-attempt-rules.ts), and a run at the
    // target rate makes 10,000 and more.
    prepare: async (baseUrl, _requests, dataDir) => {
      const { orderable } = await loadMenu(baseUrl);
      const diners = await signUpDiners(baseUrl, CALCULATING_DINERS);
      // Their welcome mails are written before measuring: profiles of pricing showed the mail composer otherwise.
      await waitForQuietOutbox(dataDir);
      const order = pickupOrder(orderable, ALWAYS_OPEN_STORE_ID, 2, 2);
      let next = 0;
      return post('/api/calculateOrder', {
        headers: FORM,
        body: new URLSearchParams({ orderjson: JSON.stringify(order) }).toString(),
        setupRequest: (request) => ({
          ...request,
          // As a browser asks: its answer (1.6 KB) is compressed for every request, which a diner's pricing costs.
          headers: {
            ...FORM,
            ...BROWSER_ENCODINGS,
            authorization: `Bearer ${diners[next++ % diners.length]!.token}`,
          },
        }),
      });
    },
  },
  {
    name: 'sendOrderV2',
    fixedAmount: true,
    // One fresh diner and calculated order per request, paid by card through the sandbox gateway.
    prepare: async (baseUrl, requests, dataDir) => {
      const { orderable } = await loadMenu(baseUrl);
      const diners = await signUpDiners(baseUrl, requests);
      // Sign-up queues a welcome mail each; let the mail worker finish writing them before measuring.
      await waitForQuietOutbox(dataDir);
      const queue = await priceCheckouts(baseUrl, diners, orderable, ALWAYS_OPEN_STORE_ID);
      let next = 0;
      return post('/api/sendOrderV2', {
        setupRequest: (request) => {
          const checkout = queue[Math.min(next++, queue.length - 1)]!;
          return {
            ...request,
            headers: { ...FORM, authorization: `Bearer ${checkout.diner.token}` },
            body: new URLSearchParams(sendOrderForm(checkout)).toString(),
          };
        },
      });
    },
  },
];
