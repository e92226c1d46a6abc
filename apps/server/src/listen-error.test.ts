import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { describeListenError } from './listen-error.js';

/** The error Node gives when listening on the address fails. */
function listenFailure(port: number, host: string): Promise<unknown> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', resolve);
    server.listen(port, host, () => server.close(() => resolve(null)));
  });
}

describe('describeListenError', () => {
  it('names the address and what to change when the port is taken', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const error = await listenFailure(port, '127.0.0.1');
      expect(describeListenError(error, { host: '127.0.0.1', port })).toBe(
        `Cannot listen on 127.0.0.1:${port}: another process is using that port (another Orderlane server?). Stop it, or set PORT to a free port.`,
      );
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it('tells a missing address and a refused port apart', () => {
    const failure = (code: string) => Object.assign(new Error(code), { code });
    expect(describeListenError(failure('EADDRNOTAVAIL'), { host: '10.255.0.9', port: 3000 })).toMatch(
      /^Cannot listen on 10\.255\.0\.9:3000: this machine has no such address\. Set HOST/,
    );
    expect(describeListenError(failure('EACCES'), { host: '0.0.0.0', port: 80 })).toMatch(
      /^Cannot listen on 0\.0\.0\.0:80: .*Set PORT to 1024 or above\.$/,
    );
  });

  it('leaves any other failure to its own report', () => {
    expect(describeListenError(new Error('boom'), { host: '127.0.0.1', port: 3000 })).toBeNull();
    expect(describeListenError(null, { host: '127.0.0.1', port: 3000 })).toBeNull();
  });
});
