import path from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '@/config.js';
import { openDatabase, type Db } from '@/db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  /** Tests keep PGlite in memory instead of under DATA_DIR. */
  inMemory?: boolean;
  /** In memory only: a migrated PGlite dump to start from (see `openDatabase`). */
  pgliteTemplate?: Blob | undefined;
}

/** Where embedded PGlite keeps its database under DATA_DIR. */
export function embeddedDatabaseDir(config: AppConfig): string {
  return path.join(config.dataDir, 'pglite');
}

export const dbPlugin = fp<DbPluginOptions>(
  async (app, { config, inMemory, pgliteTemplate }) => {
    const database = await openDatabase({
      url: config.databaseUrl,
      schemaName: config.databaseSchema,
      pgliteDir: inMemory ? undefined : embeddedDatabaseDir(config),
      pgliteTemplate: inMemory ? pgliteTemplate : undefined,
      // Tests keep in-memory PGlite on their own thread: quick to start, and the supported inline path.
      pgliteMode: inMemory ? 'inline' : config.pgliteMode,
    });
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
