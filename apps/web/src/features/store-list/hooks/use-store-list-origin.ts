import { useCallback, useEffect, useState } from 'react';
import {
  getCurrentPoint,
  isPositionUnavailable,
  queryGeolocationPermission,
  type GeoPoint,
  type GeolocationPermission,
} from '@/lib/geolocation';
import type { StoreListOrigin } from '../api/locate-restaurants';

export interface StoreListOriginState {
  /** null while the permission is being read (no request goes out yet). */
  origin: StoreListOrigin | null;
  permission: GeolocationPermission | null;
  isLocating: boolean;
  /** The browser could not give a position: the diner is asked to enable location. */
  isLocationUnavailable: boolean;
  /** Asks for the position on the diner's tap; the list reloads with it when it comes. */
  locate: () => void;
}

/**
 * Loading restaurants: an address chosen by the diner wins; else the position when location permission
 * is already granted; otherwise the request goes out without coordinates.
 */
export function useStoreListOrigin(address: string | null): StoreListOriginState {
  const [permission, setPermission] = useState<GeolocationPermission | null>(null);
  const [point, setPoint] = useState<GeoPoint | null>(null);
  const [isLocating, setIsLocating] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const [isLocationUnavailable, setIsLocationUnavailable] = useState(false);

  const locate = useCallback(() => {
    setIsLocating(true);
    getCurrentPoint()
      .then((next) => {
        setPoint(next);
        setPermission('granted');
        setIsLocationUnavailable(false);
      })
      .catch((error: unknown) => {
        setHasFailed(true);
        setIsLocationUnavailable(isPositionUnavailable(error));
        if (!isPositionUnavailable(error)) {
          setPermission((current) => (current === 'granted' ? current : 'denied'));
        }
      })
      .finally(() => setIsLocating(false));
  }, []);

  useEffect(() => {
    let isCurrent = true;
    void queryGeolocationPermission().then((state) => {
      if (!isCurrent) {
        return;
      }
      setPermission(state);
      if (state === 'granted') {
        locate();
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [locate]);

  let origin: StoreListOrigin | null;
  if (address) {
    origin = { kind: 'address', address };
  } else if (point) {
    origin = { kind: 'point', point };
  } else if (permission === null || (permission === 'granted' && isLocating && !hasFailed)) {
    origin = null; // a granted position is on its way (at most 5 s)
  } else {
    origin = { kind: 'none' };
  }
  return { origin, permission, isLocating, isLocationUnavailable, locate };
}
