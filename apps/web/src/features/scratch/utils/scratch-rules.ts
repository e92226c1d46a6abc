/** The canvas and brush of the scratch card, in canvas pixels. */
export const SCRATCH_CANVAS = { width: 500, height: 150 } as const;
export const SCRATCH_BRUSH_WIDTH = 40;

/** Cleared share that wins when the pointer passed through the prize text, and the share that wins alone. */
export const WIN_RATIO_WITH_TEXT = 0.7;
export const WIN_RATIO_ALONE = 0.75;

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The share of fully transparent pixels in RGBA data (every fourth byte is alpha). */
export function clearedRatio(rgba: Uint8ClampedArray): number {
  const pixels = rgba.length / 4;
  if (pixels === 0) {
    return 0;
  }
  let cleared = 0;
  for (let alpha = 3; alpha < rgba.length; alpha += 4) {
    if (rgba[alpha] === 0) {
      cleared += 1;
    }
  }
  return cleared / pixels;
}

/** A win: over 70% cleared with the prize text touched, or over 75% in any case. */
export function isScratchWin(ratio: number, hasTouchedText: boolean): boolean {
  return ratio > WIN_RATIO_ALONE || (hasTouchedText && ratio > WIN_RATIO_WITH_TEXT);
}

export function isInside(rect: Rect, x: number, y: number): boolean {
  return x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
}
