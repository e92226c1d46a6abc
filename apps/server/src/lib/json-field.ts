import { z } from 'zod';

/**
 * A form field that carries a JSON string (`orderjson`, `customerjson`, ...): parsed and validated by
 * `schema`, so a broken string is a 400 like any other bad field. Objects sent as JSON bodies pass as is.
 */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, context) => {
    if (typeof value !== 'string') {
      return value;
    }
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'is not valid JSON' });
      return z.NEVER;
    }
  }, schema);
}
