import { z } from 'zod';

const ID_MESSAGE = 'must be a positive whole number';

/**
 * A row id from a query string, a form field, JSON or a GraphQL ID: a number or a digit string only.
 * `z.coerce` would read `true` as 1 and `["7"]` as 7, so a malformed id could act on a real row.
 */
export const idParam = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, ID_MESSAGE),
    ],
    {
      error: (issue) => (issue.input === undefined ? 'is required' : ID_MESSAGE),
    },
  )
  .transform(Number)
  .pipe(z.number().int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, 'is too large'));
