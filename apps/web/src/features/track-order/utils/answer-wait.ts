/** Where a new order's wait for the store stands at `deviceNow`, counted on the server's clock. */
export type AnswerWait =
  { kind: 'waiting' } | { kind: 'unanswered'; cancelAt: Date } | { kind: 'cancelling' };

export function answerWait(
  times: { remindAt: string | null; cancelAt: string | null; now: string; receivedAt: number },
  deviceNow: number,
): AnswerWait {
  if (!times.remindAt || !times.cancelAt) {
    return { kind: 'waiting' };
  }
  // The server's clock now: its answer's clock plus what passed on this device since.
  const serverNow = Date.parse(times.now) + (deviceNow - times.receivedAt);
  const cancelAt = new Date(times.cancelAt);
  if (serverNow >= cancelAt.getTime()) {
    return { kind: 'cancelling' };
  }
  return serverNow >= Date.parse(times.remindAt) ? { kind: 'unanswered', cancelAt } : { kind: 'waiting' };
}
