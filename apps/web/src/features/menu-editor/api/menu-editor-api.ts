import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

export interface EditorOption {
  id?: number;
  name: string;
  cnName: string | null;
  price: number;
  active: boolean;
}

export interface EditorOptionGroup {
  id?: number;
  name: string;
  required: boolean;
  numOfChoice: number;
  multiQtyAllowed: boolean;
  options: EditorOption[];
}

/** One item as the menu editor reads it (prices in dollars). */
export interface EditorItem {
  id: number;
  code: string | null;
  name: string;
  cnName: string | null;
  description: string | null;
  price: number;
  mPrice: number | null;
  spicy: boolean;
  raw: boolean;
  active: boolean;
  soldOut: boolean;
  printerName: string | null;
  /** The daily window ('HH:mm', store time) the item is sold in; null bounds are open. */
  availableFrom?: string | null;
  availableUntil?: string | null;
  /** The picture diners see (a /media/... path), or null. */
  imageUrl?: string | null;
  optionGroups: EditorOptionGroup[];
}

export interface EditorCategory {
  id: number;
  name: string;
  cnName: string | null;
  description: string | null;
  active: boolean;
  availableFrom?: string | null;
  availableUntil?: string | null;
  items: EditorItem[];
}

export interface CategoryChanges {
  name?: string;
  cnName?: string;
  description?: string;
  active?: boolean;
  /** '' clears the bound. */
  availableFrom?: string;
  availableUntil?: string;
}

/** An item's fields as sent; `optionGroups` replaces the item's groups whole; mPrice '' = derived from mRate. */
export interface ItemChanges {
  categoryId?: number;
  name?: string;
  cnName?: string;
  description?: string;
  price?: string;
  mPrice?: string;
  spicy?: boolean;
  raw?: boolean;
  active?: boolean;
  printerName?: string;
  availableFrom?: string;
  availableUntil?: string;
  optionGroups?: {
    name: string;
    required: boolean;
    numOfChoice: number | string;
    multiQtyAllowed: boolean;
    options: { name: string; cnName: string | null; price: string; active: boolean }[];
  }[];
}

const auth = () => ({ accessToken: getOwnerAccessToken() });
const base = (storeId: number) => `/portal/stores/${storeId}`;

/** GET /portal/stores/{storeId}/menu-editor: every category (hidden ones too) with its items and groups. */
export async function getEditorMenu(storeId: number, signal?: AbortSignal): Promise<EditorCategory[]> {
  const answer = await apiClient.get<{ data: { categories: EditorCategory[] } }>(
    `${base(storeId)}/menu-editor`,
    { ...auth(), signal },
  );
  return answer.data.categories;
}

type Saved = { id: number } | { ids: number[] };
const post = (path: string, form: Record<string, unknown>) =>
  apiClient.post<{ data: Saved }>(path, { ...auth(), form: form as Record<string, string> });

/** Every change the editor makes, each one call on the server's menu-editor routes. */
export const menuCalls = {
  createCategory: (storeId: number, changes: CategoryChanges & { name: string }) =>
    post(`${base(storeId)}/categories`, { ...changes }),
  updateCategory: (storeId: number, categoryId: number, changes: CategoryChanges) =>
    post(`${base(storeId)}/categories/${categoryId}`, { ...changes }),
  deleteCategory: (storeId: number, categoryId: number) =>
    apiClient.delete<{ data: Saved }>(`${base(storeId)}/categories/${categoryId}`, auth()),
  orderCategories: (storeId: number, ids: number[]) => post(`${base(storeId)}/category-order`, { ids }),
  orderItems: (storeId: number, categoryId: number, ids: number[]) =>
    post(`${base(storeId)}/categories/${categoryId}/item-order`, { ids }),
  createItem: (storeId: number, changes: ItemChanges & { categoryId: number }) =>
    post(`${base(storeId)}/items`, { ...changes }),
  updateItem: (storeId: number, itemId: number, changes: ItemChanges) =>
    post(`${base(storeId)}/items/${itemId}`, { ...changes }),
  deleteItem: (storeId: number, itemId: number) =>
    apiClient.delete<{ data: Saved }>(`${base(storeId)}/items/${itemId}`, auth()),
};

export const editorMenuQueryKey = (storeId: number) => ['menu-editor', storeId] as const;

export const useEditorMenu = (storeId: number) =>
  useQuery(
    queryOptions({
      queryKey: editorMenuQueryKey(storeId),
      queryFn: ({ signal }) => getEditorMenu(storeId, signal),
      meta: { silent: true },
    }),
  );

/** A menu change; once it settles the editor reads the menu again, so what it shows is what was saved. */
export function useMenuChange<T>(storeId: number, call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: editorMenuQueryKey(storeId) }),
    meta: { silent: true },
  });
}

/** GET /portal/stores/{storeId}/menu.csv, handed to the browser as a download. */
export async function downloadMenuCsv(storeId: number): Promise<void> {
  const blob = await apiClient.getBlob(`${base(storeId)}/menu.csv`, auth());
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `menu-${storeId}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One cell an import changes, as the file shows it. */
export interface CsvCellChange {
  field: string;
  from: string;
  to: string;
}

/** What an import does (the preview's answer, and the import's). */
export interface MenuImportSummary {
  categories: number;
  items: number;
  added: { category: string; name: string }[];
  changed: { category: string; name: string; changes: CsvCellChange[] }[];
  removed: { category: string; name: string }[];
  categoriesAdded: string[];
  categoriesChanged: { name: string; changes: CsvCellChange[] }[];
  categoriesRemoved: string[];
  reordered: boolean;
  unchanged: number;
}

/** POST /portal/stores/{storeId}/menu-import/preview: what importing the file would do, nothing written. */
export async function previewMenuCsv(
  storeId: number,
  csv: string,
): Promise<MenuImportSummary & { fingerprint: string }> {
  const answer = await apiClient.post<{ data: MenuImportSummary & { fingerprint: string } }>(
    `${base(storeId)}/menu-import/preview`,
    { ...auth(), form: { csv } },
  );
  return answer.data;
}

/**
 * POST /portal/stores/{storeId}/menu-import: brings the menu to the file's, or a 400 listing the bad rows; with
 * the preview's fingerprint, a 409 when the menu changed since the preview.
 */
export async function importMenuCsv(
  storeId: number,
  csv: string,
  fingerprint?: string,
): Promise<MenuImportSummary> {
  const answer = await apiClient.post<{ data: MenuImportSummary }>(`${base(storeId)}/menu-import`, {
    ...auth(),
    form: { csv, ...(fingerprint ? { fingerprint } : {}) },
  });
  return answer.data;
}
