// Refreshes scripts/advisories.json on a connected machine, from what npm knows today:
//   npm audit --json > /tmp/npm-audit.json; node scripts/refresh-advisories.mjs /tmp/npm-audit.json
// New advisories are added and known ones updated; none is ever dropped, so a version the project left stays
// refused should it come back. The "accepted" entries are kept as they are. Commit the file it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The advisories of an `npm audit --json` report (npm 7+), by package, in the vendored list's shape. */
export function advisoriesOfAuditReport(report) {
  const byPackage = {};
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    // `via` also names the packages a vulnerability comes through (strings): only objects are advisories.
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || !via.range) {
        continue;
      }
      const id = /GHSA(-[0-9a-z]{4}){3}$/.exec(via.url ?? '')?.[0] ?? `npm-${via.source}`;
      (byPackage[via.name] ??= []).push({
        id,
        severity: via.severity,
        vulnerable_versions: via.range,
        title: via.title,
        url: via.url,
      });
    }
  }
  return byPackage;
}

/** The vendored list with `found` merged in (same id: the newer text wins), sorted by package name. */
export function mergeAdvisories(list, found, updated) {
  const merged = structuredClone(list.advisories);
  for (const [name, advisories] of Object.entries(found)) {
    const known = (merged[name] ??= []);
    for (const advisory of advisories) {
      const at = known.findIndex((entry) => entry.id === advisory.id);
      if (at >= 0) {
        known[at] = advisory;
      } else {
        known.push(advisory);
      }
    }
  }
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  return { ...list, updated, advisories: sorted };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const reportPath = process.argv[2];
  if (!reportPath) {
    console.error('Usage: npm audit --json > audit.json; node scripts/refresh-advisories.mjs audit.json');
    process.exit(2);
  }
  const listPath = path.join(root, 'scripts/advisories.json');
  const list = JSON.parse(readFileSync(listPath, 'utf8'));
  const found = advisoriesOfAuditReport(JSON.parse(readFileSync(reportPath, 'utf8')));
  const next = mergeAdvisories(list, found, new Date().toISOString().slice(0, 10));
  writeFileSync(listPath, `${JSON.stringify(next, null, 2)}\n`);
  const count = Object.values(found).reduce((sum, entries) => sum + entries.length, 0);
  console.log(`${count} advisories from the report merged into scripts/advisories.json.`);
}
