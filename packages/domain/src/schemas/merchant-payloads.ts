import { z } from 'zod';
import { ACCOUNT_PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES } from '../input-rules/passwords.js';
import { DEFAULT_TIME_ZONE } from '../formats/store-local-time.js';
import { TAX_RATE_MAX, TAX_RATE_MESSAGE } from '../store-settings/store-settings.js';
import { optionalText, requiredText, timeZoneSchema, wireIdSchema } from './wire-fields.js';

const emailSchema = z.string().trim().max(254).pipe(z.email('Please provide a valid email.'));

/** `ownerjson` of saveOwner (Lite sign-up). */
export const ownerJsonSchema = z.object({
  name: requiredText(100),
  email: emailSchema,
  username: emailSchema,
  password: z.string().min(ACCOUNT_PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.ownerTooShort).max(128),
  phoneNumber: requiredText(20),
  deviceToken: optionalText(500),
});
export type OwnerJson = z.infer<typeof ownerJsonSchema>;

// The finish flow sends the store phone as an integer; it is kept as digits text.
const storePhoneSchema = z
  .union([z.number().int().nonnegative().max(99_999_999_999), z.string().max(20)])
  .transform((phone) => String(phone).replace(/\D/g, ''));

/** `restaurantinfojson` of saveRestaurantInfoJson; the server still creates the store inactive. */
export const restaurantInfoJsonSchema = z.object({
  ownerId: wireIdSchema,
  active: z.boolean().default(false),
  ownDriver: z.boolean().default(false),
  receiveByFax: z.boolean().default(false),
  orderlane: z.boolean().default(false),
  orderlaneDrive: z.boolean().default(false),
  name: requiredText(100),
  phoneNumber: storePhoneSchema,
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(50),
  zip: optionalText(10),
  /** A fraction: 0.1025 is 10.25%; bounded as in Settings. */
  taxRate: z.number().min(0, TAX_RATE_MESSAGE).max(TAX_RATE_MAX, TAX_RATE_MESSAGE).default(0),
  receiveTip: z.boolean().default(true),
  timeZone: timeZoneSchema.nullish().transform((zone) => zone ?? DEFAULT_TIME_ZONE),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});
export type RestaurantInfoJson = z.infer<typeof restaurantInfoJsonSchema>;

/** Default typeOfAction of a free-trial contact: 'not partnered'. */
export const CONTACT_NOT_PARTNERED = '未合作';

/** `contactjson` of saveContact (/freeUse); only the two phones come from the visitor. */
export const contactJsonSchema = z.object({
  cellPhone: requiredText(20),
  businessPhone: requiredText(20),
  email: optionalText(254),
  name: optionalText(100),
  wechatId: optionalText(50),
  businessName: optionalText(200),
  businessAddress: optionalText(200),
  businessHours: optionalText(500),
  starScores: optionalText(20),
  oneLineSummary: optionalText(500),
  serviceOptions: optionalText(500),
  location: optionalText(200),
  menuUrl: optionalText(500),
  businessDescription: optionalText(2000),
  partnered: z.boolean().default(false),
  typeOfAction: optionalText(100).transform((action) => action || CONTACT_NOT_PARTNERED),
  phoneNumber: optionalText(20),
  lastTimeCall: optionalText(30),
  notes: optionalText(2000),
  lastTimeCallAgentName: optionalText(100),
  state: optionalText(50),
  interested: z.boolean().default(false),
});
export type ContactJson = z.infer<typeof contactJsonSchema>;
