import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

export type StoreImageKind = 'logo' | 'banner' | 'item';

export interface StoreImages {
  storeId: number;
  logoUrl: string | null;
  bannerUrl: string | null;
}

export interface SavedImage {
  kind: StoreImageKind;
  itemId: number | null;
  /** A public /media/uploads/... path, or null once an item's picture is removed. */
  url: string | null;
}

export const storeImagesQueryKey = (storeId: number) => ['store-images', storeId] as const;

/** GET /portal/stores/{storeId}/images: the logo and banner the store page shows. */
export async function getStoreImages(storeId: number): Promise<StoreImages> {
  const answer = await apiClient.get<{ data: StoreImages }>(`/portal/stores/${storeId}/images`, {
    accessToken: getOwnerAccessToken(),
  });
  return answer.data;
}

export function useStoreImages(storeId: number) {
  return useQuery(
    queryOptions({ queryKey: storeImagesQueryKey(storeId), queryFn: () => getStoreImages(storeId) }),
  );
}

/** POST /portal/stores/{storeId}/images (multipart): the cropped picture, already at the size it is served. */
export async function uploadStoreImage(
  storeId: number,
  upload: { kind: StoreImageKind; itemId?: number | undefined; picture: Blob },
): Promise<SavedImage> {
  const form = new FormData();
  form.set('kind', upload.kind);
  if (upload.itemId !== undefined) {
    form.set('itemId', String(upload.itemId));
  }
  const extension = upload.picture.type === 'image/webp' ? 'webp' : 'jpg';
  form.set('file', upload.picture, `${upload.kind}.${extension}`);
  const answer = await apiClient.post<{ data: SavedImage }>(`/portal/stores/${storeId}/images`, {
    accessToken: getOwnerAccessToken(),
    multipart: form,
  });
  return answer.data;
}

/** DELETE /portal/stores/{storeId}/images/items/{itemId}: the item shows no picture. */
export async function removeItemImage(storeId: number, itemId: number): Promise<SavedImage> {
  const answer = await apiClient.delete<{ data: SavedImage }>(
    `/portal/stores/${storeId}/images/items/${itemId}`,
    { accessToken: getOwnerAccessToken() },
  );
  return answer.data;
}

/** Uploads or removes one slot's picture; the store's logo and banner are refetched after either. */
export function useStoreImageChange(storeId: number) {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: storeImagesQueryKey(storeId) });
  const upload = useMutation({
    mutationFn: (input: Parameters<typeof uploadStoreImage>[1]) => uploadStoreImage(storeId, input),
    onSettled: settled,
    meta: { silent: true },
  });
  const remove = useMutation({
    mutationFn: (itemId: number) => removeItemImage(storeId, itemId),
    onSettled: settled,
    meta: { silent: true },
  });
  return { upload, remove };
}
