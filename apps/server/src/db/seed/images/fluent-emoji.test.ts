import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pickIcons } from './fluent-emoji.js';

const folder = mkdtempSync(path.join(tmpdir(), 'orderlane-icons-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** An Iconify set as the package lays it out: icons by name, then aliases, then the set's size. */
function writeSet(name: string, text: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  return file;
}

const set = writeSet(
  'set.json',
  `{
\t"prefix": "test",
\t"icons": {
\t\t"apple": {
\t\t\t"body": "<g id=\\"a\\"><path d=\\"M1 1\\"/></g>"
\t\t},
\t\t"banana": {"body": "<text>\\"pizza\\": {}</text>", "width": 24},
\t\t"pizza":   {
\t\t\t"body": "<path d=\\"M2 2\\"/>"
\t\t}
\t},
\t"aliases": {
\t\t"apple-left": { "parent": "apple", "hFlip": true }
\t},
\t"width": 32,
\t"height": 32
}`,
);

// Chunks of a few bytes: every key and every icon straddles two or more of them.
const TINY_CHUNKS = [1, 3, 7, 64];

describe('reading named icons out of an Iconify set a chunk at a time', () => {
  it.each(TINY_CHUNKS)(
    'finds each icon whole with %i-byte chunks, as a parse of the file would',
    async (bytes) => {
      const picked = await pickIcons(set, ['pizza', 'apple', 'banana'], bytes);
      expect(picked).toEqual({
        icons: {
          apple: { body: '<g id="a"><path d="M1 1"/></g>' },
          banana: { body: '<text>"pizza": {}</text>', width: 24 },
          pizza: { body: '<path d="M2 2"/>' },
        },
        width: 32,
        height: 32,
      });
    },
  );

  it.each(TINY_CHUNKS)(
    'passes over a name quoted inside an earlier body with %i-byte chunks',
    async (bytes) => {
      const picked = await pickIcons(set, ['pizza'], bytes);
      expect(picked?.icons).toEqual({ pizza: { body: '<path d="M2 2"/>' } });
    },
  );

  it('finds an icon listed before the one looked for first (a second pass from the top)', async () => {
    const outOfOrder = writeSet(
      'out-of-order.json',
      '{"icons":{"zucchini":{"body":"<z/>"},"apple":{"body":"<a/>"}},"width":16,"height":16}',
    );
    const picked = await pickIcons(outOfOrder, ['apple', 'zucchini'], 5);
    expect(picked?.icons).toEqual({ apple: { body: '<a/>' }, zucchini: { body: '<z/>' } });
  });

  it('answers null, for the caller to parse the whole file, when a name is missing or only an alias', async () => {
    expect(await pickIcons(set, ['apple', 'mango'], 7)).toBeNull();
    expect(await pickIcons(set, ['apple-left'], 7)).toBeNull();
  });

  it('answers null when the set does not end with its size', async () => {
    const noSize = writeSet('no-size.json', '{"icons":{"apple":{"body":"<a/>"}}}');
    expect(await pickIcons(noSize, ['apple'], 7)).toBeNull();
  });
});
