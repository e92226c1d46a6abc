import { apiClient } from '@/lib/api-client';
import type { LitePlace } from '../stores/onboarding-store';

interface GeocodedAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

/** POST /address/lookup: the typed address split into parts with its point; null when it cannot be placed. */
export async function lookupAddress(text: string): Promise<LitePlace | null> {
  try {
    const found = await apiClient.post<GeocodedAddress>('/address/lookup', {
      form: { text },
      accessToken: null,
    });
    return { ...found };
  } catch {
    return null;
  }
}
