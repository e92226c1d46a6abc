import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '@/db/migrations-folder.js';

let template: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite dumped once per test worker. Creating a PGlite runs initdb, seconds on a busy
 * machine; loading this dump skips it, so each test file still gets a database of its own, sooner.
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const client = new PGlite();
    try {
      await migrate(drizzle(client), { migrationsFolder });
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  return template;
}
