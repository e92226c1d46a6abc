/** The SQL migrations drizzle-kit writes, applied at start by either database's driver. */
export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
