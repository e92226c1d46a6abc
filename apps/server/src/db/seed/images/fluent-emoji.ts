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

// Callers loading at the same moment (two seeds racing) share one read of the big file.
let pendingFile: Promise<Buffer> | null = null;

function readIconFile(): Promise<Buffer> {
  pendingFile ??= readFile(resolveFluentEmojiFile()).finally(() => {
    pendingFile = null;
  });
  return pendingFile;
}

/** The end of the JSON object that starts at `start` (a `{`), skipping braces inside strings; -1 if none. */
function objectEnd(text: Buffer, start: number): number {
  let depth = 0;
  let inString = false;
  for (let at = start; at < text.length; at += 1) {
    const byte = text[at];
    if (inString) {
      if (byte === 0x5c) {
        at += 1; // a backslash: the next byte is escaped
      } else if (byte === 0x22) {
        inString = false;
      }
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x7b) {
      depth += 1;
    } else if (byte === 0x7d) {
      depth -= 1;
      if (depth === 0) {
        return at;
      }
    }
  }
  return -1;
}

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * The named icons read out of the file's bytes without parsing all of it: `JSON.parse` of the whole set grew the
 * server's heap by ~250 MB on its first start, which V8 then kept. An icon's name is quoted and followed by `:`
 * only as a key (inside a body every quote is escaped); icons come before aliases. Null when an icon or the set's
 * size cannot be read this way: the caller then parses the whole file.
 */
function pickIcons(file: Buffer, names: Iterable<EmojiName>): IconifySet | null {
  const tail = file.subarray(Math.max(0, file.length - 400)).toString('utf8');
  const size = /"width":\s*(\d+),\s*"height":\s*(\d+)\s*}\s*$/.exec(tail);
  if (!size) {
    return null;
  }
  const icons: IconifySet['icons'] = {};
  // The set lists its icons by name: looked for in that order, the file is read through about once.
  let cursor = 0;
  for (const name of [...names].sort()) {
    const needle = `"${name}":`;
    let key = file.indexOf(needle, cursor);
    if (key < 0) {
      key = file.indexOf(needle);
    }
    let start = key < 0 ? -1 : key + name.length + 3;
    while (start >= 0 && start < file.length && WHITESPACE.has(file[start]!)) {
      start += 1;
    }
    if (start < 0 || file[start] !== 0x7b) {
      return null;
    }
    const end = objectEnd(file, start);
    const icon = end < 0 ? null : (JSON.parse(file.subarray(start, end + 1).toString('utf8')) as IconifyIcon);
    if (typeof icon?.body !== 'string') {
      return null;
    }
    icons[name] = icon;
    cursor = end;
  }
  return { icons, width: Number(size[1]), height: Number(size[2]) };
}

/**
 * Reads the MIT-licensed Fluent Emoji set (a 100 MB JSON) and keeps only the `names` asked for, so the
 * rest can be garbage-collected as soon as the images are written.
 */
export async function loadFluentEmoji(names: Iterable<EmojiName>): Promise<Map<EmojiName, EmojiArt>> {
  const wanted = [...names];
  const file = await readIconFile();
  const set = pickIcons(file, wanted) ?? (JSON.parse(file.toString('utf8')) as IconifySet);
  const arts = new Map<EmojiName, EmojiArt>();
  for (const name of wanted) {
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
