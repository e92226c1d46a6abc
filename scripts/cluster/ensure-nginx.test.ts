import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { REPO_ROOT } from './nginx-config.js';
import { BASH, pathShims, type AptGet } from './testing/path-shims.js';

const work = mkdtempSync(path.join(tmpdir(), 'orderlane-ensure-nginx-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const cases: [
  name: string,
  uid: number,
  aptGet: AptGet,
  nginx: boolean,
  status: number,
  calls: string[],
  says: string,
][] = [
  ['present', 0, 'installs', true, 0, [], ''],
  ['root-installs', 0, 'installs', false, 0, ['install -y nginx'], 'installing'],
  [
    'root-reads-lists',
    0,
    'needs-update',
    false,
    0,
    ['install -y nginx', 'update', 'install -y nginx'],
    'installing',
  ],
  ['no-apt-get', 0, 'none', false, 1, [], 'no apt-get here'],
  ['not-root', 1000, 'installs', false, 1, [], "run 'sudo apt-get install -y nginx'"],
];

it.each(cases)(
  'ensure-nginx.sh, %s: installs when it can, else one line with the command to run (nothing installed)',
  (name, uid, aptGet, nginx, status, calls, says) => {
    const shims = pathShims(work, name, uid, aptGet, nginx);
    const check = spawnSync(BASH, [path.join(REPO_ROOT, 'scripts/cluster/ensure-nginx.sh')], {
      env: { PATH: shims.bin },
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(status);
    expect(shims.aptGetCalls()).toEqual(calls);
    expect(check.stdout + check.stderr).toContain(says);
    if (status !== 0) {
      expect(check.stderr.trim().split('\n')).toHaveLength(1);
    }
  },
);
