import { fork } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The environment variable that tells `prepare-database` which folder to make. */
export const PREPARE_FOLDER_ENV = 'ORDERLANE_PREPARE_PGLITE_DIR';

export type PrepareOutcome = 'made' | 'already there';

export interface ChildOptions {
  /** Node's flags for the child; by default this process's, so a server run from source (tsx) starts its child so. */
  execArgv?: string[];
  /** The child's environment (its configuration); by default this process's. */
  env?: NodeJS.ProcessEnv;
}

/** A folder PGlite has finished making holds PG_VERSION; an absent or empty one is to be made. */
export function needsMaking(pgliteDir: string): boolean {
  if (existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    return false;
  }
  return !existsSync(pgliteDir) || readdirSync(pgliteDir).length === 0;
}

/**
 * Makes a new embedded database (initdb, migrations and, with SEED_DEMO, the demo data) in a Node process of its
 * own, `childEntry`, which then ends. Making it grows PGlite's WebAssembly memory and V8's heap, and a process never
 * gives that memory back: a server that made its own database was ready at ~520 MB, one that opens a finished folder
 * at ~250 MB. The child makes `<pgliteDir>.making` and the folder is renamed into place only once it is complete, so
 * a crash midway leaves no half-made database for the next start to open (the leftover is removed then).
 *
 * A folder that exists with other files in it is left to `openDatabase`, as before.
 */
export async function prepareEmbeddedDatabase(
  pgliteDir: string,
  childEntry: string,
  options: ChildOptions = {},
): Promise<PrepareOutcome> {
  if (!needsMaking(pgliteDir)) {
    return 'already there';
  }
  const making = `${pgliteDir}.making`;
  rmSync(making, { recursive: true, force: true });
  await runChild(childEntry, making, options);
  rmSync(pgliteDir, { recursive: true, force: true });
  renameSync(making, pgliteDir);
  return 'made';
}

function runChild(childEntry: string, folder: string, options: ChildOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(childEntry, [], {
      execArgv: options.execArgv ?? process.execArgv,
      env: { ...(options.env ?? process.env), [PREPARE_FOLDER_ENV]: folder },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) {
        resolve();
      } else {
        rmSync(folder, { recursive: true, force: true });
        reject(
          new Error(
            `Making the embedded database failed (${signal ?? `exit code ${code}`}); see the lines above.`,
          ),
        );
      }
    });
  });
}
