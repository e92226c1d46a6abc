export type NativePlatform = 'Android' | 'iOS' | 'Windows Phone' | 'Web';

/** Messages shorter than this are ignored. */
export const MIN_MESSAGE_LENGTH = 4;

/** The app's platform from its user agent; Windows Phone first, as its agent also says Android. */
export function detectPlatform(userAgent: string): NativePlatform {
  if (/windows phone/i.test(userAgent)) {
    return 'Windows Phone';
  }
  if (/android/i.test(userAgent)) {
    return 'Android';
  }
  if (/iPad|iPhone|iPod/.test(userAgent)) {
    return 'iOS';
  }
  return 'Web';
}

/** The text of a message: a plain string, or an object's `text`; null for anything else. */
export function messageText(data: unknown): string | null {
  if (typeof data === 'string') {
    return data;
  }
  if (data && typeof data === 'object' && typeof (data as { text?: unknown }).text === 'string') {
    return (data as { text: string }).text;
  }
  return null;
}

interface NativeWindow extends Window {
  ReactNativeWebView?: { postMessage: (message: string) => void };
}

/** Sends the descriptions to the app: the React Native bridge, else the embedding frame. */
export function postToApp(descriptions: string[]): boolean {
  const host = window as NativeWindow;
  if (host.ReactNativeWebView) {
    host.ReactNativeWebView.postMessage(JSON.stringify(descriptions));
    return true;
  }
  if (window.parent !== window) {
    // Suggestions are public address text, so any embedding page may read them.
    window.parent.postMessage(descriptions, '*');
    return true;
  }
  return false;
}
