import type { DisplayLocale } from '../pricing/item-prices.js';

/** The name a diner reads: the Chinese name (cnName) for zh-CN when there is one, else the name. */
export function localizedName(
  entity: { name: string; cnName?: string | null },
  locale: DisplayLocale,
): string {
  return locale === 'zh-CN' && entity.cnName ? entity.cnName : entity.name;
}
