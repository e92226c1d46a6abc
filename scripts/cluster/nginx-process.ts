import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sleep } from './cluster.js';
import { readDeployNginxConfig, renderClusterNginxConfig } from './nginx-config.js';
import { holdProcess } from './run-resources.js';

export interface NginxHandle {
  url: string;
  prefix: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** A signal to nginx's whole process group (master and workers); nothing to do once it is gone. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // ESRCH: the group has already ended.
  }
}

/** `signal` to the master, SIGKILL to the group after `graceMs`, and to any worker the master left. */
async function stopGroup(
  child: ChildProcess,
  exited: Promise<unknown>,
  signal: NodeJS.Signals,
  graceMs: number,
) {
  if (child.pid === undefined) {
    return;
  }
  if (child.exitCode === null && child.signalCode === null) {
    child.kill(signal);
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  signalGroup(child, 'SIGKILL');
}

/** Runs `bin args`; its exit code and stderr, or a sentence when it could not be started at all. */
async function runOnce(bin: string, args: string[]) {
  const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  holdProcess(child, () => (child.kill('SIGKILL') ? exited : Promise.resolve()));
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `could not run nginx ('${bin}': ${error.code ?? error.message}): install it with 'bash scripts/cluster/ensure-nginx.sh' or set NGINX_BIN`,
        ),
      ),
    );
    void exited.then(resolve);
  });
  return { code, output };
}

/**
 * nginx from deploy/nginx.conf in front of `serverPorts`, in the foreground, in a process group of its own and
 * with a temporary prefix. If it does not start, nothing of it is left: the group is killed, the prefix removed.
 */
export async function startNginx(options: {
  serverPorts: number[];
  listenHost: string;
  listenPort: number;
  nginxBin?: string;
}): Promise<NginxHandle> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'orderlane-cluster-nginx-'));
  const bin = options.nginxBin ?? process.env.NGINX_BIN ?? 'nginx';
  const file = path.join(prefix, 'nginx.conf');
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', file];
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  try {
    const config = renderClusterNginxConfig(readDeployNginxConfig(), {
      ...options,
      prefix,
      asRoot: process.getuid?.() === 0,
    });
    await writeFile(file, config);
    const check = await runOnce(bin, ['-t', '-q', ...args]);
    if (check.code !== 0) {
      throw new Error(
        `nginx -t refused the config generated from deploy/nginx.conf:\n${check.output.trim()}`,
      );
    }
    // Detached: a group of its own, so its workers can be stopped with it whatever happens to the master.
    const started = spawn(bin, [...args, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    child = started;
    let spawnFailed: Error | undefined;
    started.once('error', (error) => (spawnFailed = error));
    exited = new Promise((resolve) => started.once('exit', (code) => resolve(code)));
    holdProcess(started, () =>
      stopGroup(started, exited, 'SIGTERM', 10_000).then(() => rm(prefix, { recursive: true, force: true })),
    );
    const url = `http://${options.listenHost}:${options.listenPort}`;
    const deadline = Date.now() + 30_000;
    while (
      !(await fetch(`${url}/nginx-health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (spawnFailed) {
        throw new Error(`could not start nginx ('${bin}'): ${spawnFailed.message}`);
      }
      if (started.exitCode !== null || started.signalCode !== null || Date.now() > deadline) {
        const log = await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
        throw new Error(
          `nginx did not start on ${url}${log ? `:\n${log.trim().split('\n').slice(-5).join('\n')}` : ''}`,
        );
      }
      await sleep(200);
    }
    return {
      url,
      prefix,
      child: started,
      exited,
      async stop() {
        // SIGQUIT: nginx's graceful stop (SIGTERM would cut open streams at once).
        await stopGroup(started, exited, 'SIGQUIT', 15_000);
        await rm(prefix, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (child) {
      await stopGroup(child, exited, 'SIGTERM', 10_000);
    }
    await rm(prefix, { recursive: true, force: true });
    throw error;
  }
}
