// drizzle-kit writes "public"."table" into foreign keys; unqualified names follow search_path, so the same
// migrations run in any schema (CI gives each run its own schema on a shared PostgreSQL server).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const folder = new URL('../src/db/migrations/', import.meta.url);
for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
  const url = new URL(file, folder);
  const sqlText = readFileSync(url, 'utf8');
  const unqualified = sqlText.replaceAll('"public".', '');
  if (unqualified !== sqlText) writeFileSync(url, unqualified);
}
