import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

async function listExistingFiles(mediaDir: string, folders: Iterable<string>): Promise<Set<string>> {
  const existing = new Set<string>();
  for (const folder of folders) {
    const names = await readdir(path.join(mediaDir, folder)).catch(() => [] as string[]);
    for (const name of names) {
      existing.add(`${folder}/${name}`);
    }
  }
  return existing;
}

/**
 * Writes the demo pictures that are not on disk yet and answers how many it wrote; a restart with every
 * file present reads two directories and nothing else (the emoji set is opened only when needed).
 */
export async function writeMissingDemoImages(
  stores: readonly SeedStore[],
  mediaDir: string,
): Promise<number> {
  const images = listDemoImages(stores);
  const existing = await listExistingFiles(
    mediaDir,
    new Set(images.map((image) => path.posix.dirname(image.relativePath))),
  );
  const missing = images.filter((image) => !existing.has(image.relativePath));
  if (missing.length === 0) {
    return 0;
  }
  const arts = await loadFluentEmoji(new Set(missing.flatMap((image) => image.emojis)));
  for (const image of missing) {
    const target = path.join(mediaDir, image.relativePath);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a crash or a concurrent seed never leaves a half-written picture behind.
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, image.compose(image.emojis.map((name) => arts.get(name)!)));
    await rename(partial, target);
  }
  return missing.length;
}
