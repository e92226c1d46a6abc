import { describe, expect, it } from 'vitest';
import { envBeforeNode, serveScriptEnv } from './server-process.js';

describe('envBeforeNode', () => {
  it('reads each NAME=value an npm script sets before node', () => {
    expect(
      envBeforeNode('MALLOC_MMAP_THRESHOLD_=131072 LOG_LEVEL=warn node apps/server/dist/server.js'),
    ).toEqual({
      MALLOC_MMAP_THRESHOLD_: '131072',
      LOG_LEVEL: 'warn',
    });
    expect(envBeforeNode('A=x=y B= node a.js')).toEqual({ A: 'x=y', B: '' });
  });

  it('finds nothing when node comes first, or when the script is not a node command', () => {
    expect(envBeforeNode('node apps/server/dist/server.js')).toEqual({});
    expect(envBeforeNode('node scripts/build.mjs && A=1 node x.js')).toEqual({});
    expect(envBeforeNode('A=1 tsx server.ts')).toEqual({});
  });

  it("gives the bench the environment of the repository's own serve script", () => {
    expect(Object.keys(serveScriptEnv())).toContain('MALLOC_MMAP_THRESHOLD_');
  });
});
