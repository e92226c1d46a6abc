import type { EmojiName } from './images/emoji-names.js';

/** The demo data as plain typed values; seed-demo-data.ts turns them into rows. */

export interface SeedOption {
  name: string;
  cnName: string;
  priceCents: number;
  active: boolean;
}

export interface SeedOptionGroup {
  name: string;
  required: boolean;
  /** Required: picks needed; optional: the most allowed, 0 meaning unlimited. */
  numOfChoice: number;
  multiQtyAllowed: boolean;
  options: SeedOption[];
}

/** Store-local 'HH:mm' bounds, end exclusive. */
export interface SeedDailyWindow {
  from: string;
  until: string;
}

export interface SeedItem {
  /** The restaurant's menu code, unique within the store; also names the item's image file. */
  code: string;
  name: string;
  cnName: string;
  description: string;
  priceCents: number;
  offerPriceCents?: number;
  emoji: EmojiName;
  spicy?: boolean;
  raw?: boolean;
  soldOut?: boolean;
  window?: SeedDailyWindow;
  optionGroups?: SeedOptionGroup[];
}

export interface SeedCategory {
  name: string;
  cnName: string;
  description?: string;
  window?: SeedDailyWindow;
  /** Drinks print at the bar, everything else in the kitchen. */
  printerName?: string;
  items: SeedItem[];
}

export type SeedOrderType = 'DELIVERY' | 'PICK_UP' | 'DINE_IN' | 'WALK_IN';

export interface SeedOrderTypeRow {
  orderType: SeedOrderType;
  minReadyMinutes: number;
  maxReadyMinutes: number;
}

/** One opening window; dayOfWeek 0 = Sunday ... 6 = Saturday. */
export interface SeedHoursRow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

/** Deal dates are whole days relative to the day of seeding, so a demo seeded any year has every kind. */
export interface SeedDeal {
  name: string;
  cnName: string;
  priceCents: number;
  subTotalCents: number;
  startDaysFromNow: number;
  /** Omitted: the schema's default end (2199-12-12 23:59:59). */
  endDaysFromNow?: number;
}

export interface SeedStorePalette {
  /** Banner gradient and logo background. */
  primary: string;
  secondary: string;
}

export interface SeedStore {
  /** Names the store's image files. */
  slug: string;
  name: string;
  active: boolean;
  orderlane: boolean;
  orderlaneDrive: boolean;
  ownDriver: boolean;
  tdrive: boolean;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  phoneNumber: string;
  keyword: string;
  timeZone: string;
  taxRate: number;
  mRate: number;
  rewardRate: number;
  minDeliveryCents: number;
  deliveryRadiusMiles: number;
  deliveryBaseFeeCents: number;
  deliveryFeePerMileCents: number;
  specialRequestAvailable: boolean;
  palette: SeedStorePalette;
  logoEmoji: EmojiName;
  bannerEmojis: EmojiName[];
  orderTypes: SeedOrderTypeRow[];
  hours: SeedHoursRow[];
  categories: SeedCategory[];
  deals: SeedDeal[];
}
