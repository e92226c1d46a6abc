import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';

const DATE_MESSAGE = 'use a date like 2026-03-14';
const date = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), DATE_MESSAGE);

const page = (max: number, label: string) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,6}$/, `${label} must be a whole number`),
    ])
    .transform(Number)
    .pipe(z.number().int().min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`));

/**
 * GET /portal/orders/search: a store's orders by number (TS-123 or 123), phone, name or part of one, and
 * store-local dates (both ends included); paginated.
 */
export const orderSearchQuerySchema = z
  .object({
    storeId: idParam,
    q: z.string().trim().max(100, 'keep the search under 100 characters').optional(),
    from: date.optional(),
    to: date.optional(),
    page: page(10_000, 'page').default(1),
    pageSize: page(50, 'pageSize').default(20),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must not be after the end date.',
    path: ['from'],
  });
export type OrderSearchQuery = z.infer<typeof orderSearchQuerySchema>;
