import { useCallback, useEffect, useRef, useState } from 'react';
import { getCurrentPoint } from '@/lib/geolocation';

export type LocationCheckStatus = 'validating' | 'success' | 'fail';

// A cached position answers at once; the diner still sees that a check happened.
const MIN_VALIDATING_MS = 600;

/**
 * 000 §4 On-premise: the location check, pending then success or fail. The bound around the store is
 * effectively unlimited (000 §9), so any position passes; a refusal, time-out or error fails.
 */
export function useLocationCheck(): { status: LocationCheckStatus; verify: () => void } {
  const [status, setStatus] = useState<LocationCheckStatus>('validating');
  const attempt = useRef(0);

  const verify = useCallback(() => {
    const current = ++attempt.current;
    setStatus('validating');
    const started = Date.now();
    const settle = (next: LocationCheckStatus) => {
      const wait = Math.max(0, MIN_VALIDATING_MS - (Date.now() - started));
      window.setTimeout(() => {
        if (attempt.current === current) {
          setStatus(next);
        }
      }, wait);
    };
    getCurrentPoint().then(
      () => settle('success'),
      () => settle('fail'),
    );
  }, []);

  useEffect(() => {
    verify();
    return () => {
      attempt.current += 1; // ignore an answer that comes after the page is gone
    };
  }, [verify]);

  return { status, verify };
}
