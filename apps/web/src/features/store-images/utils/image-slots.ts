import type { StoreImageKind } from '../api/store-images-api';

export interface ImageSlot {
  /** Width divided by height: the shape the store page shows (store hero 3:1, item dialog 4:3). */
  aspect: number;
  /** The width uploaded when the picture is at least that large; the server takes up to a little more. */
  targetWidth: number;
  /** The server refuses narrower pictures; the crop says so before uploading. */
  minWidth: number;
}

export const IMAGE_SLOTS: Record<StoreImageKind, ImageSlot> = {
  logo: { aspect: 1, targetWidth: 512, minWidth: 128 },
  banner: { aspect: 3, targetWidth: 1500, minWidth: 600 },
  item: { aspect: 4 / 3, targetWidth: 1200, minWidth: 320 },
};

/** The uploaded size: the target width, or the crop's own width when the picture is smaller (never upscaled). */
export function outputSize(kind: StoreImageKind, cropWidth: number) {
  const slot = IMAGE_SLOTS[kind];
  const width = Math.max(1, Math.min(slot.targetWidth, Math.round(cropWidth)));
  return { width, height: Math.max(1, Math.round(width / slot.aspect)) };
}
