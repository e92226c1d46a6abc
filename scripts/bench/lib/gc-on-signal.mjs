/**
 * Preloaded into the server by the bench's leak check only (with --expose-gc): SIGUSR2 runs a full collection, so
 * the memory read after a round is what the server still holds, not garbage the next GC would have freed.
 * Without this handler SIGUSR2 would end the process, so the harness sends it only to a server started with it.
 * Plain JavaScript: worker threads inherit the preload but not tsx's loader. Signals reach the main thread only.
 */
import { isMainThread } from 'node:worker_threads';

if (isMainThread && typeof globalThis.gc === 'function') {
  const collectGarbage = globalThis.gc;
  process.on('SIGUSR2', () => collectGarbage());
}
