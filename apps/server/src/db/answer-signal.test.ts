import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { answerIdOf, waitForAnswer } from './answer-signal.js';

/**
 * A thread that wakes the waiter `wakeUps` times without answering (a late notify, as the worker's previous
 * answer can give), then posts its answer and stores `answerId`, as `pglite-worker.mjs` replies.
 */
const ANSWERING_THREAD = `
const { workerData } = require('node:worker_threads');
const { signal, port, answerId, wakeUps } = workerData;
const nap = new Int32Array(new SharedArrayBuffer(4));
for (let i = 0; i < wakeUps; i += 1) {
  Atomics.wait(nap, 0, 0, 20);
  Atomics.notify(signal, 0);
}
Atomics.wait(nap, 0, 0, 20);
port.postMessage({ id: answerId, result: 'the answer' });
Atomics.store(signal, 0, answerId);
Atomics.notify(signal, 0);
`;

const threads: Worker[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.terminate()));
});

function answerLater(signal: Int32Array, answerId: number, wakeUps: number) {
  const { port1, port2 } = new MessageChannel();
  threads.push(
    new Worker(ANSWERING_THREAD, {
      eval: true,
      workerData: { signal, port: port2, answerId, wakeUps },
      transferList: [port2],
    }),
  );
  return port1;
}

describe('waitForAnswer', () => {
  it('keeps waiting through wake-ups that bring no answer, and returns once its answer is there', () => {
    const signal = new Int32Array(new SharedArrayBuffer(4));
    // The flag still holds the previous statement's id, as between two statements of a transaction.
    Atomics.store(signal, 0, 6);
    const port = answerLater(signal, 7, 3);
    expect(waitForAnswer(signal, 7, 120_000)).toBe(true);
    // Woken by the first notify, a wait that trusted any wake-up would find nothing to read here.
    expect(receiveMessageOnPort(port)?.message).toEqual({ id: 7, result: 'the answer' });
    port.close();
  });

  it("returns false once the time is up when its answer never comes, another request's notwithstanding", () => {
    const signal = new Int32Array(new SharedArrayBuffer(4));
    const port = answerLater(signal, 8, 1);
    expect(waitForAnswer(signal, 9, 200)).toBe(false);
    port.close();
  });

  it('returns at once when the answer was signalled before the wait began', () => {
    const signal = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(signal, 0, answerIdOf(12));
    expect(waitForAnswer(signal, 12, 0)).toBe(true);
  });

  it('compares ids as the 32-bit flag holds them, past 2^31 requests', () => {
    const signal = new Int32Array(new SharedArrayBuffer(4));
    const requestId = 2 ** 31 + 5;
    Atomics.store(signal, 0, requestId);
    expect(waitForAnswer(signal, requestId, 0)).toBe(true);
  });
});
