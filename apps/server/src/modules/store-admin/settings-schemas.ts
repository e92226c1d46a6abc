import { timeZoneSchema } from '@orderlane/domain';
import { z } from 'zod';
import { orderTypeValues } from '@/db/schema/index.js';
import { jsonField } from '@/lib/json-field.js';

const NUMBER_MESSAGE = 'must be a number';

/**
 * A number from JSON or a form field ("12.5", "1,250.00"); anything else is refused, never coerced. Any length
 * of digits reads as a number, so a too-large one (99,999,999) meets the field's own bound ("at most $10,000"),
 * not "must be a number".
 */
export const numberField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?(\d{1,30}|\d{1,3}(,\d{3}){1,9})(\.\d{1,30})?$/, NUMBER_MESSAGE)
        .transform((text) => text.replaceAll(',', '')),
    ],
    { error: NUMBER_MESSAGE },
  )
  .transform(Number)
  .pipe(z.number().finite(NUMBER_MESSAGE));

/** Wire dollars with at most 2 decimals, 0 to 1,000. */
export const dollarsField = numberField.pipe(
  z
    .number()
    .min(0, 'must not be negative')
    .max(1000, 'must be at most $1,000')
    .refine(
      (dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6,
      'use at most 2 decimals',
    ),
);

/** true/false (or 1/0, as text from a form). */
export const flagField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'must be true or false' })
  .transform((value) => value === true || value === 'true' || value === '1');

const minutesField = numberField.pipe(z.number().int('must be whole minutes'));

export const orderTypeSettingSchema = z.object({
  orderType: z.enum(orderTypeValues, { error: `use one of ${orderTypeValues.join(', ')}` }),
  available: flagField,
  minReadyMinutes: minutesField,
  maxReadyMinutes: minutesField,
});

const text = (max: number) => z.string().trim().max(max, `keep it under ${max} characters`);

export const storeSettingsBodySchema = z.object({
  name: text(120).min(1, 'the store needs a name').optional(),
  phoneNumber: text(30).optional(),
  address: text(200).min(1, 'enter the street address').optional(),
  city: text(100).optional(),
  state: text(40).optional(),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'ZIP must be 5 digits')
    .optional(),
  description: text(2000).optional(),
  keyword: text(500).optional(),
  timeZone: timeZoneSchema.optional(),
  orderTypes: jsonField(z.array(orderTypeSettingSchema).max(4, 'list each order type once')).optional(),
  deliveryRadiusMiles: numberField.optional(),
  deliveryBaseFee: dollarsField.optional(),
  deliveryFeePerMile: dollarsField.optional(),
  minDelivery: dollarsField.optional(),
  taxRate: numberField.optional(),
  convenienceFee: z.union([z.null(), z.literal(''), dollarsField]).optional(),
  receiveTip: flagField.optional(),
  specialRequestAvailable: flagField.optional(),
  // The store delivers with drivers of its own (spec 000's ownDriver); Orderlane's couriers and third-party
  // delivery are switched on by the platform, not here.
  ownDriver: flagField.optional(),
  mRate: numberField.optional(),
  rewardRate: numberField.optional(),
});

export type StoreSettingsBody = z.output<typeof storeSettingsBodySchema>;
