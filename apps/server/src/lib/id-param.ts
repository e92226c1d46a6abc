import { z } from 'zod';

/**
 * A row id from a query string, a form field or JSON: a number or a digit string only. `z.coerce` would read
 * `true` as 1 and `["7"]` as 7, so a malformed id could act on a real row.
 */
export const idParam = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, 'it must be a whole number'),
  ])
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));
