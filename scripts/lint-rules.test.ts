import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The real eslint.config.js, without type information (no rule checked here needs it) so the test stays cheap.
const root = path.resolve(import.meta.dirname, '..');
const linterFor = (checkedRules: RegExp) =>
  new ESLint({
    cwd: root,
    ignore: false,
    ruleFilter: ({ ruleId }) => checkedRules.test(ruleId),
    overrideConfig: {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parserOptions: { projectService: false } },
    },
  });
// Planted code is linted from strings at paths that do not exist; import/no-cycle needs real files.
const eslint = linterFor(/^(import\/no-restricted-paths|react-hooks\/|check-file\/)/);
const cycleLinter = linterFor(/^import\/no-cycle$/);
const domainLinter = linterFor(/^no-restricted-(imports|globals)$/);

/** A real source file of a folder (without extension), so the planted import resolves. */
function someSource(folder: string): string {
  const file = readdirSync(path.join(root, folder)).find((name) => /^[a-z-]+\.tsx?$/.test(name));
  if (!file) {
    throw new Error(`no source file in ${folder}`);
  }
  return file.replace(/\.tsx?$/, '');
}

async function ruleIdsFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => ({ ruleId: message.ruleId, severity: message.severity }));
}

const menuUtil = `@/features/menu/utils/${someSource('apps/web/src/features/menu/utils')}`;
const storesRepository = '@/modules/stores/stores-repository.js';

describe('lint rules fail planted violations', () => {
  it.each([
    ['a web feature importing another feature', 'apps/web/src/features/cart/planted.ts', menuUtil],
    ['a shared component importing a feature', 'apps/web/src/components/ui/planted.ts', menuUtil],
    ['lib importing a feature', 'apps/web/src/lib/planted.ts', menuUtil],
    ['a feature importing app/', 'apps/web/src/features/cart/planted.ts', '@/app/router'],
    ['the web app importing the server', 'apps/web/src/lib/planted.ts', '../../../server/src/config.js'],
    ['the domain importing an app', 'packages/domain/src/planted.ts', '../../../apps/server/src/config.js'],
    ['a server plugin importing a module', 'apps/server/src/plugins/planted.ts', storesRepository],
    [
      'server lib/ importing a module’s service',
      'apps/server/src/lib/planted.ts',
      '@/modules/stores/stores-service.js',
    ],
    ['server db/ importing a module', 'apps/server/src/db/planted.ts', storesRepository],
    [
      'a server module importing another module’s repository',
      'apps/server/src/modules/menu/planted.ts',
      storesRepository,
    ],
  ])('%s', async (_case, filePath, target) => {
    const found = await ruleIdsFor(filePath, `import { x } from '${target}';\nexport const y = x;\n`);
    expect(found).toContainEqual({ ruleId: 'import/no-restricted-paths', severity: 2 });
  });

  it('a module may call another module’s service', async () => {
    const found = await ruleIdsFor(
      'apps/server/src/modules/menu/planted.ts',
      "import { createStoresService } from '@/modules/stores/stores-service.js';\nexport const y = createStoresService;\n",
    );
    expect(found).toEqual([]);
  });

  it.each([
    [
      'a Node built-in',
      "import { readFileSync } from 'fs';\nexport const y = readFileSync;\n",
      'no-restricted-imports',
    ],
    ['the PostgreSQL driver', "import pg from 'pg';\nexport const y = pg;\n", 'no-restricted-imports'],
    ['the environment', 'export const y = process.env.PORT;\n', 'no-restricted-globals'],
    ['the network', "export const y = () => fetch('/api');\n", 'no-restricted-globals'],
  ])('packages/domain using %s', async (_case, code, ruleId) => {
    const [result] = await domainLinter.lintText(code, {
      filePath: path.join(root, 'packages/domain/src/planted.ts'),
    });
    expect(result?.messages.map((message) => message.ruleId)).toContain(ruleId);
  });

  it('an import cycle', async () => {
    const results = await cycleLinter.lintFiles(['scripts/lint-fixtures/cycle-a.ts']);
    const ruleIds = results.flatMap((result) => result.messages.map((message) => message.ruleId));
    expect(ruleIds).toContain('import/no-cycle');
  });

  it('an effect that leaves out a dependency', async () => {
    const code = [
      "import { useEffect } from 'react';",
      'export function usePlanted(id: number, onChange: (id: number) => void) {',
      '  useEffect(() => onChange(id), [id]);',
      '}',
      '',
    ].join('\n');
    const found = await ruleIdsFor('apps/web/src/features/cart/hooks/use-planted.ts', code);
    expect(found).toContainEqual({ ruleId: 'react-hooks/exhaustive-deps', severity: 2 });
  });

  it('a file name that is not kebab-case', async () => {
    const found = await ruleIdsFor('apps/web/src/lib/PlantedName.ts', 'export const y = 1;\n');
    expect(found).toContainEqual({ ruleId: 'check-file/filename-naming-convention', severity: 2 });
  });
});
