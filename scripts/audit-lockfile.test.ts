import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLockfile } from './audit-lockfile.mjs';
import { advisoriesOfAuditReport, mergeAdvisories } from './refresh-advisories.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'audit-lockfile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, content: object) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
};

const bracesAdvisory = {
  id: 'GHSA-grv7-fg5c-xmjg',
  severity: 'high',
  vulnerable_versions: '<3.0.3',
  title: 'Uncontrolled resource consumption in braces',
  url: 'https://github.com/advisories/GHSA-grv7-fg5c-xmjg',
};
const semverAdvisory = {
  id: 'GHSA-c2qf-rxjj-qqgw',
  severity: 'moderate',
  vulnerable_versions: '<5.7.2 || >=6.0.0 <6.3.1 || >=7.0.0 <7.5.2',
  title: 'semver vulnerable to Regular Expression Denial of Service',
  url: 'https://github.com/advisories/GHSA-c2qf-rxjj-qqgw',
};
const advisories = write('advisories.json', {
  updated: '2026-11-28',
  advisories: { braces: [bracesAdvisory], semver: [semverAdvisory] },
});

// A lockfile v3 with a workspace, a link, a hoisted package and a nested copy (what npm writes).
const lockfile = (versions: { braces: string; nestedSemver: string }) =>
  write(`lock-${versions.braces}-${versions.nestedSemver}.json`, {
    lockfileVersion: 3,
    packages: {
      '': { name: 'orderlane' },
      'apps/server': { name: '@orderlane/server', version: '0.1.0' },
      'node_modules/@orderlane/server': { resolved: 'apps/server', link: true },
      'node_modules/braces': { version: versions.braces },
      'node_modules/semver': { version: '7.8.6' },
      'node_modules/make-dir/node_modules/semver': { version: versions.nestedSemver, dev: true },
    },
  });

describe('the offline lockfile audit', () => {
  it('fails with one line per vulnerable package, naming where it is locked', () => {
    const lines: string[] = [];
    const code = auditLockfile({
      lockfilePath: lockfile({ braces: '3.0.2', nestedSemver: '6.3.0' }),
      advisoriesPath: advisories,
      print: (line: string) => lines.push(line),
    });
    expect(code).toBe(1);
    expect(lines).toEqual([
      'high GHSA-grv7-fg5c-xmjg braces@3.0.2 (node_modules/braces) is in <3.0.3: Uncontrolled resource consumption in braces https://github.com/advisories/GHSA-grv7-fg5c-xmjg',
      'moderate GHSA-c2qf-rxjj-qqgw semver@6.3.0 (node_modules/make-dir/node_modules/semver, dev only) is in <5.7.2 || >=6.0.0 <6.3.1 || >=7.0.0 <7.5.2: semver vulnerable to Regular Expression Denial of Service https://github.com/advisories/GHSA-c2qf-rxjj-qqgw',
      '3 locked packages checked against 2 advisories (list of 2026-11-28): 2 vulnerable.',
    ]);
  });

  it('passes when every locked version is outside the ranges (patched and pre-range versions alike)', () => {
    const lines: string[] = [];
    const code = auditLockfile({
      lockfilePath: lockfile({ braces: '3.0.3', nestedSemver: '5.7.2' }),
      advisoriesPath: advisories,
      print: (line: string) => lines.push(line),
    });
    expect(code).toBe(0);
    expect(lines).toEqual([
      '3 locked packages checked against 2 advisories (list of 2026-11-28): none vulnerable.',
    ]);
  });

  it('lets an accepted hit through only at its place and only with a reason', () => {
    const lock = lockfile({ braces: '3.0.2', nestedSemver: '7.5.2' });
    const accepting = (reason: string) =>
      write(`accepting-${reason.length}.json`, {
        updated: '2026-11-28',
        advisories: { braces: [bracesAdvisory] },
        accepted: [{ id: bracesAdvisory.id, location: 'node_modules/braces', reason }],
      });
    const quiet = () => undefined;
    expect(
      auditLockfile({
        lockfilePath: lock,
        advisoriesPath: accepting('only the test runner uses it'),
        print: quiet,
      }),
    ).toBe(0);
    expect(auditLockfile({ lockfilePath: lock, advisoriesPath: accepting(''), print: quiet })).toBe(1);
  });

  it('runs as `node scripts/audit-lockfile.mjs` and exits 1 on a planted vulnerable version', () => {
    const run = spawnSync(
      process.execPath,
      [
        path.join(import.meta.dirname, 'audit-lockfile.mjs'),
        '--lockfile',
        lockfile({ braces: '2.3.2', nestedSemver: '7.8.6' }),
        '--advisories',
        advisories,
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^high GHSA-grv7-fg5c-xmjg braces@2\.3\.2 \(node_modules\/braces\) is in <3\.0\.3/,
    );
  });

  it('refreshes the list from `npm audit --json`, keeping what it knew', () => {
    const report = {
      auditReportVersion: 2,
      vulnerabilities: {
        braces: {
          name: 'braces',
          severity: 'high',
          via: [
            {
              source: 1098094,
              name: 'braces',
              title: bracesAdvisory.title,
              url: bracesAdvisory.url,
              severity: 'high',
              range: '<3.0.3',
            },
          ],
        },
        micromatch: { name: 'micromatch', severity: 'high', via: ['braces'] },
      },
    };
    const found = advisoriesOfAuditReport(report);
    expect(found).toEqual({ braces: [bracesAdvisory] });
    const merged = mergeAdvisories(
      { updated: '2026-01-01', advisories: { semver: [semverAdvisory] }, accepted: [] },
      found,
      '2026-11-28',
    );
    expect(merged).toEqual({
      updated: '2026-11-28',
      advisories: { braces: [bracesAdvisory], semver: [semverAdvisory] },
      accepted: [],
    });
  });
});
