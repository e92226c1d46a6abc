import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

export interface StoreMenuFile {
  id: number;
  name: string;
  contentType: string;
  sizeBytes: number;
}

/** GET /onboarding/uploads?storeId=: the menu files the store's owner sent (add-menu or the merchant flow). */
export async function getMenuFiles(storeId: number, signal?: AbortSignal): Promise<StoreMenuFile[]> {
  const answer = await apiClient.get<{ data: StoreMenuFile[] }>('/onboarding/uploads', {
    query: { storeId },
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data;
}

export const useMenuFiles = (storeId: number) =>
  useQuery(
    queryOptions({
      queryKey: ['onboarding', 'menu-files', storeId] as const,
      queryFn: ({ signal }) => getMenuFiles(storeId, signal),
      meta: { silent: true },
    }),
  );

/**
 * GET /uploads/{id} with the owner's token (files are never public), shown in a tab opened at the click, so no
 * pop-up blocker stops it; the tab is closed again when the file cannot be fetched.
 */
export async function openMenuFile(uploadId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await apiClient.getBlob(`/uploads/${uploadId}`, { accessToken: getOwnerAccessToken() });
    const url = URL.createObjectURL(blob);
    if (tab) {
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
