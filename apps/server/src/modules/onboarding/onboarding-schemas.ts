import { z } from 'zod';
import { ORDER_PROTOCOLS, restaurantInfoJsonSchema, wireText, zipSchema } from '@orderlane/domain';
import { idParam } from '@/lib/id-param.js';
import { jsonField } from '@/lib/json-field.js';

const text = (max: number) =>
  z
    .string({ error: 'it must be text' })
    .trim()
    .max(max, `it must be at most ${max} characters`)
    .optional()
    .default('');
/** Like text, but undefined when the caller did not send the field at all. */
const sentText = (max: number) =>
  z.string({ error: 'it must be text' }).trim().max(max, `it must be at most ${max} characters`).optional();
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1')
  .optional()
  .default(false);
const flow = z.enum(['finish', 'lite']).optional();

/** sendCustomEmail: the spec's mail fields plus the form's own fields, which the lead is stored from. */
export const sendCustomEmailSchema = z.object({
  email: z.string({ error: 'it is required' }).trim().min(1, 'it is required').max(254),
  firstName: text(100),
  lastName: text(100),
  subject: text(300),
  sender: text(254),
  // The page's HTML is never mailed on: the server writes its own mails from the fields below.
  body: text(20_000),
  sendbox: text(50),
  name: text(100),
  store: text(200),
  phone: text(30),
  zip: text(10),
  restaurantName: text(200),
  mobilePhone: text(30),
  address: text(300),
  referral: text(2000),
  variant: z.enum(['merchant', 'lite']).optional(),
});

export const saveRestaurantInfoSchema = z.object({
  restaurantinfojson: jsonField(restaurantInfoJsonSchema),
  salesName: text(200),
  flow,
});

export const salesTrackingSchema = z.object({
  ownerId: idParam,
  salesId: idParam.optional(),
  referral: text(2000),
  flow,
});

export const ownerInfoSchema = z.object({
  restaurantInfoId: idParam,
  email: text(254),
  firstName: text(100),
  lastName: text(100),
  body: text(20_000),
  // Left out by spec 001's own call, which sends only the files and an HTML summary.
  website: sentText(500),
  storeHours: sentText(1000),
  businessType: sentText(50),
  locations: sentText(20),
  /** Files sent earlier (ids), kept when the step is sent again after a Back. */
  keepUploadIds: text(200),
});

export const orderProtocolSchema = z.object({
  storeId: idParam,
  protocol: z.enum(ORDER_PROTOCOLS, { error: `it must be one of: ${ORDER_PROTOCOLS.join(', ')}` }),
  email: text(254),
  faxNumber: text(30),
  storePhone: text(30),
});

export const bankAccountSchema = z.object({
  storeId: idParam,
  legalBusinessName: text(200),
  taxId: text(20),
  ownerLegalName: text(200),
  ownerDateOfBirth: text(10),
  routingNumber: text(20),
  accountNumber: text(30),
  confirmAccountNumber: text(30),
  hasAcceptedSignUpSheet: formBoolean,
  hasAcceptedMerchantTerms: formBoolean,
  textConsent: formBoolean,
  // Not trimmed: a password is taken as typed.
  currentPassword: z.string({ error: 'it must be text' }).max(200).optional().default(''),
});

export const storeQuerySchema = z.object({ storeId: idParam.optional() });

export const requiredStoreQuerySchema = z.object({ storeId: idParam });

export const uploadParamsSchema = z.object({ uploadId: idParam });

export const businessDetailsQuerySchema = z.object({
  name: wireText(200).optional().default(''),
  zip: zipSchema,
});

export const taxRateQuerySchema = z.object({ zip: zipSchema });
