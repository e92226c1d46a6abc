import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { describeDataDirAccess, restrictDataDir, SERVER_UMASK, tightenDataFiles } from './data-dir-access.js';
import { openDatabase } from './db/client.js';
import { loadOrCreateKeyFile } from './plugins/key-files.js';
import { createOutboxTransport } from './plugins/mail/outbox-transport.js';
import { createFolderObjectStorage, createFolderStorage } from './plugins/storage/folder-storage.js';

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Every file and folder under `dir`, with its mode. */
function modesUnder(dir: string): { file: string; mode: number }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => ({
    file: name,
    mode: modeOf(path.join(dir, name)),
  }));
}

const quietLog = { info: () => undefined } as unknown as Parameters<typeof createOutboxTransport>[0]['log'];

describe('DATA_DIR is the server user’s only', () => {
  const umaskBefore = process.umask();
  const made: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'orderlane-data-dir-'));
    made.push(dir);
    return dir;
  };
  afterEach(async () => {
    process.umask(umaskBefore);
    await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('makes a new DATA_DIR 0700 and sets the 077 umask', async () => {
    process.umask(0);
    const dataDir = path.join(await tempDir(), 'nested', 'data');
    const access = restrictDataDir(dataDir);
    expect(access).toEqual({ loosenedMode: null, tightened: false });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(process.umask()).toBe(SERVER_UMASK);
    expect(describeDataDirAccess(dataDir, access)).toBeNull();
  });

  it('tightens an existing world-writable DATA_DIR once, and says so once', async () => {
    process.umask(0);
    const dataDir = await tempDir();
    chmodSync(dataDir, 0o777);
    writeFileSync(path.join(dataDir, 'old.eml'), 'a set-password link', { mode: 0o666 });
    const first = restrictDataDir(dataDir);
    expect(first).toEqual({ loosenedMode: 0o777, tightened: true });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(describeDataDirAccess(dataDir, first)).toBe(
      `DATA_DIR ${dataDir} was mode 0777; it is now 0700 (the server's user only).`,
    );
    expect(describeDataDirAccess(dataDir, restrictDataDir(dataDir))).toBeNull();
  });

  it('keeps keys, outbox mails, uploads and the embedded database files private', async () => {
    // The review's host wrote with a 000 umask: every file came out 0666.
    process.umask(0);
    const dataDir = await tempDir();
    chmodSync(dataDir, 0o777);
    restrictDataDir(dataDir);

    await loadOrCreateKeyFile(dataDir, 'table-code.key');
    const outbox = createOutboxTransport({
      storage: createFolderObjectStorage(dataDir),
      from: { name: 'Orderlane', address: 'no-reply@orderlane.test' },
      log: quietLog,
    });
    await outbox.send({
      id: 1,
      to: 'owner@example.com',
      subject: 'Set a password',
      html: '<p>x</p>',
      text: 'x',
    });
    await outbox.close();
    const storage = createFolderStorage(path.join(dataDir, 'uploads'));
    await storage.write(`${'a'.repeat(32)}.pdf`, Readable.from([Buffer.from('%PDF-1.4')]), 'application/pdf');
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await database.close();
    mkdirSync(path.join(dataDir, 'media'), { recursive: true });
    // PGlite chmods its files 0666 itself; the start's pass closes them, and a second pass finds nothing to do.
    await tightenDataFiles(dataDir);
    expect(await tightenDataFiles(dataDir)).toBe(0);

    const entries = modesUnder(dataDir);
    expect(entries.filter((entry) => entry.file.startsWith('pglite/')).length).toBeGreaterThan(100);
    const open = entries.filter((entry) => (entry.mode & 0o077) !== 0);
    expect(open).toEqual([]);
  });
});
