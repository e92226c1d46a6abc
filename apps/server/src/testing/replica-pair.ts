import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL primary and a hot-standby replica kept in sync by streaming replication, each a cluster of its
 * own on a loopback port, made with the machine's initdb / pg_basebackup / pg_ctl in a temporary folder (as the
 * `postgres` user when run as root, since PostgreSQL refuses to run as root). For tests of DATABASE_READ_URL.
 */
export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops applying the primary's changes on the replica (pg_wal_replay_pause), as a lagging replica would. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has applied everything the primary has written so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** The folder of initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinaries(): string | null {
  if (process.env.PG_BIN) {
    return existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) {
    return null;
  }
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startReplicaPair(bin: string): Promise<ReplicaPair> {
  const asRoot = process.getuid?.() === 0;
  const folder = await mkdtemp(path.join(tmpdir(), 'orderlane-replica-'));
  await chmod(folder, 0o755);
  if (asRoot) {
    execFileSync('chown', ['postgres:postgres', folder]);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', timeout: 120_000 });
    if (result.status !== 0) {
      throw new Error(`${tool} failed: ${result.stderr || result.stdout || result.error?.message}`);
    }
  };
  const primaryDir = path.join(folder, 'primary');
  const replicaDir = path.join(folder, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const started: string[] = [];
  const stop = async () => {
    for (const dir of started.reverse()) {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
    }
    started.length = 0;
    await rm(folder, { recursive: true, force: true });
  };
  try {
    // initdb's default pg_hba.conf lets loopback connections replicate with trust.
    run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await appendFile(
      path.join(primaryDir, 'postgresql.conf'),
      [
        `port = ${primaryPort}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${folder}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'fsync = off',
        'shared_buffers = 16MB',
        '',
      ].join('\n'),
    );
    run('pg_ctl', ['-D', primaryDir, '-l', path.join(folder, 'primary.log'), '-w', 'start']);
    started.push(primaryDir);
    // A copy of the primary that follows it (-R writes primary_conninfo and standby.signal).
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
    ]);
    await appendFile(path.join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\nhot_standby = on\n`);
    run('pg_ctl', ['-D', replicaDir, '-l', path.join(folder, 'replica.log'), '-w', 'start']);
    started.push(replicaDir);
  } catch (error) {
    await stop();
    throw error;
  }
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  const query = async (url: string, text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
  return {
    primaryUrl,
    replicaUrl,
    pauseReplay: async () => void (await query(replicaUrl, 'SELECT pg_wal_replay_pause()')),
    resumeReplay: async () => void (await query(replicaUrl, 'SELECT pg_wal_replay_resume()')),
    async caughtUp(timeoutMs = 60_000) {
      const [{ lsn }] = (await query(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS lsn')) as [
        { lsn: string },
      ];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [{ done }] = (await query(
          replicaUrl,
          `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS done`,
        )) as [{ done: boolean }];
        if (done) {
          return;
        }
        if (Date.now() > deadline) {
          throw new Error(`the replica did not reach ${lsn} in ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop,
  };
}
