import { SCENARIOS, type Scenario } from './bench-scenarios.js';
import { runLoad, type LoadFigures } from './load-runner.js';

/** The rush's two rows in a result: the orders placed and the menu reads served meanwhile. */
export const RUSH_NAME = 'checkoutRush';
export const RUSH_ORDERS_ROW = `${RUSH_NAME}.sendOrderV2`;
export const RUSH_MENU_ROW = `${RUSH_NAME}.getStoreMenu`;

// What issue 18 asks of PGlite while diners check out and others browse the same store.
export const RUSH_TARGETS = { placedOrdersPerSec: 150, menuP99Ms: 25 };

const scenario = (name: string): Scenario => SCENARIOS.find((candidate) => candidate.name === name)!;

export interface RushFigures {
  orders: LoadFigures;
  menu: LoadFigures;
}

/** Orders placed per second: answers of 200 only, a refused order is not a placed one. */
export const placedPerSec = (orders: LoadFigures) =>
  Math.round((orders.statuses['200'] ?? 0) / Math.max(orders.seconds, 0.001));

/** The rush's two targets, read here and in the bench's verdicts (call-targets.ts). */
export const meetsRushOrders = (placed: number) => placed >= RUSH_TARGETS.placedOrdersPerSec;
export const meetsRushMenu = (menuP99Ms: number) => menuP99Ms <= RUSH_TARGETS.menuP99Ms;

/**
 * `connections` diners place `orders` orders (sendOrderV2 as its own scenario does) while as many other clients
 * read getStoreMenu; the menu readers stop when the last order is answered, so their figures cover the rush only.
 */
export async function runCheckoutRush(
  baseUrl: string,
  dataDir: string,
  orders: number,
  connections: number,
): Promise<RushFigures> {
  // Diners are signed up and their orders priced before the rush, untimed, as the sendOrderV2 run does.
  const orderRequest = await scenario('sendOrderV2').prepare(baseUrl, orders, dataDir);
  const menuRequest = await scenario('getStoreMenu').prepare(baseUrl, 0, dataDir);
  const ordersRun = runLoad({ url: baseUrl, connections, request: orderRequest, amount: orders });
  // The duration only bounds a run whose orders never finish; the end of the orders run stops it.
  const menuRun = runLoad({
    url: baseUrl,
    connections,
    request: menuRequest,
    duration: 600,
    stopWhen: ordersRun,
  });
  const [ordersFigures, menuFigures] = await Promise.all([ordersRun, menuRun]);
  return { orders: ordersFigures, menu: menuFigures };
}

export function describeRushTargets(rush: RushFigures, db: string): string {
  const placed = placedPerSec(rush.orders);
  const verdict = (isMet: boolean) => (isMet ? 'met' : 'missed');
  return [
    `checkout rush on ${db}: ${placed} placed orders/s (p95 ${rush.orders.p95Ms} ms)`,
    `and getStoreMenu ${rush.menu.reqPerSec} req/s (p99 ${rush.menu.p99Ms} ms) at the same time;`,
    // The targets are PGlite's (issue 18); a PostgreSQL rush is read against them for comparison only.
    db === 'pglite' ? 'PGlite targets' : "PGlite's targets (for comparison)",
    `>= ${RUSH_TARGETS.placedOrdersPerSec} orders/s ${verdict(meetsRushOrders(placed))},`,
    `menu p99 <= ${RUSH_TARGETS.menuP99Ms} ms ${verdict(meetsRushMenu(rush.menu.p99Ms))}`,
  ].join(' ');
}
