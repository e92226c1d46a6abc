import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_PAGE_MODULES, FIRST_PAGE_MODULES, STORE_ROUTE_SOURCE } from './page-modules.js';

const webRoot = fileURLToPath(new URL('../../../../web/', import.meta.url));

describe('the modules named for first pages', () => {
  it("are files of the web app (a renamed route would silently lose its page's hints or drawing)", () => {
    const sources = [
      STORE_ROUTE_SOURCE,
      ...Object.values(FIRST_PAGE_MODULES).flat(),
      ...Object.values(DISCOVERY_PAGE_MODULES).flat(),
    ];
    expect(sources.filter((source) => !existsSync(path.join(webRoot, source)))).toEqual([]);
  });
});
