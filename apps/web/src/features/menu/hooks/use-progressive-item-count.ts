import { useEffect, useState } from 'react';

/** Items drawn in the page's first task: more than a tall phone or a laptop screen shows below the hero. */
export const FIRST_SCREEN_ITEMS = 10;
/** Items added per later task: each task stays short on a slow phone, and the page keeps answering taps. */
export const ITEMS_PER_STEP = 4;

// Only the document's own first load draws the menu in steps: its first paint waits for nothing below the fold.
// A reload or back/forward may restore a scroll position deep in the menu, and a later visit (another route
// first) already has the code warm, so those draw everything at once.
let isFirstMenuOfDocument = true;

function startsInSteps(): boolean {
  // The server's first screen (app/store-first-screen.tsx) is a first load: the first step only.
  if (typeof window === 'undefined') {
    return true;
  }
  const wasFirst = isFirstMenuOfDocument;
  isFirstMenuOfDocument = false;
  if (!wasFirst || typeof performance === 'undefined' || window.location.hash) {
    return false;
  }
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'navigate' && window.scrollY === 0;
}

/**
 * How many of the menu's `total` items to draw now: all of them, except on the first load of the document,
 * where the first screen comes first and the rest follows a step per task after each paint.
 */
export function useProgressiveItemCount(total: number): number {
  const [count, setCount] = useState(() => (startsInSteps() ? FIRST_SCREEN_ITEMS : Number.POSITIVE_INFINITY));
  useEffect(() => {
    if (count >= total) {
      return undefined;
    }
    // An effect runs after the browser has painted the last step; the timer gives the next step its own task.
    const timer = window.setTimeout(() => setCount(count + ITEMS_PER_STEP), 0);
    return () => window.clearTimeout(timer);
  }, [count, total]);
  return count;
}
