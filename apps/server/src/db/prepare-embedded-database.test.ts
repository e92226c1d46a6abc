import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { needsMaking, prepareEmbeddedDatabase } from './prepare-embedded-database.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'orderlane-prepare-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in for prepare-database: writes PG_VERSION and a marker into the folder it is given, or fails. */
function childScript(name: string, body: string) {
  const file = path.join(scratch, `${name}.mjs`);
  writeFileSync(
    file,
    `import { mkdirSync, writeFileSync } from 'node:fs';
     const folder = process.env.ORDERLANE_PREPARE_PGLITE_DIR;
     ${body}`,
  );
  return file;
}

const makesFolder = childScript(
  'makes-folder',
  `mkdirSync(folder, { recursive: true });
   writeFileSync(folder + '/PG_VERSION', '17');
   writeFileSync(folder + '/made-by', String(process.pid));`,
);
const failsHalfway = childScript(
  'fails-halfway',
  `mkdirSync(folder, { recursive: true });
   writeFileSync(folder + '/half', '');
   console.error('prepare-database stand-in: failing on purpose');
   process.exit(3);`,
);

describe('prepareEmbeddedDatabase', () => {
  it('makes a new folder in the child and renames it into place, leaving nothing beside it', async () => {
    const dir = path.join(scratch, 'new', 'pglite');
    mkdirSync(path.dirname(dir), { recursive: true });

    await expect(prepareEmbeddedDatabase(dir, makesFolder)).resolves.toBe('made');

    expect(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('17');
    expect(readFileSync(path.join(dir, 'made-by'), 'utf8')).not.toBe(String(process.pid));
    expect(readdirSync(path.dirname(dir))).toEqual(['pglite']);
  });

  it('leaves a finished database alone', async () => {
    const dir = path.join(scratch, 'finished', 'pglite');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'PG_VERSION'), '17');

    await expect(prepareEmbeddedDatabase(dir, failsHalfway)).resolves.toBe('already there');
    expect(readdirSync(dir)).toEqual(['PG_VERSION']);
  });

  it('makes an empty folder, and removes what a start that is no longer running left', async () => {
    const dir = path.join(scratch, 'retry', 'pglite');
    mkdirSync(dir, { recursive: true });
    const gonePid = spawnSync(process.execPath, ['-e', '']).pid;
    mkdirSync(`${dir}.making-${gonePid}`);
    writeFileSync(path.join(`${dir}.making-${gonePid}`, 'stale'), '');
    // A folder another running process is making is not this start's to remove.
    const runningPid = process.ppid;
    mkdirSync(`${dir}.making-${runningPid}`);

    await expect(prepareEmbeddedDatabase(dir, makesFolder)).resolves.toBe('made');
    expect(readdirSync(dir).sort()).toEqual(['PG_VERSION', 'made-by']);
    expect(readdirSync(path.dirname(dir)).sort()).toEqual(['pglite', `pglite.making-${runningPid}`]);
  });

  it('keeps a database another process put in place meanwhile, and discards its own', async () => {
    const dir = path.join(scratch, 'raced', 'pglite');
    mkdirSync(path.dirname(dir), { recursive: true });
    const racesAnotherStart = childScript(
      'races-another-start',
      `mkdirSync(folder, { recursive: true });
       writeFileSync(folder + '/PG_VERSION', '17');
       mkdirSync(${JSON.stringify(dir)});
       writeFileSync(${JSON.stringify(dir)} + '/PG_VERSION', '17');
       writeFileSync(${JSON.stringify(dir)} + '/theirs', '');`,
    );

    await expect(prepareEmbeddedDatabase(dir, racesAnotherStart)).resolves.toBe('already there');
    expect(readdirSync(dir).sort()).toEqual(['PG_VERSION', 'theirs']);
    expect(readdirSync(path.dirname(dir))).toEqual(['pglite']);
  });

  it('reports a failed child and leaves no half-made database', async () => {
    const dir = path.join(scratch, 'failed', 'pglite');
    mkdirSync(path.dirname(dir), { recursive: true });

    await expect(prepareEmbeddedDatabase(dir, failsHalfway)).rejects.toThrow(
      'Making the embedded database failed (exit code 3)',
    );
    expect(readdirSync(path.dirname(dir))).toEqual([]);
    expect(needsMaking(dir)).toBe(true);
  });

  it('does not touch a folder that holds something other than a database', async () => {
    const dir = path.join(scratch, 'other', 'pglite');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');

    expect(needsMaking(dir)).toBe(false);
    await expect(prepareEmbeddedDatabase(dir, makesFolder)).resolves.toBe('already there');
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  });

  it('makes, migrates and seeds a real database with prepare-database, which the server then opens', async () => {
    const dataDir = path.join(scratch, 'real');
    const dir = path.join(dataDir, 'pglite');
    const env = {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      PASSWORD_HASH_COST: '10',
      LOG_LEVEL: 'warn',
      TSX_TSCONFIG_PATH: new URL('../../tsconfig.json', import.meta.url).pathname,
    };
    const entry = new URL('../prepare-database.ts', import.meta.url).pathname;
    const execArgv = ['--import', 'tsx', '--conditions=source'];

    await expect(prepareEmbeddedDatabase(dir, entry, { execArgv, env })).resolves.toBe('made');

    const database = await openDatabase({ pgliteDir: dir });
    try {
      const result = (await database.db.execute(
        sql`SELECT count(*)::int AS stores FROM stores`,
      )) as unknown as {
        rows: { stores: number }[];
      };
      expect(result.rows[0]!.stores).toBeGreaterThan(0);
      expect(readdirSync(path.join(dataDir, 'media')).length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 180_000);
});
