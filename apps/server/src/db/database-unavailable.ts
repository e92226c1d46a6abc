/**
 * Whether an error means the database could not be reached or dropped the connection (a restart, a failover, a
 * network cut), as opposed to a bad query: such a request may simply be tried again in a moment.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, and the connection_exception class.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`; follow a few links, never a cycle.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) {
      return true;
    }
    if (CONNECTION_MESSAGES.some((text) => (current as Error).message.includes(text))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Our database could not be reached for a moment. Please try again in a few seconds.';
