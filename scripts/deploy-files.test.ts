import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

// No Docker engine runs here: the deployment files are held to written rules instead.
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const SECRET_NAME = /SECRET|PASSWORD|KEY|TOKEN/i;
/** `name:tag` with a version number in the tag (or a digest); never `latest`, never no tag. */
const isPinned = (image: string) =>
  /@sha256:[0-9a-f]{64}$/.test(image) || /^[^:@\s]+:(?!latest\b)[^:@\s]*\d[^:@\s]*$/.test(image);

interface Instruction {
  keyword: string;
  args: string;
}

/** Dockerfile instructions with continuation lines joined; comments dropped. */
function dockerInstructions(text: string): Instruction[] {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

describe('Dockerfile', () => {
  const instructions = dockerInstructions(read('Dockerfile'));
  const stages: Instruction[][] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      stages.push([]);
    }
    stages.at(-1)?.push(instruction);
  }
  const finalStage = stages.at(-1) ?? [];
  const stageNames = new Set(
    instructions.flatMap((i) => (i.keyword === 'FROM' ? [i.args.split(/\s+AS\s+/i)[1] ?? ''] : [])),
  );

  it('is multi-stage, and every base image is pinned to a version', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const from of instructions.filter((i) => i.keyword === 'FROM')) {
      const image = from.args.split(/\s+/)[0]!;
      if (!stageNames.has(image)) {
        expect(isPinned(image), `FROM ${image}`).toBe(true);
      }
    }
  });

  it('builds with npm ci and scripts/build.mjs, and runs the compiled server', () => {
    const runs = instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    expect(runs.some((run) => /\bnpm ci\b/.test(run) && !run.includes('--omit=dev'))).toBe(true);
    expect(runs.some((run) => run.includes('node scripts/build.mjs'))).toBe(true);
    const cmd = finalStage.find((i) => i.keyword === 'CMD')?.args ?? '';
    expect(cmd).toContain('apps/server/dist/server.js');
    // Sources and dev dependencies stay in the build stage: the final stage copies build output only.
    const copies = finalStage.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    expect(copies.some((copy) => copy.includes('apps/server/dist'))).toBe(true);
    expect(copies.some((copy) => copy.includes('apps/web/dist'))).toBe(true);
    expect(copies.some((copy) => /\bnode_modules\b/.test(copy) && copy.includes('--from=deps'))).toBe(true);
    const sources = copies.flatMap((copy) =>
      copy
        .split(/\s+/)
        .filter((word) => !word.startsWith('--'))
        .slice(0, -1),
    );
    const wholeSources = [
      '.',
      './',
      'apps/server/src',
      'apps/web/src',
      'packages/domain/src',
      'apps',
      'packages',
    ];
    expect(sources.filter((source) => wholeSources.includes(source.replace(/^\/app\//, '')))).toEqual([]);
  });

  it('runs as a user other than root in the final stage', () => {
    const user = finalStage.filter((i) => i.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
  });

  it('starts the server with the allocator setting of `npm start` and `npm run serve`', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const setting = /\bMALLOC_MMAP_THRESHOLD_=(\d+) node apps\/server\/dist\/server\.js/;
    const fromServe = setting.exec(scripts.serve ?? '')?.[1];
    expect(fromServe, 'npm run serve').toBeDefined();
    expect(setting.exec(scripts.start ?? '')?.[1], 'npm start').toBe(fromServe);
    const env = finalStage
      .filter((i) => i.keyword === 'ENV')
      .map((i) => i.args)
      .join(' ');
    expect(/\bMALLOC_MMAP_THRESHOLD_=(\d+)/.exec(env)?.[1], 'the image').toBe(fromServe);
  });

  it('checks /api/health', () => {
    const healthcheck = finalStage.find((i) => i.keyword === 'HEALTHCHECK')?.args ?? '';
    expect(healthcheck).toContain('/api/health');
  });

  it('bakes no secret into a layer', () => {
    for (const { keyword, args } of instructions.filter((i) => i.keyword === 'ENV' || i.keyword === 'ARG')) {
      const names = [...args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)(?==|\s|$)/g)].map((match) => match[1]!);
      const secretNames = names.filter((name) => SECRET_NAME.test(name));
      expect(secretNames, `${keyword} ${args}`).toEqual([]);
    }
    const copies = instructions.filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD');
    expect(copies.filter((copy) => /\.env\b|\.key\b|\bdata\//.test(copy.args))).toEqual([]);
    const ignored = read('.dockerignore').split('\n');
    for (const pattern of ['.env', '**/node_modules', 'data', '.git']) {
      expect(ignored).toContain(pattern);
    }
  });
});

interface ComposeService {
  image?: string;
  build?: unknown;
  healthcheck?: { test?: unknown };
  environment?: Record<string, string> | string[];
}

describe('deploy/compose.yaml', () => {
  const compose = parseYaml(read('deploy/compose.yaml')) as { services: Record<string, ComposeService> };
  const services = Object.entries(compose.services);

  it('has the servers, PostgreSQL 16, Redis 7 and nginx, each image pinned', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['nginx', 'postgres', 'redis', 'server']);
    expect(compose.services.postgres!.image).toMatch(/^postgres:16\./);
    expect(compose.services.redis!.image).toMatch(/^redis:7\./);
    for (const [name, service] of services) {
      if (service.image && !service.build) {
        expect(isPinned(service.image), `${name}: ${service.image}`).toBe(true);
      }
    }
  });

  it('gives every service a healthcheck', () => {
    for (const [name, service] of services) {
      expect(service.healthcheck?.test, name).toBeDefined();
    }
  });

  it('writes no secret in the file: they come from the env file', () => {
    for (const [name, service] of services) {
      const environment = Array.isArray(service.environment)
        ? Object.fromEntries(service.environment.map((entry) => entry.split('=')))
        : (service.environment ?? {});
      const written = Object.keys(environment).filter((key) => SECRET_NAME.test(key));
      expect(written, name).toEqual([]);
    }
  });
});

/** The blocks of an nginx config as a tree: enough to find each `location` and its directives. */
interface Block {
  name: string;
  directives: string[];
  children: Block[];
}

function parseNginx(text: string): Block {
  const tokens = text.replace(/#[^\n]*/g, '').match(/'[^']*'|"[^"]*"|[{};]|[^\s{};]+/g) ?? [];
  const top: Block = { name: 'main', directives: [], children: [] };
  const stack = [top];
  let words: string[] = [];
  for (const token of tokens) {
    const current = stack.at(-1)!;
    if (token === '{') {
      const block: Block = { name: words.join(' '), directives: [], children: [] };
      current.children.push(block);
      stack.push(block);
      words = [];
    } else if (token === '}') {
      stack.pop();
    } else if (token === ';') {
      current.directives.push(words.join(' '));
      words = [];
    } else {
      words.push(token);
    }
  }
  return top;
}

/** nginx's choice: an exact match, else the first matching regex, else the longest prefix. */
function locationFor(server: Block, uri: string): Block | undefined {
  const locations = server.children.filter((child) => child.name.startsWith('location '));
  const args = (block: Block) => block.name.split(/\s+/).slice(1);
  const exact = locations.find((block) => args(block)[0] === '=' && args(block)[1] === uri);
  if (exact) {
    return exact;
  }
  const regex = locations.find((block) => {
    const [modifier, pattern] = args(block);
    return (
      (modifier === '~' || modifier === '~*') && new RegExp(pattern!, modifier === '~*' ? 'i' : '').test(uri)
    );
  });
  if (regex) {
    return regex;
  }
  return locations
    .filter((block) => args(block).length === 1 && uri.startsWith(args(block)[0]!))
    .sort((a, b) => args(b)[0]!.length - args(a)[0]!.length)[0];
}

describe('deploy/nginx.conf', () => {
  const text = read('deploy/nginx.conf');
  const http = parseNginx(text).children.find((block) => block.name === 'http')!;
  const server = http.children.find((block) => block.name === 'server')!;
  const directive = (block: Block | undefined, name: string) =>
    block?.directives.find((line) => line.split(' ')[0] === name);

  it('balances over an upstream of server processes and sends /api and the app to it', () => {
    const upstream = http.children.find((block) => block.name.startsWith('upstream '));
    expect(upstream?.directives.some((line) => line.startsWith('server '))).toBe(true);
    const name = upstream!.name.split(' ')[1];
    for (const uri of ['/api/getRestaurants', '/', '/store/7', '/assets/index.js']) {
      expect(directive(locationFor(server, uri), 'proxy_pass'), uri).toBe(`proxy_pass http://${name}`);
    }
  });

  it('keeps /api/metrics inside', () => {
    for (const uri of ['/api/metrics', '/api/metrics/']) {
      const location = locationFor(server, uri);
      expect(directive(location, 'proxy_pass'), uri).toBeUndefined();
      expect(
        location?.directives.some((line) => /^(return 40[34]|deny all)/.test(line)),
        uri,
      ).toBe(true);
    }
  });

  it('streams the event paths without buffering', () => {
    for (const uri of ['/api/portal/events', '/api/trackOrder/events']) {
      const location = locationFor(server, uri);
      expect(directive(location, 'proxy_buffering'), uri).toBe('proxy_buffering off');
      expect(directive(location, 'proxy_pass'), uri).toBeDefined();
    }
  });

  it('retries on another process only requests that never reached one (no non_idempotent)', () => {
    const retries = [server, ...server.children].flatMap((block) =>
      block.directives.filter((line) => line.startsWith('proxy_next_upstream ')),
    );
    expect(retries.length).toBeGreaterThan(0);
    for (const line of retries) {
      expect(line).not.toContain('non_idempotent');
    }
  });

  const nginx =
    process.env.NGINX_BIN ?? spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (!nginx) {
    console.warn('Skipping `nginx -t`: no nginx binary here (install nginx, or set NGINX_BIN to one).');
  }
  it.skipIf(!nginx)('passes `nginx -t`', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'orderlane-nginx-'));
    try {
      // The compose host names do not resolve here; the syntax check needs an address.
      // Temporary files in the scratch folder too, so the check needs no nginx installed system-wide.
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
        .join(' ');
      const config = text
        .replace(/server\s+server:(\d+)/g, 'server 127.0.0.1:$1')
        .replace(/^pid .*$/m, `pid ${dir}/nginx.pid;`)
        .replace(/^http \{$/m, `http { ${temp}`);
      const file = path.join(dir, 'nginx.conf');
      writeFileSync(file, config);
      // The config logs to /dev/stdout and /dev/stderr, which must be openable: files, not Node's socket pipes.
      const output = path.join(dir, 'output.txt');
      const fd = openSync(output, 'w');
      const result = spawnSync(nginx, ['-t', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', file], {
        stdio: ['ignore', fd, fd],
      });
      closeSync(fd);
      const said = readFileSync(output, 'utf8');
      expect(said).toContain('syntax is ok');
      expect(result.status, said).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
