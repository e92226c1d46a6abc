import {
  MAX_PREP_MINUTES,
  MAX_REJECT_NOTE_LENGTH,
  MIN_PREP_MINUTES,
  RECEIVED_ORDER_STATUSES,
  REJECT_REASON_CODES,
} from '@orderlane/domain';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';

const pauseScopes = ['ALL', 'DELIVERY', 'PICK_UP', 'DINE_IN', 'WALK_IN'] as const;

const statusList = z
  .string()
  .trim()
  .max(100)
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.enum(RECEIVED_ORDER_STATUSES, { message: `use ${RECEIVED_ORDER_STATUSES.join(', ')}` }))
      .min(1, 'name at least one state'),
  );

export const boardQuerySchema = z.object({ storeId: idParam, status: statusList.optional() });
export const storeQuerySchema = z.object({ storeId: idParam });
export const orderParamsSchema = z.object({ orderId: idParam });
export const storeParamsSchema = z.object({ storeId: idParam });

const prepMinutes = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, 'it must be a whole number of minutes'),
  ])
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(MIN_PREP_MINUTES, `it must be at least ${MIN_PREP_MINUTES} minute`)
      .max(MAX_PREP_MINUTES, `it must be at most ${MAX_PREP_MINUTES} minutes`),
  );

export const acceptBodySchema = z.object({ prepMinutes: prepMinutes.optional() }).default({});

const rejectNote = z
  .string()
  .max(MAX_REJECT_NOTE_LENGTH, `keep it under ${MAX_REJECT_NOTE_LENGTH} characters`);

/** The contract's reason: a code, or free text kept as OTHER with that text as the note. */
export const rejectBodySchema = z
  .object({
    reason: z
      .string({ error: `give a reason: one of ${REJECT_REASON_CODES.join(', ')} or a few words` })
      .trim()
      .min(1, `give a reason: one of ${REJECT_REASON_CODES.join(', ')} or a few words`)
      .pipe(rejectNote),
    note: rejectNote.optional(),
  })
  .transform(({ reason, note }, context) => {
    const code = REJECT_REASON_CODES.find((known) => known === reason.toUpperCase());
    if (code) {
      return { reason: code, note };
    }
    const words = [reason, note?.trim()].filter(Boolean).join(' - ');
    if (words.length > MAX_REJECT_NOTE_LENGTH) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: `keep it under ${MAX_REJECT_NOTE_LENGTH} characters`,
      });
      return z.NEVER;
    }
    return { reason: 'OTHER' as const, note: words };
  });

export const emptyBodySchema = z.object({}).passthrough().optional();

export const eventsQuerySchema = z.object({ storeId: idParam, ticket: z.string().max(200).optional() });

export const pauseBodySchema = z
  .object({ scope: z.enum(pauseScopes, { message: `use ${pauseScopes.join(', ')}` }).default('ALL') })
  .default({ scope: 'ALL' });

const minutes = (label: string) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/, `${label} must be a whole number of minutes`),
    ])
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, `${label} must be at least 1 minute`)
        .max(240, `${label} must be at most 240 minutes`),
    );

export const settingsBodySchema = z.object({
  escalateAfterMinutes: minutes('The e-mail time').optional(),
  pauseAfterMinutes: minutes('The pause time').optional(),
  autoPrint: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')])
    .optional(),
});

export const unavailableBodySchema = z
  .object({
    itemId: idParam.optional(),
    optionId: idParam.optional(),
    // END_OF_DAY, or a store-local 'YYYY-MM-DD HH:mm'.
    until: z.string().trim().max(30).default('END_OF_DAY'),
  })
  .refine((body) => (body.itemId === undefined) !== (body.optionId === undefined), {
    message: 'Send either itemId or optionId.',
  });

export const entryParamsSchema = z.object({ storeId: idParam, entryId: idParam });

export const inviteBodySchema = z.object({
  email: z.email('Please enter a valid e-mail address.').max(254),
  role: z.enum(['OWNER', 'STAFF'], { message: 'use OWNER or STAFF' }).default('STAFF'),
  name: z.string().trim().max(100).optional(),
});

export const memberParamsSchema = z.object({ storeId: idParam, ownerId: idParam });
