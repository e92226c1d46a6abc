import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Everything the server writes (database files, mails, uploads, keys) is its own user's only. */
export const SERVER_UMASK = 0o077;

export interface DataDirAccess {
  /** The mode DATA_DIR had when group or others could reach it; null when it was already private. */
  loosenedMode: number | null;
  /** Whether that looser mode was closed to 0700 (false when the folder belongs to another user). */
  tightened: boolean;
}

/** Sets the process's umask before anything is written, makes DATA_DIR 0700, and tightens an existing one. */
export function restrictDataDir(dataDir: string): DataDirAccess {
  process.umask(SERVER_UMASK);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const mode = statSync(dataDir).mode & 0o777;
  if ((mode & 0o077) === 0) {
    return { loosenedMode: null, tightened: false };
  }
  try {
    // Files made earlier under a looser umask are out of reach once their folder is closed to others.
    chmodSync(dataDir, 0o700);
    return { loosenedMode: mode, tightened: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') {
      throw error;
    }
    return { loosenedMode: mode, tightened: false };
  }
}

/** The start's one log line about a DATA_DIR that was open to others, or null when it was not. */
export function describeDataDirAccess(dataDir: string, access: DataDirAccess): string | null {
  if (access.loosenedMode === null) {
    return null;
  }
  const was = access.loosenedMode.toString(8).padStart(4, '0');
  return access.tightened
    ? `DATA_DIR ${dataDir} was mode ${was}; it is now 0700 (the server's user only).`
    : `DATA_DIR ${dataDir} is mode ${was} and belongs to another user: run chmod 700 on it.`;
}

/**
 * Takes group and others' bits off every file and folder under DATA_DIR; answers how many it changed. PGlite
 * chmods its database files to 0666 whatever the umask, so the files it made since the last start are closed here.
 */
export async function tightenDataFiles(dataDir: string): Promise<number> {
  let changed = 0;
  for (const name of await readdir(dataDir, { recursive: true })) {
    const file = path.join(dataDir, name);
    // A file removed meanwhile (a WAL segment recycled) is skipped.
    const stats = await lstat(file).catch(() => null);
    // A symbolic link is left alone: chmod would change what it points to.
    if (!stats || stats.isSymbolicLink() || (stats.mode & 0o077) === 0) {
      continue;
    }
    if (
      await chmod(file, stats.mode & 0o700).then(
        () => true,
        () => false,
      )
    ) {
      changed += 1;
    }
  }
  return changed;
}
