import { idParam } from '@/lib/id-param.js';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  creditCardInfoSchema,
  orderJsonSchema,
  paymentStatusSchema,
  type DisplayLocale,
} from '@orderlane/domain';
import { jsonField } from '@/lib/json-field.js';

const id = idParam;
const session = { userId: id.optional(), accessToken: z.string().max(200).optional() };
const localeSchema = z.enum(['en', 'zh-CN']);
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** `order` of sendOrderV2 is URL-encoded JSON inside a form field: decoded once more before parsing. */
function urlEncodedJsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string' || !/^\s*%7B/i.test(value)) {
      return value;
    }
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }, jsonField(schema));
}

// A CASH order may send no card, or an empty one.
const optionalCard = z.preprocess(
  (value) => (value === '' || value === '{}' || value === null ? undefined : value),
  jsonField(creditCardInfoSchema).optional(),
);

export const calculateOrderSchema = z.object({
  ...session,
  orderjson: jsonField(orderJsonSchema),
  locale: localeSchema.optional(),
});

export const sendOrderSchema = z.object({
  ...session,
  order: urlEncodedJsonField(orderJsonSchema),
  creditCardInfo: optionalCard,
  paymentstatus: paymentStatusSchema,
  /** The diner ticked 'Save this card'. */
  saveCard: formBoolean.optional(),
  locale: localeSchema.optional(),
});

/** The storefront's language decides marketplace or plain prices (000 §5 Prices): a `locale` field, else the browser's. */
export function pickLocale(request: FastifyRequest, sent: DisplayLocale | undefined): DisplayLocale {
  return sent ?? (/^zh-cn\b/i.test(request.headers['accept-language'] ?? '') ? 'zh-CN' : 'en');
}
