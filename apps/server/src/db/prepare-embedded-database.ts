import { fork } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
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
 * gives that memory back: a server that made its own database was ready at about twice the memory of one that opens
 * a finished folder (docs/PERFORMANCE.md §8.8). The child makes `<pgliteDir>.making-<pid>` and the folder is renamed into place only once it is
 * complete, so a crash midway leaves no half-made database for the next start to open (the next start removes what
 * a process no longer running left).
 *
 * Nothing here deletes a folder with files in it but its own: a folder that exists with other files in it is left
 * to `openDatabase`, as before, and should another process have put a database in place meanwhile (two servers
 * started at once on one folder, which PGlite does not support), that one is kept and this one's discarded.
 */
export async function prepareEmbeddedDatabase(
  pgliteDir: string,
  childEntry: string,
  options: ChildOptions = {},
): Promise<PrepareOutcome> {
  if (!needsMaking(pgliteDir)) {
    return 'already there';
  }
  removeAbandonedFolders(pgliteDir);
  const making = `${pgliteDir}${MAKING}${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  await runChild(childEntry, making, options);
  if (!needsMaking(pgliteDir)) {
    rmSync(making, { recursive: true, force: true });
    return 'already there';
  }
  if (existsSync(pgliteDir)) {
    rmdirSync(pgliteDir); // empty: needsMaking said so, and rmdir refuses anything else
  }
  renameSync(making, pgliteDir);
  return 'made';
}

const MAKING = '.making-';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `<pgliteDir>.making-<pid>` folders of processes that are gone: a first start they did not finish. */
function removeAbandonedFolders(pgliteDir: string) {
  const parent = path.dirname(pgliteDir);
  const prefix = `${path.basename(pgliteDir)}${MAKING}`;
  for (const name of existsSync(parent) ? readdirSync(parent) : []) {
    const pid = Number(name.slice(prefix.length));
    if (name.startsWith(prefix) && Number.isInteger(pid) && !isRunning(pid)) {
      rmSync(path.join(parent, name), { recursive: true, force: true });
    }
  }
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
