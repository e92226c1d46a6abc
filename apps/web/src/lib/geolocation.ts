/** Browser geolocation with a 5 s time-out, any cached position accepted, low accuracy. */
export const GEOLOCATION_TIMEOUT_MS = 5000;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export type GeolocationPermission = 'granted' | 'denied' | 'prompt' | 'unsupported';

/** The permission state without asking the diner (the store list asks only when the browser would). */
export async function queryGeolocationPermission(): Promise<GeolocationPermission> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    return 'unsupported';
  }
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    return 'prompt'; // no Permissions API: asking is the only way to know
  }
}

/** Resolves with the position; rejects with the GeolocationPositionError (or an Error when unsupported). */
export function getCurrentPoint(): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error('Geolocation is not supported by this browser.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: Infinity },
    );
  });
}

/** True when the browser said the position is unavailable (as opposed to the diner refusing). */
export function isPositionUnavailable(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as GeolocationPositionError).code === 2
  );
}
