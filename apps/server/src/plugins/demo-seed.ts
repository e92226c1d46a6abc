import fp from 'fastify-plugin';
import { describeSeedSummary, seedDemoData } from '@/db/seed/seed-demo-data.js';

/** SEED_DEMO: fills an empty database with the demo stores and diner, and restores missing demo pictures. */
export const demoSeedPlugin = fp(
  async (app) => {
    if (!app.config.seedDemo) {
      return;
    }
    const summary = await seedDemoData(app.db, {
      passwordHashCost: app.config.passwordHashCost,
      media: app.objectStorage,
    });
    app.log.info({ demoSeed: summary }, describeSeedSummary(summary));
  },
  { name: 'demo-seed', dependencies: ['db', 'uploads'] },
);
