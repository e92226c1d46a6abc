import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';

/** Live processes whose environment holds ORDERLANE_RUN_MARK=`mark` (a run's harness passes it to all it starts). */
export function markedProcesses(mark: string): { pid: number; command: string }[] {
  const entry = `ORDERLANE_RUN_MARK=${mark}`;
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // A zombie's environ reads empty: it has ended, only its exit status is left.
        if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(entry)) {
          return [];
        }
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
        return [{ pid: Number(pid), command }];
      } catch {
        return [];
      }
    });
}

/** Whether PostgreSQL at `url` takes connections. */
export async function postgresReachable(url: string): Promise<boolean> {
  const address = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: address.hostname || '127.0.0.1', port: Number(address.port || 5432) });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
