import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moved } from '../utils/item-draft';
import { editorMenuQueryKey, menuCalls, type EditorCategory, type EditorItem } from './menu-editor-api';

export interface MenuStatus {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The editor's one-click changes (move, hide or show, delete). A move shows at once; every change then reads
 * the menu again, so a refused one puts the list back, and `report` says how each ended.
 */
export function useMenuActions(storeId: number, report: (status: MenuStatus) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = editorMenuQueryKey(storeId);
  const menu = () => queryClient.getQueryData<EditorCategory[]>(key) ?? [];

  async function run(name: string, call: () => Promise<unknown>, success: string) {
    try {
      await call();
      report({ tone: 'success', text: success });
    } catch (error) {
      report({
        tone: 'error',
        text: t('menuEditor.status.failed', { name, message: (error as Error).message }),
      });
    } finally {
      await queryClient.invalidateQueries({ queryKey: key });
    }
  }

  return {
    /** Moves a category to `to` (its new index). */
    moveCategory(category: EditorCategory, to: number) {
      const index = menu().findIndex((found) => found.id === category.id);
      const next = moved(menu(), index, to);
      queryClient.setQueryData(key, next);
      return run(
        category.name,
        () =>
          menuCalls.orderCategories(
            storeId,
            next.map((found) => found.id),
          ),
        t('menuEditor.status.moved'),
      );
    },

    /** Moves an item to `to` (its new index in the category). */
    moveItem(category: EditorCategory, item: EditorItem, to: number) {
      const items = moved(
        category.items,
        category.items.findIndex((found) => found.id === item.id),
        to,
      );
      queryClient.setQueryData(
        key,
        menu().map((found) => (found.id === category.id ? { ...found, items } : found)),
      );
      return run(
        item.name,
        () =>
          menuCalls.orderItems(
            storeId,
            category.id,
            items.map((found) => found.id),
          ),
        t('menuEditor.status.moved'),
      );
    },

    setCategoryActive(category: EditorCategory, active: boolean) {
      return run(
        category.name,
        () => menuCalls.updateCategory(storeId, category.id, { active }),
        t(active ? 'menuEditor.status.shown' : 'menuEditor.status.hidden', { name: category.name }),
      );
    },

    setItemActive(item: EditorItem, active: boolean) {
      return run(
        item.name,
        () => menuCalls.updateItem(storeId, item.id, { active }),
        t(active ? 'menuEditor.status.shown' : 'menuEditor.status.hidden', { name: item.name }),
      );
    },

    deleteCategory(category: EditorCategory) {
      return run(
        category.name,
        () => menuCalls.deleteCategory(storeId, category.id),
        t('menuEditor.status.deleted', { name: category.name }),
      );
    },

    deleteItem(item: EditorItem) {
      return run(
        item.name,
        () => menuCalls.deleteItem(storeId, item.id),
        t('menuEditor.status.deleted', { name: item.name }),
      );
    },
  };
}

export type MenuActions = ReturnType<typeof useMenuActions>;
