import { ApiError, apiClient } from '@/lib/api-client';
import type { LitePlace } from '../stores/onboarding-store';

interface GeocodedAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

/**
 * POST /address/lookup: the typed address split into parts with its point; null when the server cannot place it
 * (a 4xx). A network or server failure is thrown, so it is never mistaken for a wrong address.
 */
export async function lookupAddress(text: string): Promise<LitePlace | null> {
  try {
    const found = await apiClient.post<GeocodedAddress>('/address/lookup', {
      form: { text },
      accessToken: null,
    });
    return { ...found };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      return null;
    }
    throw error;
  }
}
