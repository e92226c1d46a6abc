import { useCallback, useEffect, useRef, useState } from 'react';
import { getCurrentPoint, type GeoPoint } from '@/lib/geolocation';

export type LocationCheckStatus = 'validating' | 'success' | 'fail';

// A cached position answers at once; the diner still sees that a check happened.
const MIN_VALIDATING_MS = 600;

/**
 * 000 §4 On-premise: the location check, pending then success or fail; a refusal, time-out or error fails.
 * The position goes with a walk-in order: the server checks it lies inside the store's radius.
 */
export function useLocationCheck(): {
  status: LocationCheckStatus;
  position: GeoPoint | null;
  verify: () => void;
} {
  const [status, setStatus] = useState<LocationCheckStatus>('validating');
  const [position, setPosition] = useState<GeoPoint | null>(null);
  const attempt = useRef(0);

  /** Asks for the position; the status is already 'validating' when this runs. */
  const check = useCallback(() => {
    const current = ++attempt.current;
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
      (point) => {
        setPosition(point);
        settle('success');
      },
      () => settle('fail'),
    );
  }, []);

  const verify = useCallback(() => {
    setStatus('validating');
    check();
  }, [check]);

  useEffect(() => {
    check();
    return () => {
      attempt.current += 1; // ignore an answer that comes after the page is gone
    };
  }, [check]);

  return { status, position, verify };
}
