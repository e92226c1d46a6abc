// Makes a new embedded database folder (PGlite's initdb) on a thread of its own, which then ends: initdb grows
// PGlite's WebAssembly memory several times over, and a thread's memory goes with it while a process never gives
// its own back (`client.ts`). Plain JavaScript: a worker loads this file as it is, from tsx, the vitest runner or the
// compiled bundle alike, with no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dataDir: string, startParams: string[] }} */
const { dataDir, startParams } = workerData;

try {
  const db = await PGlite.create({ dataDir, startParams });
  await db.close();
  parentPort.postMessage({ made: true });
} catch (error) {
  parentPort.postMessage({ made: false, message: error instanceof Error ? error.message : String(error) });
}
