import type { FastifyInstance } from 'fastify';

/** Every ten minutes: voids charges a crash left without an order and deletes day-old unsent calculations. */
export const ORDER_SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Runs the sweep once at start, then on a timer the app clears when it closes (so a test run or a graceful
 * shutdown never waits on it). A failed sweep is logged and tried again at the next tick.
 */
export async function scheduleOrderSweeps(
  app: FastifyInstance,
  sweep: () => Promise<unknown>,
  everyMs = ORDER_SWEEP_INTERVAL_MS,
) {
  const run = () => sweep().catch((error: unknown) => app.log.error({ err: error }, 'order sweep failed'));
  await run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
