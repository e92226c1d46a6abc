export type InstallPlatform = 'ios' | 'android' | 'other';

/** Where the diner is, to show their phone's steps first. iPadOS reports a Mac, but a Mac has no touch screen. */
export function installPlatform(userAgent: string, maxTouchPoints: number): InstallPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) {
    return 'ios';
  }
  return /Android/.test(userAgent) ? 'android' : 'other';
}

/** Opened from the home screen: the app's own window, not a browser tab. */
export function isRunningInstalled(win: Window): boolean {
  const standalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || win.matchMedia('(display-mode: standalone)').matches;
}
