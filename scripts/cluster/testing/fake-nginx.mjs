/**
 * A stand-in for nginx in the harness's own test (run by a shim named `nginx` on PATH). Each call first writes
 * what the run holds at that moment (its processes, found by ORDERLANE_RUN_MARK, and the `scale*` schemas in
 * PostgreSQL) to FAKE_NGINX_SNAPSHOT. FAKE_NGINX_MODE=refuse: every call exits 1, as a bad config makes
 * `nginx -t` do. FAKE_NGINX_MODE=stall: `-t` passes; the start listens where the config says, answers
 * /nginx-health and holds every other request unanswered, until a signal ends it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../../package.json', import.meta.url));
const pg = require('pg');
const args = process.argv.slice(2);

function markedProcesses() {
  const mark = `ORDERLANE_RUN_MARK=${process.env.ORDERLANE_RUN_MARK}`;
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(mark)) {
          return [];
        }
        return [
          { pid: Number(pid), command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ') },
        ];
      } catch {
        return [];
      }
    });
}

async function writeSnapshot() {
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await client.connect();
  const { rows } = await client.query(
    `SELECT table_schema AS schema, count(*)::int AS tables FROM information_schema.tables
     WHERE table_schema LIKE 'scale%' GROUP BY table_schema`,
  );
  await client.end();
  writeFileSync(
    process.env.FAKE_NGINX_SNAPSHOT,
    JSON.stringify({ args, processes: markedProcesses(), schemas: rows }),
  );
}

if (process.env.FAKE_NGINX_MODE === 'refuse') {
  await writeSnapshot();
  console.error('nginx: [emerg] refused on purpose by the harness test');
  process.exit(1);
}
if (args.includes('-t')) {
  process.exit(0);
}
const config = readFileSync(args[args.indexOf('-c') + 1], 'utf8');
const [, host, port] = /listen\s+([\d.]+):(\d+);/.exec(config);
const server = http.createServer((request, response) => {
  if (request.url === '/nginx-health') {
    response.end('ok');
  }
  // Anything else is never answered: the harness waits until the test signals it.
});
server.listen(Number(port), host, () => void writeSnapshot());
