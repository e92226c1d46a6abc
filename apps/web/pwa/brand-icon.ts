import { crc32, deflateSync } from 'node:zlib';

/**
 * The brand mark of public/favicon.svg (a cloche on a tray, on a rounded square) as shapes on its 64-unit grid,
 * drawn into PNGs at build time: no image tool to install, and the icons change with the brand's colours.
 */
type Shape = (x: number, y: number) => boolean;

const inRoundedSquare =
  (radius: number): Shape =>
  (x, y) => {
    const cx = Math.min(Math.max(x, radius), 64 - radius);
    const cy = Math.min(Math.max(y, radius), 64 - radius);
    return x >= 0 && x <= 64 && y >= 0 && y <= 64 && (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
  };
// favicon.svg: `M18 36c0-8 6-14 14-14s14 6 14 14H18` (the dome), `M14 40h36v4H14` (the tray), the knob at (32, 19).
const mark: Shape = (x, y) =>
  (y <= 36 && (x - 32) ** 2 + (y - 36) ** 2 <= 14 ** 2) ||
  (x >= 14 && x <= 50 && y >= 40 && y <= 44) ||
  (x - 32) ** 2 + (y - 19) ** 2 <= 3 ** 2;

export interface IconColours {
  /** The tile behind the mark: the brand colour. */
  background: string;
  /** The mark itself. */
  foreground: string;
}

function rgb(hex: string): [number, number, number] {
  const value = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!value) {
    throw new Error(`Icon colours must be #rrggbb, got "${hex}"`);
  }
  const n = Number.parseInt(value[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * One icon, `size` pixels square. `any`: the favicon's rounded tile, transparent corners. `maskable`: the tile
 * fills the square and the mark, a little smaller, stays inside the middle circle every launcher's mask keeps.
 */
export function drawBrandIcon(size: number, purpose: 'any' | 'maskable', colours: IconColours): Buffer {
  const [br, bg, bb] = rgb(colours.background);
  const [fr, fg, fb] = rgb(colours.foreground);
  const tile: Shape = purpose === 'any' ? inRoundedSquare(14) : () => true;
  // Mark units per pixel, and where the mark's 64-unit box starts, so its middle stays in the middle.
  const markScale = purpose === 'any' ? 1 : 0.85;
  const samples = 4;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px += 1) {
      let tileHits = 0;
      let markHits = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) / size) * 64;
          const y = ((py + (sy + 0.5) / samples) / size) * 64;
          if (tile(x, y)) {
            tileHits += 1;
            if (mark(32 + (x - 32) / markScale, 32 + (y - 32) / markScale)) {
              markHits += 1;
            }
          }
        }
      }
      const coverage = samples * samples;
      const share = tileHits === 0 ? 0 : markHits / tileHits;
      const at = 1 + px * 4;
      row[at] = Math.round(br + (fr - br) * share);
      row[at + 1] = Math.round(bg + (fg - bg) * share);
      row[at + 2] = Math.round(bb + (fb - bb) * share);
      row[at + 3] = Math.round((tileHits / coverage) * 255);
    }
    rows.push(row);
  }
  return encodePng(size, Buffer.concat(rows));
}

/** A PNG of 8-bit RGBA rows, each already led by its filter byte (0, none). */
function encodePng(size: number, rows: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
