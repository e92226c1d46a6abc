import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALWAYS_OPEN_STORE_ID } from './demo-cart.js';
import { freePort } from './server-process.js';

export const CEILING_PATH = `/api/getStoreMenu?restaurantInfoId=${ALWAYS_OPEN_STORE_ID}`;

/** A bare Fastify route (../ceiling-server.ts) answering the real server's menu bytes from memory. */
export async function startCeiling(baseUrl: string) {
  const menu = await fetch(`${baseUrl}${CEILING_PATH}`, { method: 'POST' });
  const bytesDir = mkdtempSync(path.join(os.tmpdir(), 'ceiling-'));
  const bytesFile = path.join(bytesDir, 'menu.json');
  writeFileSync(bytesFile, Buffer.from(await menu.arrayBuffer()));
  const port = await freePort();
  const child = fork(new URL('../ceiling-server.ts', import.meta.url).pathname, {
    env: { ...process.env, PORT: String(port), BYTES_FILE: bytesFile },
    execArgv: ['--import', 'tsx'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGINT');
      rmSync(bytesDir, { recursive: true, force: true });
    },
  };
}
