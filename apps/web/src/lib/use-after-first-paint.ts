import { useEffect, useState } from 'react';

/**
 * False for a component's first render, true from a task of its own after the browser has painted it: a page
 * draws what its first screen shows first and the rest just after, so neither render is one long task that a
 * diner's tap on a slow phone would wait behind. (The store page's menu does the same in steps:
 * features/menu/hooks/use-progressive-item-count.ts.)
 */
export function useAfterFirstPaint(): boolean {
  const [isAfter, setIsAfter] = useState(false);
  useEffect(() => {
    // An effect runs after the paint; the timer gives the next render its own task.
    const timer = window.setTimeout(() => setIsAfter(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return isAfter;
}
