import type { EditorItem, EditorOptionGroup, ItemChanges } from '../api/menu-editor-api';

/** How many picks a group takes: required N, optional up to N, or optional with no limit. */
export type GroupKind = 'required' | 'upTo' | 'any';

export interface OptionDraft {
  key: string;
  name: string;
  cnName: string | null;
  price: string;
  active: boolean;
}

export interface GroupDraft {
  key: string;
  name: string;
  kind: GroupKind;
  count: string;
  multiQty: boolean;
  options: OptionDraft[];
}

/** An item as its form holds it: every field a string as typed, so nothing is lost when a save fails. */
export interface ItemDraft {
  name: string;
  cnName: string;
  description: string;
  price: string;
  mPrice: string;
  spicy: boolean;
  raw: boolean;
  active: boolean;
  printerName: string;
  availableFrom: string;
  availableUntil: string;
  groups: GroupDraft[];
}

let nextKey = 0;
export const newKey = () => `draft-${(nextKey += 1)}`;

const money = (dollars: number) => dollars.toFixed(2);

export const kindOf = (group: Pick<EditorOptionGroup, 'required' | 'numOfChoice'>): GroupKind =>
  group.required ? 'required' : group.numOfChoice > 0 ? 'upTo' : 'any';

export const emptyOption = (): OptionDraft => ({
  key: newKey(),
  name: '',
  cnName: null,
  price: '0.00',
  active: true,
});

export const emptyGroup = (): GroupDraft => ({
  key: newKey(),
  name: '',
  kind: 'required',
  count: '1',
  multiQty: false,
  options: [emptyOption()],
});

export function toItemDraft(item: EditorItem | null): ItemDraft {
  return {
    name: item?.name ?? '',
    cnName: item?.cnName ?? '',
    description: item?.description ?? '',
    price: item ? money(item.price) : '',
    mPrice: item?.mPrice === null || item?.mPrice === undefined ? '' : money(item.mPrice),
    spicy: item?.spicy ?? false,
    raw: item?.raw ?? false,
    active: item?.active ?? true,
    printerName: item?.printerName ?? '',
    availableFrom: item?.availableFrom ?? '',
    availableUntil: item?.availableUntil ?? '',
    groups: (item?.optionGroups ?? []).map((group) => ({
      key: newKey(),
      name: group.name,
      kind: kindOf(group),
      count: String(Math.max(1, group.numOfChoice)),
      multiQty: group.multiQtyAllowed,
      options: group.options.map((option) => ({
        key: newKey(),
        name: option.name,
        cnName: option.cnName,
        price: money(option.price),
        active: option.active,
      })),
    })),
  };
}

/** The body of a save: texts trimmed, numbers left as typed for the server to check (and explain). */
export function toItemChanges(draft: ItemDraft): ItemChanges {
  return {
    name: draft.name.trim(),
    cnName: draft.cnName.trim(),
    description: draft.description.trim(),
    price: draft.price.trim().replace(/^\$/, ''),
    mPrice: draft.mPrice.trim().replace(/^\$/, ''),
    spicy: draft.spicy,
    raw: draft.raw,
    active: draft.active,
    printerName: draft.printerName.trim(),
    availableFrom: draft.availableFrom,
    availableUntil: draft.availableUntil,
    optionGroups: draft.groups.map((group) => ({
      name: group.name.trim(),
      required: group.kind === 'required',
      numOfChoice: group.kind === 'any' ? 0 : group.count.trim(),
      multiQtyAllowed: group.multiQty,
      options: group.options.map((option) => ({
        name: option.name.trim(),
        cnName: option.cnName,
        price: option.price.trim().replace(/^\$/, ''),
        active: option.active,
      })),
    })),
  };
}

/** Moves the entry at `from` to `to` (a drop, or one place up or down); the same list when it cannot move. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) {
    return next;
  }
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
}
