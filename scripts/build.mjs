#!/usr/bin/env node
// Builds what `npm start` runs: the domain package (JavaScript + declarations), the server (an ES module
// bundle and the chunks it imports on first use, packages left to node_modules: scripts/server-bundle.mjs) and
// the web app. With --if-stale a target whose inputs have not changed since its last build is skipped, so a
// warm `npm start` goes straight to `node`.
//   node scripts/build.mjs [--if-stale] [domain|server|web ...]   (no target: all three)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_BUNDLE, serverBundleOptions } from './server-bundle.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const at = (...parts) => path.join(root, ...parts);
const stampDir = at('node_modules', '.cache', 'orderlane-build');
const isTest = (file) => /\.test\.tsx?$/.test(file);

const targets = {
  domain: {
    inputs: [
      'packages/domain/src',
      'packages/domain/package.json',
      'packages/domain/tsconfig.json',
      'tsconfig.base.json',
      'scripts/server-bundle.mjs',
    ],
    skip: isTest,
    outputs: ['packages/domain/dist/index.js', 'packages/domain/dist/index.d.ts'],
    build: buildDomain,
  },
  server: {
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      'tsconfig.base.json',
      'scripts/server-bundle.mjs',
    ],
    skip: (file) => isTest(file) || file.includes(`${path.sep}testing${path.sep}`),
    outputs: ['apps/server/dist/server.js', 'apps/server/dist/prepare-database.js'],
    build: buildServer,
  },
  web: {
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/pwa',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'packages/domain/src',
      'packages/domain/package.json',
      'package-lock.json',
    ],
    skip: isTest,
    outputs: [
      'apps/web/dist/index.html',
      'apps/web/dist-server/store-first-screen.js',
      'apps/web/dist-server/discovery-first-screen.js',
      'apps/web/dist-server/checkout-first-screen.js',
    ],
    build: () => run('npm', ['run', 'build', '--workspace', '@orderlane/web']),
  },
};

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} ${args.map((arg) => path.basename(arg)).join(' ')} failed`);
  }
}

async function bundle(options) {
  const { build } = await import('esbuild');
  await build({ ...NODE_BUNDLE, ...options });
}

async function buildDomain() {
  const dist = at('packages/domain/dist');
  rmSync(dist, { recursive: true, force: true });
  await bundle({ entryPoints: [at('packages/domain/src/index.ts')], outfile: path.join(dist, 'index.js') });
  // Declarations only; type errors are `npm run typecheck`'s to report, not a reason to refuse to start.
  run(process.execPath, [
    at('node_modules/typescript/bin/tsc'),
    '-p',
    at('packages/domain/tsconfig.build.json'),
  ]);
}

async function buildServer() {
  const dist = at('apps/server/dist');
  // Built aside and swapped in, so a server starting meanwhile never reads half a bundle.
  const next = path.join(stampDir, `server-next-${process.pid}`);
  rmSync(next, { recursive: true, force: true });
  const { build } = await import('esbuild');
  await build(serverBundleOptions({ outdir: next, dist }));
  const old = path.join(stampDir, `server-old-${process.pid}`);
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(next, dist);
  rmSync(old, { recursive: true, force: true });
}

function listFiles(entry, skip, found) {
  const full = at(entry);
  if (!existsSync(full)) return;
  const stack = [full];
  while (stack.length > 0) {
    const current = stack.pop();
    let children;
    try {
      children = readdirSync(current, { withFileTypes: true });
    } catch {
      if (!skip(current)) found.push(current);
      continue;
    }
    for (const child of children) stack.push(path.join(current, child.name));
  }
}

function fingerprint(name) {
  const { inputs, skip } = targets[name];
  const files = [];
  for (const entry of inputs) listFiles(entry, skip, files);
  const hash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url)));
  for (const file of files.sort()) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function isCurrent(name, print) {
  if (!targets[name].outputs.every((output) => existsSync(at(output)))) return false;
  const stampFile = path.join(stampDir, `${name}.stamp`);
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === print;
}

// Two builds at once (two test runs, two terminals) would write the same folders: one waits for the other.
async function withLock(work) {
  mkdirSync(stampDir, { recursive: true });
  const lock = path.join(stampDir, 'lock');
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (!isHolderAlive(lock)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function isHolderAlive(lock) {
  let pid;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // Just created, pid not written yet: treat as held.
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const ifStale = args.includes('--if-stale');
  const asked = args.filter((arg) => !arg.startsWith('--'));
  const unknown = asked.filter((name) => !(name in targets));
  if (unknown.length > 0) {
    console.error(`Unknown build target ${unknown.join(', ')}: use ${Object.keys(targets).join(', ')}`);
    process.exit(2);
  }
  const wanted = new Set(asked.length > 0 ? asked : Object.keys(targets));
  // The server imports the built domain package at run time.
  if (wanted.has('server')) wanted.add('domain');
  const order = Object.keys(targets).filter((name) => wanted.has(name));
  await withLock(async () => {
    for (const name of order) {
      const print = fingerprint(name);
      if (ifStale && isCurrent(name, print)) {
        console.log(`build: ${name} is current`);
        continue;
      }
      const startedAt = performance.now();
      await targets[name].build();
      writeFileSync(path.join(stampDir, `${name}.stamp`), print);
      console.log(`build: ${name} built in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    }
  });
}

main().catch((error) => {
  console.error(`build: ${error.message}`);
  process.exit(1);
});
