import { describe, expect, it } from 'vitest';
import { videoPopupOffsetPx, videoPopupWidthPx } from './video-popup';

describe('video popup width', () => {
  it.each([
    [1366, 300],
    [1025, 300],
    [1024, 130],
    [769, 130],
    [768, 40],
    [431, 40],
    [430, 20],
    [390, 20],
  ])('a %s px window takes %s px off', (width, offset) => {
    expect(videoPopupOffsetPx(width)).toBe(offset);
    expect(videoPopupWidthPx(width)).toBe(width - offset);
  });
});
