import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderClusterNginxConfig } from './cluster/nginx-config.js';

const root = path.resolve(import.meta.dirname, '..');
const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
const SECRET = 'tok3n-that-must-not-be-logged';

/** A port nothing listens on now (the kernel's pick, released). */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe("deploy/nginx.conf's access log", () => {
  it('names its own format, and the format writes neither $request nor $request_uri of /api/ calls', () => {
    const format = /log_format\s+(\w+)\s+((?:'[^']*'\s*)+);/.exec(conf);
    expect(format, 'a log_format').not.toBeNull();
    expect(conf).toMatch(new RegExp(`^\\s*access_log /dev/stdout ${format![1]};$`, 'm'));
    const fields = format![2]!;
    expect(fields).not.toMatch(/\$request\b|\$request_uri\b|\$args\b|\$query_string\b|\$http_referer\b/);
  });

  it('still renders for the local cluster (scripts/cluster)', () => {
    const rendered = renderClusterNginxConfig(conf, {
      serverPorts: [4001, 4002],
      listenHost: '127.0.0.1',
      listenPort: 8080,
      prefix: '/tmp/cluster-nginx',
      asRoot: false,
    });
    expect(rendered).toMatch(/^\s*access_log \/tmp\/cluster-nginx\/access\.log orderlane;$/m);
  });

  const nginx =
    process.env.NGINX_BIN ??
    spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim();
  it.skipIf(!nginx)(
    'logs /api/ calls without their query string, and other pages and referers without secrets',
    async () => {
      const prefix = mkdtempSync(path.join(tmpdir(), 'orderlane-nginx-log-'));
      const port = await freePort();
      // Nothing listens upstream: nginx answers 502 and still writes the line under test.
      const config = renderClusterNginxConfig(conf, {
        serverPorts: [await freePort()],
        listenHost: '127.0.0.1',
        listenPort: port,
        prefix,
        asRoot: process.getuid?.() === 0,
      });
      const file = path.join(prefix, 'nginx.conf');
      writeFileSync(file, config);
      const child = spawn(
        nginx,
        ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', file, '-g', 'daemon off;'],
        {
          stdio: 'ignore',
        },
      );
      try {
        const get = async (address: string, headers: Record<string, string> = {}) => {
          for (let attempt = 0; ; attempt += 1) {
            try {
              return await fetch(`http://127.0.0.1:${port}${address}`, { headers });
            } catch (error) {
              if (attempt > 200) {
                throw error;
              }
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
          }
        };
        await get(`/api/mobile/searchOrderHistory?accessToken=${SECRET}&online=true`);
        await get(`/api/portal/events?storeId=7&ticket=${SECRET}`);
        await get('/track-order?orderId=12', {
          referer: `http://shop.example/portal/reset-password?token=${SECRET}`,
        });
        child.kill('SIGQUIT');
        await new Promise((resolve) => child.once('exit', resolve));
        const log = readFileSync(path.join(prefix, 'access.log'), 'utf8');
        expect(log).toContain('"GET /api/mobile/searchOrderHistory HTTP/1.1"');
        expect(log).toContain('"GET /api/portal/events HTTP/1.1"');
        expect(log).toContain('"GET /track-order?orderId=12 HTTP/1.1"');
        expect(log).toContain('"http://shop.example/portal/reset-password"');
        expect(log).not.toContain(SECRET);
      } finally {
        child.kill('SIGKILL');
        rmSync(prefix, { recursive: true, force: true });
      }
    },
  );
});
