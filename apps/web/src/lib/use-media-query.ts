import { useSyncExternalStore } from 'react';

/**
 * True while the media query matches; re-renders on change. `whenUnknown` is the answer where there is no
 * screen (the server's first screen of a page, drawn for a phone).
 */
export function useMediaQuery(query: string, whenUnknown = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => whenUnknown,
  );
}

export const WIDE_CART_QUERY = '(min-width: 1292px)';
export const SMALL_SCREEN_QUERY = '(max-width: 767px)';
