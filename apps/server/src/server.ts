import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { describeDataDirAccess, restrictDataDir, tightenDataFiles } from './data-dir-access.js';
import { prepareEmbeddedDatabase } from './db/prepare-embedded-database.js';
import { boundHeapGrowth } from './heap-growth.js';
import { describeListenError } from './listen-error.js';
import { logStream } from './log-stream.js';
import { embeddedDatabaseDir } from './plugins/db.js';
import { compileWebAssemblyOptimizedOnly } from './wasm-compiler.js';

/** prepare-database beside this file: `.ts` when run from source, `.js` in the build. */
const prepareDatabaseEntry = fileURLToPath(import.meta.url).replace(
  /server\.(ts|js)$/,
  'prepare-database.$1',
);

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const startedAt = performance.now();
  // Before anything is written: the database files, mails, uploads and keys are the server's user's only.
  const dataDirNote = describeDataDirAccess(config.dataDir, restrictDataDir(config.dataDir));
  if (!config.databaseUrl) {
    boundHeapGrowth();
    // Flags set here stay in this process: a child that makes a new database starts from the command line's.
    compileWebAssemblyOptimizedOnly();
    try {
      await prepareEmbeddedDatabase(embeddedDatabaseDir(config), prepareDatabaseEntry);
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  }
  const stream = await logStream(config);
  let app;
  try {
    app = await buildApp({ config, logger: { level: config.logLevel, ...(stream ? { stream } : {}) } });
  } catch (error) {
    // A setting found wrong only once the database is open (a generated key another process disagrees with).
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (dataDirNote) {
    app.log.warn({ dataDir: config.dataDir }, dataDirNote);
  }
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const sentence = describeListenError(error, config);
    if (!sentence) {
      throw error;
    }
    console.error(sentence);
    // The database closes cleanly before the process ends.
    await app.close();
    process.exit(1);
  }
  const madePrivate = await tightenDataFiles(config.dataDir);
  if (madePrivate > 0) {
    app.log.info(
      { dataDir: config.dataDir, files: madePrivate },
      'DATA_DIR files open to other users made private',
    );
  }
  app.log.info(
    {
      database: app.dbKind,
      readyMs: Math.round(performance.now() - startedAt),
    },
    `Orderlane is serving ${config.publicUrl}`,
  );
}

void main();
