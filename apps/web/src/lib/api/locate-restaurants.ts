import { apiClient } from '@/lib/api-client';

/** Where to look: a point, an address the server geocodes, or nothing (the server's default area). */
export type LocateQuery = { latitude: number; longitude: number } | { address: string } | undefined;

/**
 * POST /locateRestaurants[?latitude=&longitude= | ?address=]: stores near a place, those taking orders first.
 * `W` is the caller's view of a store (the list's card, the closed store page's nearby ones).
 */
export async function locateRestaurants<W>(query: LocateQuery, signal?: AbortSignal): Promise<W[]> {
  const stores = await apiClient.post<W[]>('/locateRestaurants', { query, signal });
  return Array.isArray(stores) ? stores : [];
}
