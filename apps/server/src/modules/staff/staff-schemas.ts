import { z } from 'zod';
import { creditCardInfoSchema, orderJsonSchema, paymentStatusSchema } from '@orderlane/domain';
import { idParam } from '@/lib/id-param.js';
import { jsonField } from '@/lib/json-field.js';

const localeSchema = z.enum(['en', 'zh-CN']).optional();

export const storeParamsSchema = z.object({ storeId: idParam });

export const customersQuerySchema = z.object({
  phoneNumber: z
    .string()
    .trim()
    .max(30)
    .transform((text) => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
    .pipe(z.string().regex(/^\d{10}$/, 'must be a 10-digit US phone number')),
});

export const calculatePhoneOrderSchema = z.object({
  orderjson: jsonField(orderJsonSchema),
  locale: localeSchema,
});

// `order` may arrive URL-encoded, as the diners' sendOrderV2 sends it.
const orderField = z.preprocess((value) => {
  if (typeof value === 'string' && /^\s*%7B/i.test(value)) {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return value;
}, jsonField(orderJsonSchema));

export const sendPhoneOrderSchema = z.object({
  order: orderField,
  paymentstatus: paymentStatusSchema,
  creditCardInfo: z.preprocess(
    (value) => (value === '' || value === '{}' || value === null ? undefined : value),
    jsonField(creditCardInfoSchema).optional(),
  ),
  locale: localeSchema,
});
