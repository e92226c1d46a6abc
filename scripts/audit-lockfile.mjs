// The offline dependency audit (`npm run audit:offline`, a step of .ci/run): every package version in
// package-lock.json is checked against the advisories vendored in scripts/advisories.json (refreshed on a
// connected machine by scripts/refresh-advisories.mjs). One line per vulnerable package; exit 1 when any.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The installed packages of an npm v2/v3 lockfile: name, version and where, workspaces and links left out. */
export function lockedPackages(lockfile) {
  const packages = [];
  for (const [location, entry] of Object.entries(lockfile.packages ?? {})) {
    const at = location.lastIndexOf('node_modules/');
    if (at < 0 || entry.link || !entry.version) {
      continue;
    }
    const name = entry.name ?? location.slice(at + 'node_modules/'.length);
    packages.push({ name, version: entry.version, location, isDev: entry.dev === true });
  }
  return packages;
}

/** Each locked package whose version an advisory's range covers, as `{ pkg, advisory }`, in lockfile order. */
export function findVulnerable(packages, advisories) {
  const hits = [];
  for (const pkg of packages) {
    for (const advisory of advisories[pkg.name] ?? []) {
      if (semver.satisfies(pkg.version, advisory.vulnerable_versions, { includePrerelease: true })) {
        hits.push({ pkg, advisory });
      }
    }
  }
  return hits;
}

export function describeHit({ pkg, advisory }) {
  const where = `${pkg.location}${pkg.isDev ? ', dev only' : ''}`;
  return `${advisory.severity} ${advisory.id} ${pkg.name}@${pkg.version} (${where}) is in ${advisory.vulnerable_versions}: ${advisory.title} ${advisory.url}`;
}

/** A hit the project has looked at and accepted: the same advisory at the same place, with the reason written. */
const isAccepted = (hit, accepted) =>
  accepted.some(
    (entry) => entry.id === hit.advisory.id && entry.location === hit.pkg.location && Boolean(entry.reason),
  );

/** The command: answers its exit code and prints its lines. */
export function auditLockfile({ lockfilePath, advisoriesPath, print = console.log }) {
  const lockfile = JSON.parse(readFileSync(lockfilePath, 'utf8'));
  const list = JSON.parse(readFileSync(advisoriesPath, 'utf8'));
  const packages = lockedPackages(lockfile);
  const found = findVulnerable(packages, list.advisories);
  const accepted = found.filter((hit) => isAccepted(hit, list.accepted ?? []));
  const hits = found.filter((hit) => !accepted.includes(hit));
  for (const hit of hits) {
    print(describeHit(hit));
  }
  if (accepted.length > 0) {
    print(`${accepted.length} accepted in scripts/advisories.json ("accepted", each with its reason).`);
  }
  const advisoryCount = Object.values(list.advisories).reduce((sum, entries) => sum + entries.length, 0);
  const summary = `${packages.length} locked packages checked against ${advisoryCount} advisories (list of ${list.updated})`;
  print(hits.length > 0 ? `${summary}: ${hits.length} vulnerable.` : `${summary}: none vulnerable.`);
  return hits.length > 0 ? 1 : 0;
}

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : fallback;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = auditLockfile({
    lockfilePath: option('lockfile', path.join(root, 'package-lock.json')),
    advisoriesPath: option('advisories', path.join(root, 'scripts/advisories.json')),
  });
}
