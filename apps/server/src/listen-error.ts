/** What each failure to listen means, and what the operator changes for it. */
const LISTEN_FAILURES: Record<string, string> = {
  EADDRINUSE:
    'another process is using that port (another Orderlane server?). Stop it, or set PORT to a free port.',
  EACCES: 'this user may not open that port (ports below 1024 need privileges). Set PORT to 1024 or above.',
  EADDRNOTAVAIL:
    'this machine has no such address. Set HOST to one of its addresses, or 0.0.0.0 for all of them.',
};

/**
 * The one line an operator reads when the server cannot take its address, instead of Node's stack: which
 * address, why, and what to change. Null for any other failure, which keeps its own report.
 */
export function describeListenError(error: unknown, address: { host: string; port: number }): string | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const reason =
    code !== undefined && Object.hasOwn(LISTEN_FAILURES, code) ? LISTEN_FAILURES[code] : undefined;
  return reason ? `Cannot listen on ${address.host}:${address.port}: ${reason}` : null;
}
