import { MAX_REJECT_NOTE_LENGTH } from '@orderlane/domain';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';

const AMOUNT_MESSAGE = 'give the amount in dollars, such as 4.50';

/** Dollars with at most two decimals, as a number or text ('4.5', '$4.50'); carried on as cents. */
const amount = z
  .union([z.number(), z.string().trim().max(12)], { error: AMOUNT_MESSAGE })
  .transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.replace(/^\$/, '');
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) {
      context.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
      return z.NEVER;
    }
    const [whole = '0', fraction = ''] = text.split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  })
  .pipe(z.number().int().positive('the refund must be more than $0.00'));

/** Order line ids: a list, or one text of ids separated by commas ('12,13'), as forms send them. */
const lines = z
  .union([z.array(idParam), z.string().trim().max(400), idParam], { error: 'list the order line ids' })
  .transform((value, context) => {
    if (Array.isArray(value)) {
      return value;
    }
    if (typeof value === 'number') {
      return [value];
    }
    const parts = value.split(',').map((part) => part.trim());
    const ids = parts.map((part) => idParam.safeParse(part));
    if (parts.length === 0 || ids.some((id) => !id.success)) {
      context.addIssue({ code: 'custom', message: 'list the order line ids, such as 12,13' });
      return z.NEVER;
    }
    return ids.map((id) => id.data as number);
  })
  .pipe(z.array(z.number()).min(1, 'choose at least one line').max(100, 'choose at most 100 lines'));

const REASON_MESSAGE = 'say why you are giving money back';

/** POST /portal/orders/{orderId}/refund: `amount` (dollars) or `lines`, and a `reason`. */
export const refundBodySchema = z
  .object({
    amount: amount.optional(),
    lines: lines.optional(),
    reason: z
      .string({ error: REASON_MESSAGE })
      .trim()
      .min(1, REASON_MESSAGE)
      .max(MAX_REJECT_NOTE_LENGTH, `keep the reason under ${MAX_REJECT_NOTE_LENGTH} characters`),
  })
  .refine((body) => (body.amount === undefined) !== (body.lines === undefined), {
    message: 'Send either an amount or the lines to refund, not both.',
    path: ['amount'],
  });
