import { useEffect, useState, type RefObject } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Counts from 0 to `target` over `durationMs` once the element is on screen; at once under reduced motion. */
export function useCountUp(target: number, durationMs: number, ref: RefObject<Element | null>): number {
  const [isInstant] = useState(
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches || typeof IntersectionObserver === 'undefined',
  );
  const [value, setValue] = useState(isInstant ? target : 0);
  useEffect(() => {
    const element = ref.current;
    if (!element || isInstant) {
      return undefined;
    }
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) {
        return;
      }
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / durationMs);
        // Ease-out so the last digits settle rather than stop abruptly.
        setValue(Math.round(target * (1 - (1 - progress) ** 3)));
        if (progress < 1) {
          frame = requestAnimationFrame(step);
        }
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs, ref, isInstant]);
  return value;
}
