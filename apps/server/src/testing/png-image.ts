import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [red: number, green: number, blue: number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid RGB PNG of the given pixel size, for upload tests: black, or horizontal bands of the given colours
 * so a crop and its result are visible in screenshots. Rows of one colour compress to almost nothing.
 */
export function pngImage(width: number, height: number, bands: readonly Rgb[] = [[0, 0, 0]]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rowBytes = width * 3 + 1; // a filter byte (0: none), then the pixels
  const rows = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y += 1) {
    const colour = bands[Math.floor((y / height) * bands.length)] ?? [0, 0, 0];
    for (let x = 0; x < width; x += 1) {
      rows.set(colour, y * rowBytes + 1 + x * 3);
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
