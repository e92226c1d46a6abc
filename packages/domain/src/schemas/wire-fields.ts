import { DateTime, IANAZone } from 'luxon';
import { z } from 'zod';

/** Trimmed text of at most `max` characters. */
export const wireText = (max: number) => z.string().trim().max(max);

/** Optional text: missing or null reads as ''. */
export const optionalText = (max: number) =>
  wireText(max)
    .nullish()
    .transform((value) => value ?? '');

/** Required text: non-blank, at most `max` characters. */
export const requiredText = (max: number) => wireText(max).min(1);

export const wireIdSchema = z.number().int().positive().max(2_147_483_647);

/** Wire money: dollars with at most 2 decimals, within [min, max]. */
export const dollarsSchema = (min = 0, max = 100_000) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine(
      (dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6,
      'Use at most 2 decimals',
    );

export const quantitySchema = z.number().int().min(1).max(99);

/** US ZIP: 5 digits, optionally ZIP+4. */
export const zipSchema = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'ZIP must be 5 digits');

/** Store-local 'YYYY-MM-DD HH:mm:ss' (space or 'T', seconds optional) normalised to the space form; ''/null = ASAP. */
export const scheduleTimeSchema = z
  .string()
  .trim()
  .max(25)
  .nullish()
  .transform((text, ctx) => {
    if (!text) {
      return null;
    }
    const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(text);
    const normalized = match ? `${match[1]} ${match[2]}${match[3] ?? ':00'}` : '';
    if (!DateTime.fromFormat(normalized, 'yyyy-MM-dd HH:mm:ss').isValid) {
      ctx.addIssue({ code: 'custom', message: 'scheduleTime must read YYYY-MM-DD HH:mm:ss' });
      return z.NEVER;
    }
    return normalized;
  });

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => IANAZone.isValidZone(zone), 'Unknown time zone');
