import { describe, expect, it } from 'vitest';
import { clearedRatio, isInside, isScratchWin } from './scratch-rules';

describe('scratch card rules', () => {
  it.each([
    [0.7, true, false],
    [0.7001, true, true],
    [0.74, false, false],
    [0.75, false, false],
    [0.7501, false, true],
    [1, false, true],
    [0, true, false],
  ])('%s cleared, text touched %s: win is %s', (ratio, touched, win) => {
    expect(isScratchWin(ratio, touched)).toBe(win);
  });

  it('counts fully transparent pixels only', () => {
    // four pixels: cleared, half-cleared, opaque, cleared
    const rgba = new Uint8ClampedArray([0, 0, 0, 0, 9, 9, 9, 128, 9, 9, 9, 255, 1, 2, 3, 0]);
    expect(clearedRatio(rgba)).toBe(0.5);
    expect(clearedRatio(new Uint8ClampedArray())).toBe(0);
  });

  it('tells a point inside the text area from one outside', () => {
    const rect = { left: 10, top: 10, right: 20, bottom: 20 };
    expect(isInside(rect, 10, 20)).toBe(true);
    expect(isInside(rect, 21, 15)).toBe(false);
  });
});
