/**
 * The flag a thread blocks on while another answers its request: the answering thread posts its answer, then
 * stores the request's id in the flag and notifies. The waiter returns only once the flag holds its own id.
 *
 * A wake-up alone proves nothing. A notify can arrive late: the answering thread stores an id, the waiter sees
 * it without sleeping, reads that answer and sends its next request, and only then does the earlier notify land,
 * waking the wait for the next answer before that answer exists. A 0/1 flag reset by the waiter cannot tell the
 * two apart; the id can.
 */
export const answerIdOf = (requestId: number) => requestId | 0;

/** Blocks until `signal` holds `requestId`'s id: true, or false once `timeoutMs` has passed without it. */
export function waitForAnswer(signal: Int32Array, requestId: number, timeoutMs: number): boolean {
  const expected = answerIdOf(requestId);
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const seen = Atomics.load(signal, 0);
    if (seen === expected) {
      return true;
    }
    const remaining = deadline - performance.now();
    if (remaining <= 0) {
      return false;
    }
    // Sleeps only while the flag still holds what was just read: a store in between returns at once.
    Atomics.wait(signal, 0, seen, remaining);
  }
}
