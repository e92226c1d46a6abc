import { DomainError, centsToDollars, dollarsToCents, optionGroupProblems } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import * as repository from './menu-editor-repository.js';
import type { StoreChangeNotifier } from './store-change-notifier.js';

export interface OptionGroupInput {
  name: string;
  required: boolean;
  numOfChoice: number;
  multiQtyAllowed: boolean;
  options: {
    name: string;
    cnName?: string | null | undefined;
    price: number;
    active?: boolean | undefined;
  }[];
}

export interface ItemInput {
  categoryId?: number | undefined;
  code?: string | null | undefined;
  name?: string | undefined;
  cnName?: string | null | undefined;
  description?: string | null | undefined;
  price?: number | undefined;
  mPrice?: number | null | undefined;
  spicy?: boolean | undefined;
  raw?: boolean | undefined;
  active?: boolean | undefined;
  printerName?: string | null | undefined;
  availableFrom?: string | null | undefined;
  availableUntil?: string | null | undefined;
  optionGroups?: OptionGroupInput[] | undefined;
}

export interface CategoryInput {
  name?: string | undefined;
  cnName?: string | null | undefined;
  description?: string | null | undefined;
  active?: boolean | undefined;
  availableFrom?: string | null | undefined;
  availableUntil?: string | null | undefined;
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

const notFound = (what: string) => new DomainError('not_found', `This ${what} is not on this store's menu.`);

/** Categories, items and option groups as the owner edits them (dollars on the wire, cents inside). */
export function createMenuEditorService({ db, notifier }: { db: Db; notifier: StoreChangeNotifier }) {
  async function getMenu(storeId: number) {
    const [categories, items] = await Promise.all([
      repository.findCategories(db, storeId),
      repository.findItems(db, storeId),
    ]);
    const groups = await repository.findGroups(
      db,
      items.map((item) => item.id),
    );
    const options = await repository.findOptions(
      db,
      groups.map((group) => group.id),
    );
    return categories.map((category) => ({
      id: category.id,
      name: category.name,
      cnName: category.cnName,
      description: category.description,
      active: category.active,
      availableFrom: category.availableFrom,
      availableUntil: category.availableUntil,
      items: items
        .filter((item) => item.categoryId === category.id)
        .map((item) => ({
          id: item.id,
          code: item.code,
          name: item.name,
          cnName: item.cnName,
          description: item.description,
          price: centsToDollars(item.priceCents),
          mPrice: item.mPriceCents === null ? null : centsToDollars(item.mPriceCents),
          spicy: item.spicy,
          raw: item.raw,
          active: item.active,
          soldOut: item.soldOut,
          printerName: item.printerName,
          availableFrom: item.availableFrom,
          availableUntil: item.availableUntil,
          imageUrl: item.imageUrl,
          optionGroups: groups
            .filter((group) => group.itemId === item.id)
            .map((group) => ({
              id: group.id,
              name: group.name,
              required: group.required,
              numOfChoice: group.numOfChoice,
              multiQtyAllowed: group.multiQtyAllowed,
              options: options
                .filter((option) => option.groupId === group.id)
                .map((option) => ({
                  id: option.id,
                  name: option.name,
                  cnName: option.cnName,
                  price: centsToDollars(option.priceCents),
                  active: option.active,
                })),
            })),
        })),
    }));
  }

  async function assertCategory(storeId: number, categoryId: number) {
    const categories = await repository.findCategories(db, storeId);
    if (!categories.some((category) => category.id === categoryId)) {
      throw notFound('category');
    }
  }

  function checkGroups(groups: OptionGroupInput[]) {
    const problems = groups.flatMap((group) =>
      optionGroupProblems(
        group,
        group.options.map((option) => ({ active: option.active ?? true })),
      ),
    );
    if (problems.length > 0) {
      throw new DomainError('invalid_data', problems.join(' '));
    }
    return groups.map((group) => ({
      ...group,
      options: group.options.map((option) => ({
        name: option.name,
        cnName: option.cnName ?? null,
        priceCents: dollarsToCents(option.price),
        active: option.active ?? true,
      })),
    }));
  }

  function itemChange(input: ItemInput): repository.ItemChange {
    return defined({
      categoryId: input.categoryId,
      code: input.code,
      name: input.name,
      cnName: input.cnName,
      description: input.description,
      priceCents: input.price === undefined ? undefined : dollarsToCents(input.price),
      mPriceCents:
        input.mPrice === undefined ? undefined : input.mPrice === null ? null : dollarsToCents(input.mPrice),
      spicy: input.spicy,
      raw: input.raw,
      active: input.active,
      printerName: input.printerName,
      availableFrom: input.availableFrom,
      availableUntil: input.availableUntil,
    });
  }

  async function changed<T>(storeId: number, result: T) {
    await notifier.storeChanged(storeId);
    return result;
  }

  return {
    getMenu,

    async createCategory(storeId: number, input: CategoryInput & { name: string }) {
      const id = await repository.insertCategory(
        db,
        storeId,
        defined(input) as CategoryInput & { name: string },
      );
      return changed(storeId, { id });
    },

    async updateCategory(storeId: number, categoryId: number, input: CategoryInput) {
      if (!(await repository.updateCategory(db, storeId, categoryId, defined(input)))) {
        throw notFound('category');
      }
      return changed(storeId, { id: categoryId });
    },

    /** Deleting a category deletes its items; placed orders keep their lines (copies, not references). */
    async deleteCategory(storeId: number, categoryId: number) {
      if (!(await repository.deleteCategory(db, storeId, categoryId))) {
        throw notFound('category');
      }
      return changed(storeId, { id: categoryId });
    },

    async reorderCategories(storeId: number, ids: number[]) {
      const known = new Set((await repository.findCategories(db, storeId)).map((category) => category.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
        throw new DomainError('invalid_data', 'List every category of the store exactly once.');
      }
      await db.transaction((tx) => repository.setCategoryOrder(tx, storeId, ids));
      return changed(storeId, { ids });
    },

    async createItem(
      storeId: number,
      input: ItemInput & { categoryId: number; name: string; price: number },
    ) {
      await assertCategory(storeId, input.categoryId);
      const groups = checkGroups(input.optionGroups ?? []);
      const id = await db.transaction(async (tx) => {
        const itemId = await repository.insertItem(
          tx,
          storeId,
          itemChange(input) as repository.ItemChange & {
            categoryId: number;
            name: string;
            priceCents: number;
          },
        );
        await repository.replaceOptionGroups(tx, itemId, groups);
        return itemId;
      });
      return changed(storeId, { id });
    },

    /** Edits an item; `optionGroups`, when sent, replaces the item's groups whole. */
    async updateItem(storeId: number, itemId: number, input: ItemInput) {
      if (input.categoryId !== undefined) {
        await assertCategory(storeId, input.categoryId);
      }
      const groups = input.optionGroups === undefined ? null : checkGroups(input.optionGroups);
      await db.transaction(async (tx) => {
        if (!(await repository.updateItem(tx, storeId, itemId, itemChange(input)))) {
          throw notFound('item');
        }
        if (groups) {
          await repository.replaceOptionGroups(tx, itemId, groups);
        }
      });
      return changed(storeId, { id: itemId });
    },

    async deleteItem(storeId: number, itemId: number) {
      if (!(await repository.deleteItem(db, storeId, itemId))) {
        throw notFound('item');
      }
      return changed(storeId, { id: itemId });
    },

    async reorderItems(storeId: number, categoryId: number, ids: number[]) {
      await assertCategory(storeId, categoryId);
      const known = new Set(
        (await repository.findItems(db, storeId))
          .filter((item) => item.categoryId === categoryId)
          .map((item) => item.id),
      );
      if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
        throw new DomainError('invalid_data', 'List every item of the category exactly once.');
      }
      await db.transaction((tx) => repository.setItemOrder(tx, storeId, categoryId, ids));
      return changed(storeId, { ids });
    },
  };
}

export type MenuEditorService = ReturnType<typeof createMenuEditorService>;
