import { z } from 'zod';
import { optionalText, wireIdSchema } from './wire-fields.js';

/** `customerjson`, and `customer` inside `orderjson`; getDeliveryAvailability sends only the address part. */
export const customerJsonSchema = z.object({
  id: wireIdSchema.nullish(),
  restaurantInfoId: wireIdSchema.nullish(),
  userId: wireIdSchema.nullish(),
  phoneNumber: optionalText(20),
  firstName: optionalText(50),
  lastName: optionalText(50),
  email: optionalText(254),
  address: optionalText(200),
  address2: optionalText(100),
  city: optionalText(100),
  state: optionalText(50),
  zip: optionalText(10),
  note: optionalText(200),
  addressChanged: z.boolean().default(false),
});
export type CustomerJson = z.infer<typeof customerJsonSchema>;

const userInfoSchema = z.object({
  firstName: optionalText(50),
  lastName: optionalText(50),
  phoneNumber: optionalText(20),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(50),
  zip: optionalText(10),
});

/** `userInfos` of updateUser: the profile entries, a JSON array. */
export const userInfosSchema = z.array(userInfoSchema).max(10);
export type UserInfos = z.infer<typeof userInfosSchema>;
