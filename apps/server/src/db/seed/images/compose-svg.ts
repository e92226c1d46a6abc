import type { SeedStorePalette } from '../seed-types.js';
import { prefixIds, type EmojiArt } from './fluent-emoji.js';
import { withoutFilters } from './without-filters.js';

/** Pastel backgrounds for item pictures; one per category, so a category reads as a set. */
export const ITEM_TINTS = [
  '#FFE9D6',
  '#FDE2E4',
  '#E2F0CB',
  '#DDEBF7',
  '#FFF3C4',
  '#EADCF8',
  '#D7F2EF',
  '#F9E0C7',
];

const SVG_OPEN = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

function drawEmoji(art: EmojiArt, prefix: string, x: number, y: number, size: number): string {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${art.viewBox}">${prefixIds(withoutFilters(art.body), prefix)}</svg>`;
}

/** 400 x 300 (4:3): the dish centred on a soft tinted spotlight with a shadow under it. */
export function composeItemImage(art: EmojiArt, tint: string): string {
  return [
    SVG_OPEN(400, 300),
    `<defs><radialGradient id="ol-bg" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="${tint}"/></radialGradient></defs>`,
    '<rect width="400" height="300" fill="url(#ol-bg)"/>',
    '<ellipse cx="200" cy="252" rx="96" ry="13" fill="#000" opacity=".1"/>',
    drawEmoji(art, 'ol-e-', 90, 30, 220),
    '</svg>',
  ].join('');
}

/** 256 x 256 square that survives a round crop: the emoji sits on a white disc inside the circle. */
export function composeLogo(art: EmojiArt, palette: SeedStorePalette): string {
  return [
    SVG_OPEN(256, 256),
    `<defs><linearGradient id="ol-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.primary}"/><stop offset="1" stop-color="${palette.secondary}"/></linearGradient></defs>`,
    '<rect width="256" height="256" fill="url(#ol-bg)"/>',
    '<circle cx="128" cy="128" r="96" fill="#FFF" opacity=".92"/>',
    drawEmoji(art, 'ol-e-', 60, 60, 136),
    '</svg>',
  ].join('');
}

// Where the faint pattern emoji go on the banner: [x, y, size, rotation]; cycles through the store's emoji.
const PATTERN: [number, number, number, number][] = [
  [30, 24, 70, -12],
  [150, 250, 60, 10],
  [250, 60, 54, 18],
  [60, 300, 64, 8],
  [340, 300, 58, -16],
  [1090, 30, 70, 14],
  [1000, 290, 62, -10],
  [1120, 200, 56, 6],
  [880, 20, 52, -20],
  [420, 10, 48, 12],
];

/** 1200 x 400 (3:1): the store colours, a faint pattern of its emoji and three large ones in the middle. */
export function composeBanner(arts: EmojiArt[], palette: SeedStorePalette): string {
  const symbols = arts.map(
    (art, index) =>
      `<symbol id="ol-s${index}" viewBox="${art.viewBox}">${prefixIds(withoutFilters(art.body), `ol-s${index}-`)}</symbol>`,
  );
  const use = (index: number, x: number, y: number, size: number, extra = '') =>
    `<use href="#ol-s${index % arts.length}" x="${x}" y="${y}" width="${size}" height="${size}"${extra}/>`;
  const pattern = PATTERN.map(([x, y, size, rotation], index) =>
    use(index, x, y, size, ` opacity=".18" transform="rotate(${rotation} ${x + size / 2} ${y + size / 2})"`),
  );
  const heroes = [0, 1, 2].map((slot) => use(slot, 495 + (slot - 1) * 240, slot === 1 ? 70 : 100, 210));
  return [
    SVG_OPEN(1200, 400),
    '<defs>',
    `<linearGradient id="ol-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.primary}"/><stop offset="1" stop-color="${palette.secondary}"/></linearGradient>`,
    '<radialGradient id="ol-glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#FFF" stop-opacity=".45"/><stop offset="1" stop-color="#FFF" stop-opacity="0"/></radialGradient>',
    ...symbols,
    '</defs>',
    '<rect width="1200" height="400" fill="url(#ol-bg)"/>',
    ...pattern,
    '<ellipse cx="600" cy="200" rx="380" ry="190" fill="url(#ol-glow)"/>',
    ...heroes,
    '</svg>',
  ].join('');
}
