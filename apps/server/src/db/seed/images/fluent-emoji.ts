import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { EmojiName } from './emoji-names.js';

/** One emoji as SVG content for a nested `<svg>` or `<symbol>`. */
export interface EmojiArt {
  viewBox: string;
  body: string;
}

interface IconifyIcon {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

interface IconifySet {
  icons: Record<string, IconifyIcon | undefined>;
  width?: number;
  height?: number;
}

/** Iconify's default icon size when neither the icon nor the set gives one. */
const DEFAULT_SIZE = 16;

export function resolveFluentEmojiFile(): string {
  return createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji/icons.json');
}

// Callers loading at the same moment (two seeds racing) share one parse of the big file.
let pendingIconSet: Promise<IconifySet> | null = null;

function readIconSet(): Promise<IconifySet> {
  pendingIconSet ??= readFile(resolveFluentEmojiFile(), 'utf8')
    .then((text) => JSON.parse(text) as IconifySet)
    .finally(() => {
      pendingIconSet = null;
    });
  return pendingIconSet;
}

/**
 * Reads the MIT-licensed Fluent Emoji set (a 100 MB JSON) and keeps only the `names` asked for, so the
 * rest can be garbage-collected as soon as the images are written.
 */
export async function loadFluentEmoji(names: Iterable<EmojiName>): Promise<Map<EmojiName, EmojiArt>> {
  const set = await readIconSet();
  const arts = new Map<EmojiName, EmojiArt>();
  for (const name of names) {
    const icon = set.icons[name];
    if (!icon) {
      throw new Error(`The Fluent Emoji set has no icon named "${name}"`);
    }
    const width = icon.width ?? set.width ?? DEFAULT_SIZE;
    const height = icon.height ?? set.height ?? DEFAULT_SIZE;
    arts.set(name, { viewBox: `${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}`, body: icon.body });
  }
  return arts;
}

/**
 * Gives every id in an emoji body (gradients, filters, masks) a prefix, so two emoji drawn in the same
 * file cannot reference each other's definitions.
 */
export function prefixIds(body: string, prefix: string): string {
  const ids = new Set(Array.from(body.matchAll(/\bid="([^"]+)"/g), (match) => match[1] ?? ''));
  if (ids.size === 0) {
    return body;
  }
  return body.replace(/(\bid="|url\(#|href="#)([^")]+)/g, (whole, lead: string, id: string) =>
    ids.has(id) ? `${lead}${prefix}${id}` : whole,
  );
}
