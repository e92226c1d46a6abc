import type { FastifyInstance } from 'fastify';
import { releaseHeldRewardCredit } from './rewards-service.js';

/** Held credit is released on a payout day's end; a few minutes late is fine. */
export const REWARD_RELEASE_INTERVAL_MS = 10 * 60_000;

/**
 * Gives diners the credit new stores held once those stores' first payout cleared: once at start, then on a
 * timer cleared when the app closes. Each release claims its orders, so processes never repeat one another.
 */
export async function rewardReleaseSweep(app: FastifyInstance) {
  const run = () =>
    releaseHeldRewardCredit(app.db, new Date()).catch((error: unknown) =>
      app.log.error({ err: error }, 'releasing held reward credit failed'),
    );
  await run();
  const timer = setInterval(() => void run(), REWARD_RELEASE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
