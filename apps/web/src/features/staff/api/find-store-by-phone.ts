import { useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';

export interface PhoneStore {
  id: number;
  name: string;
  phoneNumber: string;
}

/** POST /searchRestaurants?phoneNumber=&includeHours=false: the first store answering at that number, or null. */
export async function findStoreByPhone(
  phoneNumber: string,
  signal?: AbortSignal,
): Promise<PhoneStore | null> {
  let stores: PhoneStore[];
  try {
    stores = await apiClient.post<PhoneStore[]>('/searchRestaurants', {
      query: { phoneNumber, includeHours: false },
      form: {},
      accessToken: null,
      signal,
    });
  } catch (error) {
    // A number no store answers (404) or that is no phone number (400): the screen's own line says so.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return null;
    }
    throw error;
  }
  const first = Array.isArray(stores) ? stores[0] : undefined;
  return first ? { id: first.id, name: first.name, phoneNumber: first.phoneNumber } : null;
}

export const useStoreByPhone = (phoneNumber: string) =>
  useQuery({
    queryKey: ['store-by-phone', phoneNumber] as const,
    queryFn: ({ signal }) => findStoreByPhone(phoneNumber, signal),
    enabled: phoneNumber !== '',
    staleTime: 5 * 60_000,
    // The screen says what failed itself; the spec swallows this search's failures.
    meta: { silent: true },
  });
