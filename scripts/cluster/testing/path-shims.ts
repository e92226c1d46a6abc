import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const which = (command: string) =>
  spawnSync('bash', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
// Absolute: a shim folder is the whole PATH of a case that hides nginx.
export const BASH = which('bash');
const CHMOD = which('chmod');

export type AptGet = 'installs' | 'needs-update' | 'none';

/**
 * `<work>/<name>/bin`, a PATH with no nginx of its own: `bash`, `id` answering `uid`, an apt-get that records
 * its calls and "installs" a stub nginx there (after `update` only, for 'needs-update'), and a stub nginx
 * from the start when `nginx` is set.
 */
export function pathShims(work: string, name: string, uid: number, aptGet: AptGet, nginx = false) {
  const bin = path.join(work, name, 'bin');
  const log = path.join(work, name, 'apt.log');
  mkdirSync(bin, { recursive: true });
  const write = (file: string, text: string) => {
    writeFileSync(path.join(bin, file), `#!${BASH}\n${text}\n`);
    chmodSync(path.join(bin, file), 0o755);
  };
  write('bash', `exec ${BASH} "$@"`);
  write('id', `echo ${uid}`);
  if (nginx) {
    write('nginx', 'exit 0');
  }
  if (aptGet !== 'none') {
    write(
      'apt-get',
      [
        `echo "$*" >>${log}`,
        `if [ "$1" = update ]; then : >${log}.lists; exit 0; fi`,
        aptGet === 'needs-update' ? `[ -e ${log}.lists ] || exit 100` : '',
        `printf '#!${BASH}\\nexit 0\\n' >${bin}/nginx; ${CHMOD} +x ${bin}/nginx`,
      ].join('\n'),
    );
  }
  const aptGetCalls = () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []);
  return { bin, aptGetCalls };
}
