/** The video popup is as wide as the window less an offset that shrinks with the screen. */
export function videoPopupOffsetPx(viewportWidth: number): number {
  if (viewportWidth > 1024) {
    return 300;
  }
  if (viewportWidth > 768) {
    return 130;
  }
  return viewportWidth > 430 ? 40 : 20;
}

export function videoPopupWidthPx(viewportWidth: number): number {
  return Math.max(0, viewportWidth - videoPopupOffsetPx(viewportWidth));
}
