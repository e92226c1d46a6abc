// The process the server starts to make a new embedded database (see db/prepare-embedded-database.ts): it makes
// the folder it is given, seeds it when SEED_DEMO asks, and ends, taking the memory that work grew with it.
import { pino } from 'pino';
import { loadConfig } from './config.js';
import { SERVER_UMASK } from './data-dir-access.js';
import { openDatabase } from './db/client.js';
import { PREPARE_FOLDER_ENV } from './db/prepare-embedded-database.js';
import { describeSeedSummary, seedDemoData } from './db/seed/seed-demo-data.js';
import { logStream } from './log-stream.js';
import { createObjectStorage } from './plugins/storage/create-object-storage.js';

async function main() {
  const folder = process.env[PREPARE_FOLDER_ENV];
  if (!folder) {
    console.error(
      `prepare-database is started by the server, with ${PREPARE_FOLDER_ENV} naming the folder to make.`,
    );
    process.exit(2);
  }
  // Inherited from the server already; set again so the database's files are private however this is started.
  process.umask(SERVER_UMASK);
  // The server that started this process has gone: stop too; its next start removes the unfinished folder.
  process.once('disconnect', () => process.exit(1));
  const config = loadConfig();
  const stream = await logStream(config);
  const log = stream ? pino({ level: config.logLevel }, stream) : pino({ level: config.logLevel });
  const startedAt = performance.now();
  const database = await openDatabase({ pgliteDir: folder });
  try {
    if (config.seedDemo) {
      const summary = await seedDemoData(database.db, {
        passwordHashCost: config.passwordHashCost,
        media: await createObjectStorage(config),
      });
      log.info({ demoSeed: summary }, describeSeedSummary(summary));
    }
  } finally {
    await database.close();
  }
  log.info({ madeInMs: Math.round(performance.now() - startedAt) }, 'Made the embedded database');
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
