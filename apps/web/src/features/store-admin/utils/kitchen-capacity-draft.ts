import {
  MAKE_MINUTES_MAX,
  SLOT_LIMIT_MINUTES_MAX,
  type KitchenCapacitySettingsInput,
} from '@orderlane/domain';
import type { KitchenCapacity } from '../api/kitchen-capacity';

/** The form's text fields: '' means unlimited (the limit) or "use the default" (a make time). */
export interface CapacityDraft {
  slotLimit: string;
  defaultMake: string;
  categories: Record<number, string>;
  items: Record<number, string>;
}

export type CapacityProblemKey = 'limitRange' | 'makeRange' | 'defaultRequired';
export interface CapacityProblem {
  field: string;
  key: CapacityProblemKey;
}

const text = (minutes: number | null) => (minutes === null ? '' : String(minutes));

export function toCapacityDraft(capacity: KitchenCapacity): CapacityDraft {
  return {
    slotLimit: text(capacity.slotLimitMinutes),
    defaultMake: String(capacity.defaultMakeMinutes),
    categories: Object.fromEntries(capacity.categories.map((row) => [row.categoryId, text(row.makeMinutes)])),
    items: Object.fromEntries(capacity.items.map((row) => [row.itemId, text(row.makeMinutes)])),
  };
}

/** A whole number in [0, max], or null when it is not one. */
function wholeMinutes(value: string, max: number): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) {
    return null;
  }
  const minutes = Number(trimmed);
  return minutes <= max ? minutes : null;
}

export function capacityDraftProblems(draft: CapacityDraft): CapacityProblem[] {
  const problems: CapacityProblem[] = [];
  if (draft.slotLimit.trim() !== '' && wholeMinutes(draft.slotLimit, SLOT_LIMIT_MINUTES_MAX) === null) {
    problems.push({ field: 'slotLimit', key: 'limitRange' });
  }
  if (draft.defaultMake.trim() === '') {
    problems.push({ field: 'defaultMake', key: 'defaultRequired' });
  } else if (wholeMinutes(draft.defaultMake, MAKE_MINUTES_MAX) === null) {
    problems.push({ field: 'defaultMake', key: 'makeRange' });
  }
  for (const [kind, values] of [
    ['category', draft.categories],
    ['item', draft.items],
  ] as const) {
    for (const [id, value] of Object.entries(values)) {
      if (value.trim() !== '' && wholeMinutes(value, MAKE_MINUTES_MAX) === null) {
        problems.push({ field: `${kind}-${id}`, key: 'makeRange' });
      }
    }
  }
  return problems;
}

const orNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** The PUT body of a draft without problems. */
export function toCapacityInput(draft: CapacityDraft): KitchenCapacitySettingsInput {
  return {
    slotLimitMinutes: orNull(draft.slotLimit),
    defaultMakeMinutes: Number(draft.defaultMake.trim()),
    categories: Object.entries(draft.categories).map(([id, value]) => ({
      categoryId: Number(id),
      makeMinutes: orNull(value),
    })),
    items: Object.entries(draft.items).map(([id, value]) => ({
      itemId: Number(id),
      makeMinutes: orNull(value),
    })),
  };
}
