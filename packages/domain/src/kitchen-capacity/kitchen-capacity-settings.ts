import { z } from 'zod';
import { MAKE_MINUTES_MAX, SLOT_LIMIT_MINUTES_MAX } from './kitchen-capacity.js';

const makeMinutesSchema = z
  .number({ message: 'A make time must be a number of minutes.' })
  .int('A make time must be a whole number of minutes.')
  .min(0, 'A make time cannot be negative.')
  .max(MAKE_MINUTES_MAX, `A make time cannot be more than ${MAKE_MINUTES_MAX} minutes.`);

const idSchema = z.number().int().positive('An id must be a positive whole number.');

/** PUT /api/portal/stores/:storeId/capacity: the whole kitchen capacity setup of one store. */
export const kitchenCapacitySettingsSchema = z.object({
  slotLimitMinutes: z
    .number({ message: 'The limit per slot must be a number of minutes, or empty for unlimited.' })
    .int('The limit per slot must be a whole number of minutes.')
    .min(0, 'The limit per slot cannot be negative.')
    .max(SLOT_LIMIT_MINUTES_MAX, `The limit per slot cannot be more than ${SLOT_LIMIT_MINUTES_MAX} minutes.`)
    .nullable(),
  defaultMakeMinutes: makeMinutesSchema,
  categories: z
    .array(z.object({ categoryId: idSchema, makeMinutes: makeMinutesSchema.nullable() }))
    .max(1000, 'Too many categories.'),
  items: z
    .array(z.object({ itemId: idSchema, makeMinutes: makeMinutesSchema.nullable() }))
    .max(10_000, 'Too many items.'),
});

export type KitchenCapacitySettingsInput = z.infer<typeof kitchenCapacitySettingsSchema>;
