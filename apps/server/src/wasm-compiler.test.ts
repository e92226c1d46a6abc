import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { compileWebAssemblyOptimizedOnly } from './wasm-compiler.js';

const moduleUrl = new URL('./wasm-compiler.ts', import.meta.url).href;

/** A module whose one function answers 42: `(func (export "f") (result i32) i32.const 42)`. */
const ANSWER_MODULE = [
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 127, 3, 2, 1, 0, 7, 5, 1, 1, 102, 0, 0, 10, 6, 1, 4, 0, 65,
  42, 11,
];

/** In a Node process of its own (V8's flags are the whole process's): which compiler made the function's code. */
function compilerAfterwards(call: boolean, nodeFlags: string[] = []): string {
  const script = `
    import { compileWebAssemblyOptimizedOnly } from ${JSON.stringify(moduleUrl)};
    if (${call}) compileWebAssemblyOptimizedOnly();
    const { instance } = await WebAssembly.instantiate(new Uint8Array(${JSON.stringify(ANSWER_MODULE)}));
    const f = instance.exports.f;
    console.log(f() === 42 && %IsTurboFanFunction(f) ? 'optimizing' : %IsLiftoffFunction(f) ? 'baseline' : 'unknown');
  `;
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--allow-natives-syntax', ...nodeFlags, '--input-type=module', '-e', script],
    { cwd: fileURLToPath(new URL('.', import.meta.url)), encoding: 'utf8', timeout: 60_000 },
  );
  expect(child.stderr).toBe('');
  return child.stdout.trim();
}

describe('compileWebAssemblyOptimizedOnly', () => {
  it('turns the baseline compiler off unless the command line names it', () => {
    const setFlags = vi.fn();
    expect(compileWebAssemblyOptimizedOnly(['--conditions=source'], setFlags)).toBe(true);
    expect(setFlags).toHaveBeenCalledWith('--no-liftoff');

    setFlags.mockClear();
    expect(compileWebAssemblyOptimizedOnly(['--liftoff'], setFlags)).toBe(false);
    expect(compileWebAssemblyOptimizedOnly(['--max-old-space-size=512', '--no-liftoff'], setFlags)).toBe(
      false,
    );
    expect(setFlags).not.toHaveBeenCalled();
  });

  it(
    'has modules compiled afterwards by the optimizing compiler alone, set while the process runs',
    { timeout: 120_000 },
    () => {
      expect(compilerAfterwards(false)).toBe('baseline');
      expect(compilerAfterwards(true)).toBe('optimizing');
      expect(compilerAfterwards(true, ['--liftoff'])).toBe('baseline');
    },
  );
});
