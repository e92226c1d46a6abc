import { z } from 'zod';

/** 'true'/'false' (or 1/0) from a query string. */
export const booleanParam = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const coordinate = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, 'must be a number in degrees')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-max, `must be between -${max} and ${max}`)
        .max(max, `must be between -${max} and ${max}`),
    );

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** Optional latitude/longitude query pair: both or neither ('' counts as missing). */
export const positionParams = {
  latitude: z.preprocess(emptyAsMissing, coordinate(90).optional()),
  longitude: z.preprocess(emptyAsMissing, coordinate(180).optional()),
};

export function toPosition(query: { latitude?: number | undefined; longitude?: number | undefined }) {
  return query.latitude !== undefined && query.longitude !== undefined
    ? { latitude: query.latitude, longitude: query.longitude }
    : null;
}

export const bothOrNeitherCoordinate = (query: {
  latitude?: number | undefined;
  longitude?: number | undefined;
}) => (query.latitude === undefined) === (query.longitude === undefined);
export const BOTH_COORDINATES_MESSAGE = 'Send latitude and longitude together, or neither';
