import type { SeedOption, SeedOptionGroup } from './seed-types.js';

/** The few shapes of option group every demo menu uses. */

export function pick(name: string, cnName: string, priceCents = 0): SeedOption {
  return { name, cnName, priceCents, active: true };
}

/** An option the kitchen has switched off; the storefront hides it. */
export function pausePick(name: string, cnName: string, priceCents = 0): SeedOption {
  return { name, cnName, priceCents, active: false };
}

/** Required single choice (a radio): 'Choose a size', a spice level, a rice. */
export function chooseOne(name: string, options: SeedOption[]): SeedOptionGroup {
  return { name, required: true, numOfChoice: 1, multiQtyAllowed: false, options };
}

/** Required, `count` picks in total; the same option may be taken twice ('Choose 2 sides'). */
export function chooseSeveral(name: string, count: number, options: SeedOption[]): SeedOptionGroup {
  return { name, required: true, numOfChoice: count, multiQtyAllowed: true, options };
}

/** Optional, at most `max` picks ('Choose up to N'). */
export function chooseUpTo(name: string, max: number, options: SeedOption[]): SeedOptionGroup {
  return { name, required: false, numOfChoice: max, multiQtyAllowed: false, options };
}

/** Optional and unlimited; each extra may be doubled or tripled ('Extra toppings'). */
export function addExtras(name: string, options: SeedOption[]): SeedOptionGroup {
  return { name, required: false, numOfChoice: 0, multiQtyAllowed: true, options };
}

/** An optional group whose only option is off for the season, so the storefront hides the whole group. */
export function offerSeasonal(name: string, option: Omit<SeedOption, 'active'>): SeedOptionGroup {
  return {
    name,
    required: false,
    numOfChoice: 1,
    multiQtyAllowed: false,
    options: [{ ...option, active: false }],
  };
}
