export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('This file could not be opened as a picture.'));
    image.src = source;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Draws the cropped area of the picture at `size` and encodes it: WebP where the browser can write it
 * (Safari before 17 silently answers PNG or nothing), JPEG otherwise.
 */
export async function cropToBlob(
  source: string,
  area: CropArea,
  size: { width: number; height: number },
): Promise<Blob> {
  const image = await loadImage(source);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) {
    throw new Error('This browser cannot prepare pictures.');
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  const webp = await toBlob(canvas, 'image/webp', 0.86);
  if (webp?.type === 'image/webp') {
    return webp;
  }
  const jpeg = await toBlob(canvas, 'image/jpeg', 0.88);
  if (!jpeg) {
    throw new Error('This browser cannot prepare pictures.');
  }
  return jpeg;
}
