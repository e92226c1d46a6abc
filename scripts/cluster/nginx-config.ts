import { readFileSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
export const DEPLOY_NGINX_CONF = path.join(REPO_ROOT, 'deploy/nginx.conf');

export interface ClusterNginxOptions {
  /** Loopback ports of the server processes, one upstream line each. */
  serverPorts: number[];
  listenHost: string;
  listenPort: number;
  /** nginx's prefix folder: pid, logs and temporary files, so no system folder is needed. */
  prefix: string;
  /** Run as root (the script was started as root): workers stay with the current user instead of nobody. */
  asRoot: boolean;
}

/**
 * deploy/nginx.conf made to run on this machine: the proxy rules stay as written; only the upstream list,
 * the listen address, the paths nginx writes to, and a header naming the answering process differ.
 */
export function renderClusterNginxConfig(
  template: string,
  { serverPorts, listenHost, listenPort, prefix, asRoot }: ClusterNginxOptions,
): string {
  const replaced = (text: string, pattern: RegExp, by: string | ((...match: string[]) => string)) => {
    if (!pattern.test(text)) {
      throw new Error(`deploy/nginx.conf changed: ${pattern} no longer matches; update scripts/cluster`);
    }
    return text.replace(pattern, by as string);
  };
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`)
    .join('\n');
  let config = template;
  // The compose service name resolves to every replica; here each process is a port on loopback.
  config = replaced(config, /^(\s*)server\s+server:\d+(.*);$/m, (_line, indent, parameters) =>
    serverPorts.map((port) => `${indent}server 127.0.0.1:${port}${parameters};`).join('\n'),
  );
  config = replaced(config, /^(\s*)listen\s+80;$/m, (_line, indent) =>
    [
      `${indent}listen ${listenHost}:${listenPort};`,
      // Local diagnostics only (never in deploy/nginx.conf): which process answered, for the scaling run.
      `${indent}add_header X-Orderlane-Upstream $upstream_addr always;`,
    ].join('\n'),
  );
  config = replaced(config, /^pid .*$/m, `pid ${prefix}/nginx.pid;`);
  config = replaced(
    config,
    /^(\s*)access_log \/dev\/stdout( \w+)?;$/m,
    (_line, indent, format = '') => `${indent}access_log ${prefix}/access.log${format};`,
  );
  config = replaced(config, /^(\s*)error_log \/dev\/stderr (\w+);$/m, `$1error_log ${prefix}/error.log $2;`);
  config = replaced(config, /^http \{$/m, `http {\n${temp}`);
  return asRoot ? `user root;\n${config}` : config;
}

export function readDeployNginxConfig(): string {
  return readFileSync(DEPLOY_NGINX_CONF, 'utf8');
}
