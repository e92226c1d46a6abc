import path from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '@/config.js';
import { openDatabase, type Db } from '@/db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
    /**
     * The storefront's reads (store list, store page, menu): the replica of DATABASE_READ_URL, which may lag the
     * primary; `db` itself when no replica is configured.
     */
    readDb: Db;
    /** Whether `readDb` is a replica (so the modules keep separate caches for what they read from it). */
    readsFromReplica: boolean;
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
    });
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.addHook('onClose', () => database.close());
    if (config.databaseReadUrl) {
      const { openPostgresReplica } = await import('@/db/postgres-database.js');
      const replica = await openPostgresReplica(config.databaseReadUrl, config.databaseSchema);
      app.decorate('readDb', replica.db);
      app.decorate('readsFromReplica', true);
      app.addHook('onClose', () => replica.close());
    } else {
      app.decorate('readDb', database.db);
      app.decorate('readsFromReplica', false);
    }
  },
  { name: 'db' },
);
