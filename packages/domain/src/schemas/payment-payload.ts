import { z } from 'zod';
import { requiredText, wireIdSchema } from './wire-fields.js';

const newCardSchema = z.object({
  cardholder: requiredText(100),
  cardnumber: z
    .string()
    .max(23)
    .transform((text) => text.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{13,16}$/, 'Card number must have 13 to 16 digits')),
  expdate: z
    .string()
    .trim()
    .regex(/^\d{2}\/\d{2}$/, 'Expiry must read MM/YY'),
  cvv: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'CVV must have 3 or 4 digits'),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'ZIP must be 5 digits'),
});

// Spec sends only new-card fields; a saved card (payment profile) is referenced by its id instead.
const savedCardSchema = z.object({ userPaymentProfileId: wireIdSchema });

/** `creditCardInfo` of sendOrderV2: a new card, or a saved payment profile. Luhn and expiry live in input-rules/card. */
export const creditCardInfoSchema = z.union([newCardSchema, savedCardSchema]);
export type CreditCardInfo = z.infer<typeof creditCardInfoSchema>;

/** `paymentstatus` of sendOrderV2. */
export const paymentStatusSchema = z.enum(['CREDIT', 'CASH']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
