import { spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { REPO_ROOT } from './nginx-config.js';
import { heldCounts, releaseEverything } from './run-resources.js';

/**
 * The check `npm run cluster` runs before nginx starts (ensure-nginx.sh): nginx present, or installed as
 * root, or one line naming the command to run. False when the script refused (its line is already printed).
 */
export function nginxReady(): boolean {
  const check = spawnSync('bash', ['scripts/cluster/ensure-nginx.sh'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (check.error) {
    console.error(`ensure-nginx: could not run bash scripts/cluster/ensure-nginx.sh: ${check.error.message}`);
  }
  return check.status === 0;
}

/** How long releasing may take before the harness exits anyway, naming what it could not stop or drop. */
const RELEASE_LIMIT_MS = 120_000;

/**
 * Runs a harness that needs nginx: the nginx check first, then `body`. However the run ends (an error, a
 * thrown time-out, SIGINT/SIGTERM/SIGHUP, an unhandled rejection) every process it started is stopped and
 * every schema it made is dropped before it exits; a failure prints its message, never a stack trace.
 */
export async function runNginxHarness(name: string, body: () => Promise<number>): Promise<never> {
  if (!nginxReady()) {
    process.exit(1);
  }
  let ending: Promise<never> | undefined;
  const end = (reason: string | undefined, exitCode: number): Promise<never> => {
    ending ??= (async () => {
      if (reason !== undefined) {
        console.error(`${name}: ${reason}`);
      }
      const held = heldCounts();
      if (held.processes + held.schemas > 0) {
        console.error(`${name}: stopping ${held.processes} process(es), dropping ${held.schemas} schema(s)`);
      }
      const limit = setTimeout(() => {
        console.error(`${name}: release still not done after ${RELEASE_LIMIT_MS / 1000} s; exiting anyway`);
        process.exit(exitCode || 1);
      }, RELEASE_LIMIT_MS);
      const left = await releaseEverything();
      clearTimeout(limit);
      for (const line of left) {
        console.error(`${name}: left behind: ${line}`);
      }
      process.exit(left.length > 0 ? exitCode || 1 : exitCode);
    })();
    return ending;
  };
  // `on`, not `once`: Ctrl-C reaches this process twice (terminal and tsx), and a second signal without a
  // handler would end it before the release.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void end(`stopped by ${signal}`, 128 + constants.signals[signal]));
  }
  const failed = (error: unknown) => void end(error instanceof Error ? error.message : String(error), 1);
  process.on('uncaughtException', failed);
  process.on('unhandledRejection', failed);
  try {
    return await end(undefined, await body());
  } catch (error) {
    return end(error instanceof Error ? error.message : String(error), 1);
  }
}
