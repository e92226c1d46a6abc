import { open, readFile, type FileHandle } from 'node:fs/promises';
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

export interface IconifySet {
  icons: Record<string, IconifyIcon | undefined>;
  width?: number;
  height?: number;
}

/** Iconify's default icon size when neither the icon nor the set gives one. */
const DEFAULT_SIZE = 16;

export function resolveFluentEmojiFile(): string {
  return createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji/icons.json');
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

/** How much of the file is read at a time: the one piece of it in memory, with the icon being read. */
const CHUNK_BYTES = 1 << 20;

/**
 * The file read front to back a chunk at a time, keeping only what has not been looked at yet. Read whole, its
 * 100 MB stayed in the process until a full garbage collection, which an idle server may not run for hours (a
 * PostgreSQL server seeds on its first start in its own process: docs/PERFORMANCE.md §8.8).
 */
class ForwardReader {
  private window = Buffer.alloc(0);
  private position = 0;

  constructor(
    private readonly handle: FileHandle,
    private readonly chunkBytes: number,
  ) {}

  /** Reads the next chunk onto the window; false at the end of the file. */
  private async readMore(): Promise<boolean> {
    const chunk = Buffer.allocUnsafe(this.chunkBytes);
    const { bytesRead } = await this.handle.read(chunk, 0, this.chunkBytes, this.position);
    this.position += bytesRead;
    this.window = Buffer.concat([this.window, chunk.subarray(0, bytesRead)]);
    return bytesRead > 0;
  }

  /**
   * The JSON object that follows the next `needle` (with whitespace between), the file read on past it; null
   * when the rest of the file has no such key, or the key is not followed by an object.
   */
  async objectAfter(needle: string): Promise<unknown> {
    const needleBytes = Buffer.byteLength(needle);
    let key = this.window.indexOf(needle);
    while (key < 0) {
      // The needle may straddle two chunks: the bytes that could begin it are kept.
      this.window = this.window.subarray(Math.max(0, this.window.length - needleBytes + 1));
      if (!(await this.readMore())) {
        return null;
      }
      key = this.window.indexOf(needle);
    }
    let start = key + needleBytes;
    let end = -1;
    while (end < 0) {
      while (start < this.window.length && WHITESPACE.has(this.window[start]!)) {
        start += 1;
      }
      if (start < this.window.length && this.window[start] !== 0x7b) {
        return null;
      }
      end = start < this.window.length ? objectEnd(this.window, start) : -1;
      if (end < 0 && !(await this.readMore())) {
        return null;
      }
    }
    const object: unknown = JSON.parse(this.window.subarray(start, end + 1).toString('utf8'));
    this.window = this.window.subarray(end + 1);
    return object;
  }
}

/** The set's default icon size, from the few hundred bytes that end the file. */
async function readSetSize(handle: FileHandle): Promise<{ width: number; height: number } | null> {
  const { size } = await handle.stat();
  const tail = Buffer.alloc(Math.min(400, size));
  await handle.read(tail, 0, tail.length, size - tail.length);
  const found = /"width":\s*(\d+),\s*"height":\s*(\d+)\s*}\s*$/.exec(tail.toString('utf8'));
  return found ? { width: Number(found[1]), height: Number(found[2]) } : null;
}

/**
 * The named icons read out of the file's bytes without parsing all of it: `JSON.parse` of the whole set grew the
 * server's heap several times over on its first start, which V8 then kept. An icon's name is quoted and followed by `:`
 * only as a key (inside a body every quote is escaped); icons come before aliases, by name, so the names are
 * looked for in that order and the file is read through once (again for any name found out of order). Null
 * when an icon or the set's size cannot be read this way: the caller then parses the whole file.
 */
export async function pickIcons<Name extends string>(
  file: string,
  names: Iterable<Name>,
  chunkBytes = CHUNK_BYTES,
): Promise<IconifySet | null> {
  const handle = await open(file);
  try {
    const size = await readSetSize(handle);
    if (!size) {
      return null;
    }
    const icons: IconifySet['icons'] = {};
    let left = [...new Set(names)].sort();
    for (let pass = 0; pass < 2 && left.length > 0; pass += 1) {
      const reader = new ForwardReader(handle, chunkBytes);
      const notFound: Name[] = [];
      for (const name of left) {
        const icon = (await reader.objectAfter(`"${name}":`)) as IconifyIcon | null;
        if (icon === null) {
          notFound.push(name);
        } else if (typeof icon.body !== 'string') {
          return null;
        } else {
          icons[name] = icon;
        }
      }
      left = notFound;
    }
    return left.length > 0 ? null : { icons, ...size };
  } finally {
    await handle.close();
  }
}

/**
 * Reads the MIT-licensed Fluent Emoji set (a 100 MB JSON) and keeps only the `names` asked for, so the
 * rest can be garbage-collected as soon as the images are written.
 */
export async function loadFluentEmoji(names: Iterable<EmojiName>): Promise<Map<EmojiName, EmojiArt>> {
  const wanted = [...names];
  const file = resolveFluentEmojiFile();
  const set = (await pickIcons(file, wanted)) ?? (JSON.parse(await readFile(file, 'utf8')) as IconifySet);
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
