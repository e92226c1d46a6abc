import fc from 'fast-check';

/** How a parameter is read, which decides what a wrong value for it looks like. */
export type FieldKind =
  | { kind: 'id' }
  | { kind: 'text'; max: number }
  | { kind: 'flag' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'coordinate'; max: 90 | 180 }
  | { kind: 'limit' }
  | { kind: 'timestamp' }
  | { kind: 'token' }
  | { kind: 'json'; payload: JsonPayload }
  | { kind: 'graphql' };

export type JsonPayload = 'order' | 'customer' | 'card' | 'userInfos' | 'eventPayload' | 'variables';

/** A wrong value; `jsonOnly` values lose their wrongness as query text (a one-element array reads as its element). */
export interface WrongValue {
  value: unknown;
  jsonOnly?: boolean;
  /** A JSON type that `z.coerce.number()` turns into an id: `true` is 1, `["7"]` is 7. */
  coercibleToId?: boolean;
}

export const INJECTIONS = [
  "1' OR '1'='1",
  '1; DROP TABLE orders;--',
  '1 UNION SELECT password_hash FROM users',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie: x=1',
  '{"$gt": ""}',
  '__proto__',
];

const nonBlank = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
/** Text that is not a plain decimal number, in any script. */
const notDigits = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
  .filter((text) => !/^\s*[+-]?\d+(\.\d+)?(e[+-]?\d+)?\s*$/i.test(text) && text.trim() !== '');

/** A string of more than `max` characters even after trimming, with a unicode tail. */
export const tooLong = (max: number) =>
  fc
    .tuple(fc.integer({ min: 1, max: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }))
    .map(([extra, tail]) => `${'é'.repeat(max)}${'x'.repeat(extra)}${tail}`);

const wrongTypes: fc.Arbitrary<WrongValue> = fc.oneof(
  fc.constant({ value: ['1', '2'] }),
  fc.constant({ value: { nested: { deeper: [1, 2] } }, jsonOnly: true }),
  fc.constant({ value: [{ a: 1 }], jsonOnly: true }),
);

const invalidId: fc.Arbitrary<WrongValue> = fc.oneof(
  fc
    .constantFrom('abc', '-5', '0', '1.5', '-0', '2147483648', '99999999999999999999', 'NaN', 'Infinity', '')
    .map((value) => ({ value })),
  fc.constantFrom(...INJECTIONS).map((value) => ({ value })),
  notDigits.map((value) => ({ value })),
  fc
    .double({ noInteger: true, noDefaultInfinity: true, noNaN: true })
    .map((value) => ({ value, jsonOnly: true })),
  fc.integer({ max: 0 }).map((value) => ({ value, jsonOnly: true })),
  // Wrong JSON types that a coercing parser would read as an id: true as 1, ["7"] as 7.
  fc.constantFrom(true, false).map((value) => ({ value, jsonOnly: true, coercibleToId: true })),
  fc.constant({ value: ['7'], jsonOnly: true, coercibleToId: true }),
  wrongTypes,
);

const invalidCoordinate = (max: number): fc.Arbitrary<WrongValue> =>
  fc.oneof(
    fc
      .constantFrom(String(max + 1), String(-max - 0.5), 'abc', '1e2', 'NaN', '0x10', '12.1234567890123')
      .map((value) => ({ value })),
    fc.double({ min: max + 0.001, max: 1e9, noNaN: true }).map((value) => ({ value: String(value) })),
    notDigits.map((value) => ({ value })),
    wrongTypes,
  );

/** Values the parameter must refuse. */
export function wrongValuesFor(kind: FieldKind): fc.Arbitrary<WrongValue> {
  switch (kind.kind) {
    case 'id':
      return invalidId;
    case 'text':
      return fc.oneof(
        tooLong(kind.max).map((value) => ({ value })),
        wrongTypes,
      );
    case 'flag':
      return fc.oneof(
        fc.constantFrom('maybe', '2', 'yes', 'TRUE', 'on', 'null').map((value) => ({ value })),
        nonBlank.filter((text) => !['true', 'false', '1', '0'].includes(text)).map((value) => ({ value })),
        wrongTypes,
      );
    case 'enum':
      return fc.oneof(
        nonBlank.filter((text) => !kind.values.includes(text.trim())).map((value) => ({ value })),
        fc.constantFrom(...kind.values).map((value) => ({
          value: value.toLowerCase() === value ? value.toUpperCase() : value.toLowerCase(),
        })),
        fc.constantFrom(...INJECTIONS).map((value) => ({ value })),
        wrongTypes,
      );
    case 'coordinate':
      return invalidCoordinate(kind.max);
    case 'limit':
      return fc.oneof(
        fc.constantFrom('0', '11', '-1', '1.5', 'ten', '100', '').map((value) => ({ value })),
        wrongTypes,
      );
    case 'timestamp':
      return fc.oneof(
        fc
          .constantFrom(
            'yesterday',
            '2024-13-45 10:00:00',
            '2024-02-30 12:00:00',
            '10:00',
            '2024-01-01 25:61:00',
          )
          .map((value) => ({ value })),
        notDigits.map((value) => ({ value })),
        tooLong(30).map((value) => ({ value })),
        wrongTypes,
      );
    case 'token':
      // Any short text is a well-formed token (an unknown one is refused by the session check, see fuzz-requests).
      return fc.oneof(
        tooLong(200).map((value) => ({ value })),
        wrongTypes,
      );
    case 'json':
      // An object of unknown keys is a well-formed (empty) payload; arrays and scalars are not.
      return fc.oneof(
        tooLong(70_000).map((value) => ({ value })),
        fc.constantFrom<WrongValue>(
          { value: ['1', '2'] },
          { value: 42, jsonOnly: true },
          { value: 'not json' },
        ),
      );
    case 'graphql':
      return fc.oneof(
        tooLong(10_000).map((value) => ({ value })),
        wrongTypes,
      );
  }
}

/** Field names a route does not know; sent alongside the breakage they must change nothing. */
export const extraFields = fc.dictionary(
  fc.constantFrom(
    'isAdmin',
    'status',
    'total',
    'price',
    'role',
    'constructor',
    'toString',
    'userIdx',
    'ticket',
  ),
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.constantFrom(...INJECTIONS),
    fc.constantFrom('PLACED', '0.01', '-5', 'true', '{"a":1}'),
  ),
  { maxKeys: 3 },
);
