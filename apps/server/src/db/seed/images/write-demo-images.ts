import path from 'node:path';
import type { ObjectStorage } from '@/plugins/storage/object-storage.js';
import type { SeedStore } from '../seed-types.js';
import { ITEM_TINTS, composeBanner, composeItemImage, composeLogo } from './compose-svg.js';
import { bannerImagePath, itemImagePath, logoImagePath } from './demo-image-paths.js';
import type { EmojiName } from './emoji-names.js';
import { loadFluentEmoji, type EmojiArt } from './fluent-emoji.js';

interface DemoImage {
  relativePath: string;
  emojis: EmojiName[];
  compose: (arts: EmojiArt[]) => string;
}

/** Every picture the demo stores reference: a logo, a banner and one per item. */
export function listDemoImages(stores: readonly SeedStore[]): DemoImage[] {
  return stores.flatMap((store, storeIndex) => [
    {
      relativePath: logoImagePath(store),
      emojis: [store.logoEmoji],
      compose: ([art]) => composeLogo(art!, store.palette),
    },
    {
      relativePath: bannerImagePath(store),
      emojis: store.bannerEmojis,
      compose: (arts) => composeBanner(arts, store.palette),
    },
    ...store.categories.flatMap((category, categoryIndex) => {
      const tint = ITEM_TINTS[(storeIndex + categoryIndex) % ITEM_TINTS.length]!;
      return category.items.map<DemoImage>((item) => ({
        relativePath: itemImagePath(store, item),
        emojis: [item.emoji],
        compose: ([art]) => composeItemImage(art!, tint),
      }));
    }),
  ]);
}

type MediaArea = Pick<ObjectStorage, 'put' | 'list'>;

async function listExistingFiles(media: MediaArea, folders: Iterable<string>): Promise<Set<string>> {
  const existing = new Set<string>();
  for (const folder of folders) {
    for (const name of await media.list('media', folder)) {
      existing.add(name);
    }
  }
  return existing;
}

/**
 * Writes the demo pictures the storage's media area does not have yet and answers how many it wrote; a restart
 * with every file present lists two folders and nothing else (the emoji set is opened only when needed).
 */
export async function writeMissingDemoImages(
  stores: readonly SeedStore[],
  media: MediaArea,
): Promise<number> {
  const images = listDemoImages(stores);
  const existing = await listExistingFiles(
    media,
    new Set(images.map((image) => path.posix.dirname(image.relativePath))),
  );
  const missing = images.filter((image) => !existing.has(image.relativePath));
  if (missing.length === 0) {
    return 0;
  }
  const arts = await loadFluentEmoji(new Set(missing.flatMap((image) => image.emojis)));
  for (const image of missing) {
    // The storage writes whole files only (a partial file renamed, or one S3 PUT): a crash or a concurrent
    // seed never leaves half a picture behind.
    const svg = Buffer.from(image.compose(image.emojis.map((name) => arts.get(name)!)));
    await media.put('media', image.relativePath, svg, 'image/svg+xml');
  }
  return missing.length;
}
