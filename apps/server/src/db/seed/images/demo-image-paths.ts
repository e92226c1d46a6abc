import type { SeedItem, SeedStore } from '../seed-types.js';

/** Image files live under `<DATA_DIR>/media/`; the rows hold their `/media/...` URLs. */

export const itemImagePath = (store: Pick<SeedStore, 'slug'>, item: Pick<SeedItem, 'code'>) =>
  `items/${store.slug}-${item.code.toLowerCase()}.svg`;

export const logoImagePath = (store: Pick<SeedStore, 'slug'>) => `stores/${store.slug}-logo.svg`;

export const bannerImagePath = (store: Pick<SeedStore, 'slug'>) => `stores/${store.slug}-banner.svg`;

export const toMediaUrl = (relativePath: string) => `/media/${relativePath}`;
