import { describe, expect, it } from 'vitest';
import { boundHeapGrowth } from './heap-growth.js';

describe('boundHeapGrowth', () => {
  it('bounds the heap when the command line names no factor', () => {
    expect(boundHeapGrowth(['--conditions=source'])).toBe(true);
  });

  it("leaves the command line's factor in force, V8's own choice (0) included", () => {
    expect(boundHeapGrowth(['--heap-growing-percent=0'])).toBe(false);
    expect(boundHeapGrowth(['--max-old-space-size=512', '--heap-growing-percent=50'])).toBe(false);
  });
});
