import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './nginx-config.js';
import { pathShims } from './testing/path-shims.js';
import { markedProcesses, postgresReachable } from './testing/run-traces.js';

const DATABASE_URL =
  process.env.CLUSTER_TEST_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const work = mkdtempSync(path.join(tmpdir(), 'orderlane-harness-test-'));

/** The environment of a run: this one's, less what would change it, plus a mark its processes inherit. */
function runEnv(extra: Record<string, string>) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    BENCH_DATABASE_URL: DATABASE_URL,
    ...extra,
  };
  for (const key of ['NODE_OPTIONS', 'NGINX_BIN', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) {
    delete env[key];
  }
  return env;
}

const marks: string[] = [];
const printedSchemas: string[] = [];
const printedDataDirs: string[] = [];

/** `npm run scale`'s harness on one process, from source; resolves when it has exited. */
function runScaling(env: Record<string, string | undefined>, whenSnapshot?: (signal: () => void) => void) {
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      'scripts/cluster/scaling.ts',
      '--processes=1',
      '--checkouts=5',
      '--diners=2',
      '--from-source',
    ],
    { cwd: REPO_ROOT, env: { ...env, TSX_TSCONFIG_PATH: path.join(REPO_ROOT, 'apps/server/tsconfig.json') } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  if (whenSnapshot && env.FAKE_NGINX_SNAPSHOT) {
    const poll = setInterval(() => {
      if (existsSync(env.FAKE_NGINX_SNAPSHOT!)) {
        clearInterval(poll);
        whenSnapshot(() => child.kill('SIGTERM'));
      }
    }, 200);
    child.once('exit', () => clearInterval(poll));
  }
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => {
      printedSchemas.push(...[...output.matchAll(/on schema (scale\d+_\w+)/g)].map((match) => match[1]!));
      printedDataDirs.push(...[...output.matchAll(/data in (\S+)/g)].map((match) => match[1]!));
      resolve({ code, output });
    }),
  );
}

afterAll(async () => {
  // Only if a case failed: nothing of its run may outlive the test.
  for (const { pid } of marks.flatMap(markedProcesses)) {
    process.kill(pid, 'SIGKILL');
  }
  if (printedSchemas.length > 0 && (await postgresReachable(DATABASE_URL))) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    for (const schema of printedSchemas) {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }
    await client.end();
  }
  for (const folder of [work, ...printedDataDirs]) {
    rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);

describe('npm run scale where nginx is missing', () => {
  it('npm run scale without nginx, unable to install it: one line naming the command, nothing started', async () => {
    const mark = randomBytes(6).toString('hex');
    marks.push(mark);
    const shims = pathShims(work, 'scale-not-root', 1000, 'installs');
    const run = await runScaling(runEnv({ PATH: shims.bin, ORDERLANE_RUN_MARK: mark }));
    expect(run.code).toBe(1);
    expect(run.output.trim().split('\n')).toEqual([
      "ensure-nginx: no nginx on PATH: run 'sudo apt-get install -y nginx' and start the cluster again",
    ]);
    expect(shims.aptGetCalls()).toEqual([]);
    expect(markedProcesses(mark)).toEqual([]);
  }, 120_000);
});

const reachable = await postgresReachable(DATABASE_URL);
if (!reachable) {
  console.warn(`Skipping the forced-failure runs: no PostgreSQL at ${DATABASE_URL} (set TEST_DATABASE_URL).`);
}

describe.skipIf(!reachable)('a scaling run whose nginx fails leaves no process and no schema behind', () => {
  interface Snapshot {
    args: string[];
    processes: { pid: number; command: string }[];
    schemas: { schema: string; tables: number }[];
  }

  /** PATH with `nginx` = testing/fake-nginx.mjs in `mode`, and the environment of a marked run. */
  function withFakeNginx(name: string, mode: 'refuse' | 'stall') {
    const bin = path.join(work, name, 'bin');
    mkdirSync(bin, { recursive: true });
    const fake = path.join(REPO_ROOT, 'scripts/cluster/testing/fake-nginx.mjs');
    writeFileSync(path.join(bin, 'nginx'), `#!/bin/sh\nexec "${process.execPath}" "${fake}" "$@"\n`);
    chmodSync(path.join(bin, 'nginx'), 0o755);
    const mark = randomBytes(6).toString('hex');
    marks.push(mark);
    const snapshot = path.join(work, name, 'snapshot.json');
    const env = runEnv({
      PATH: `${bin}:${process.env.PATH}`,
      ORDERLANE_RUN_MARK: mark,
      FAKE_NGINX_MODE: mode,
      FAKE_NGINX_SNAPSHOT: snapshot,
    });
    return { env, mark, snapshot: () => JSON.parse(readFileSync(snapshot, 'utf8')) as Snapshot };
  }

  async function schemasThatExist(names: string[]) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ nspname: string }>(
      'SELECT nspname FROM pg_namespace WHERE nspname = ANY($1)',
      [names],
    );
    await client.end();
    return rows.map((row) => row.nspname);
  }

  /** The run held a migrated schema and a server when nginx was started; now none of it is left. */
  async function expectNothingLeft(output: string, snapshot: Snapshot, mark: string) {
    const schema = /on schema (scale1_\w+)/.exec(output)?.[1];
    const dataDir = /data in (\S+)/.exec(output)?.[1];
    expect(schema, output).toBeDefined();
    expect(snapshot.schemas.find((row) => row.schema === schema)?.tables).toBeGreaterThan(0);
    expect(snapshot.processes.map((row) => row.command).join('\n')).toContain('apps/server/src/server.ts');
    expect(markedProcesses(mark)).toEqual([]);
    expect(await schemasThatExist([schema!])).toEqual([]);
    expect(existsSync(dataDir!)).toBe(false);
    expect(output).not.toMatch(/^\s+at /m);
  }

  it('nginx -t refuses the config: exit 1 with its message; the server stopped, the schema dropped', async () => {
    const run = withFakeNginx('refuse', 'refuse');
    const { code, output } = await runScaling(run.env);
    expect(code, output).toBe(1);
    expect(output).toContain('scaling: nginx -t refused the config generated from deploy/nginx.conf:');
    expect(output).toContain('nginx: [emerg] refused on purpose by the harness test');
    await expectNothingLeft(output, run.snapshot(), run.mark);
  }, 600_000);

  it('SIGTERM while nginx is up and the load waits on it: nginx and the server stopped, the schema dropped', async () => {
    const run = withFakeNginx('stall', 'stall');
    const { code, output } = await runScaling(run.env, (signal) => signal());
    expect(code, output).toBe(143);
    expect(output).toContain('scaling: stopped by SIGTERM');
    expect(output).toContain('scaling: stopping 2 process(es), dropping 1 schema(s)');
    const snapshot = run.snapshot();
    expect(snapshot.processes.map((row) => row.command).join('\n')).toContain('fake-nginx.mjs');
    // nginx's prefix (its config, logs and pid) went with it.
    expect(existsSync(snapshot.args[snapshot.args.indexOf('-p') + 1]!)).toBe(false);
    await expectNothingLeft(output, snapshot, run.mark);
  }, 600_000);
});
