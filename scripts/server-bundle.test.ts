import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { serverBundleOptions } from './server-bundle.mjs';

// What a server may import only when a request needs it (the build's chunks for `import()`): each is MBs of
// heap and start-up time in every process that loads it.
const LOADED_ON_FIRST_USE = [
  'graphql', // the first GraphQL query
  'pdfkit', // the first printed kitchen ticket
  'nodemailer', // the first mail
  'file-type', // the first upload
  'ioredis', // only with REDIS_URL
  'pg', // only on PostgreSQL
  'drizzle-orm/node-postgres',
];

const root = path.resolve(import.meta.dirname, '..');
const outdir = mkdtempSync(path.join(tmpdir(), 'server-bundle-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** The packages an output imports statically, following its static imports of other chunks. */
function staticPackages(metafile: Metafile, entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output)) {
      return;
    }
    seen.add(output);
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.kind !== 'import-statement') {
        continue;
      }
      if (imported.external) {
        packages.add(imported.path);
      } else {
        visit(imported.path);
      }
    }
  };
  visit(entry);
  return packages;
}

describe('the server bundle', () => {
  it('starts without the packages only some requests need, and still reaches each of them', async () => {
    const result = await build({
      ...serverBundleOptions({ outdir, dist: path.join(root, 'apps/server/dist') }),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = Object.keys(result.metafile.outputs);
    const entry = outputs.find((output) => path.basename(output) === 'server.js');
    expect(entry).toBeDefined();

    const atStart = staticPackages(result.metafile, entry!);
    expect(atStart).toContain('fastify'); // the walk does see the start's packages
    expect(atStart).toContain('@electric-sql/pglite');
    for (const name of LOADED_ON_FIRST_USE) {
      expect(atStart, `${name} is imported at start`).not.toContain(name);
    }

    // Every one of them is still imported somewhere, dynamically or from a chunk loaded that way.
    const everywhere = new Set(
      Object.values(result.metafile.outputs).flatMap((output) =>
        output.imports.filter((imported) => imported.external).map((imported) => imported.path),
      ),
    );
    for (const name of LOADED_ON_FIRST_USE) {
      expect(everywhere, `${name} is no longer imported at all`).toContain(name);
    }
  }, 60_000);
});
