import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

it('the Chromium check installs when it can and otherwise stops with the command to run (nothing installed)', () => {
  const proof = spawnSync('bash', [path.join(import.meta.dirname, 'prove-chromium-check.sh')], {
    encoding: 'utf8',
  });
  expect(proof.stdout).toContain('PASS root-installs');
  expect(proof.stdout).toContain('PASS root-reads-lists-first');
  expect(proof.stdout).toContain('PASS not-root');
  expect(proof.stdout).toContain('prove-chromium-check: all cases passed');
  expect(proof.status).toBe(0);
});
