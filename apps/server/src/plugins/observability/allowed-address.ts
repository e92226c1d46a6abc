/** `::ffff:127.0.0.1` is how an IPv4 client shows on a dual-stack socket; compare it as `127.0.0.1`. */
export const plainAddress = (address: string | undefined) => (address ?? '').replace(/^::ffff:(?=\d+\.)/, '');

/** Whether the peer of the connection itself (not a forwarded-for header, which a client can write) is allowed. */
export function isAllowedAddress(socketAddress: string | undefined, allowed: readonly string[]): boolean {
  const address = plainAddress(socketAddress);
  return address !== '' && allowed.some((entry) => plainAddress(entry) === address);
}
