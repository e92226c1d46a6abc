import fc from 'fast-check';
import { INJECTIONS, tooLong, type JsonPayload } from './malformed-values.js';

type Json = Record<string, unknown>;
/** A JSON-carrying field's broken content: raw text sent as is, or an object (stringified in forms). */
export type BrokenJson = { raw: string } | { object: unknown };

/** Ids of the fuzz world that a payload may point at. */
export interface PayloadIds {
  soldOutItemId: number;
  inactiveItemId: number;
}

const clone = <T>(value: T): T => structuredClone(value);

const setPath = (target: Json, path: (string | number)[], value: unknown): Json => {
  const copy = clone(target);
  let cursor: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    cursor = cursor[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) {
    delete cursor[last];
  } else {
    cursor[last] = value;
  }
  return copy;
};

const edits = (path: (string | number)[], values: unknown[]) =>
  fc.constantFrom(...values).map((value) => (valid: Json) => setPath(valid, path, value));

/** Text that is not JSON, or JSON of the wrong shape, whatever the payload. */
const brokenText = (valid: Json): fc.Arbitrary<BrokenJson> => {
  const text = JSON.stringify(valid);
  const firstKey = Object.keys(valid)[0] ?? 'a';
  return fc.oneof(
    fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((cut) => ({ raw: text.slice(0, cut) })),
    fc
      .constantFrom(
        text.replace(/"/g, "'"),
        text.replace(/}$/, ',}'),
        text.replace(/:(\d+)/, ':NaN'),
        `/* comment */${text}`,
        `${text}${text}`,
        '{',
        'undefined',
        '',
        '\u0000',
        '[]',
        '"text"',
        '42',
        'true',
        `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
        `{"${firstKey}":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_001)}`,
        ...INJECTIONS.filter(isNotJsonObject),
      )
      // An edit that found nothing to break leaves the valid text.
      .filter((raw) => raw !== text)
      .map((raw) => ({ raw })),
    fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
      .filter(isNotJsonObject)
      .map((raw) => ({ raw })),
  );
};

function isNotJsonObject(text: string) {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed === null || typeof parsed !== 'object' || Array.isArray(parsed);
  } catch {
    return true;
  }
}

/** Semantic breakages of a valid order: bad quantities, ids, types, times, sizes, unavailable items. */
function orderEdits(ids: PayloadIds) {
  const line = (field: string, values: unknown[]) => edits(['orderItems', 0, field], values);
  return fc.oneof(
    line('quantity', [-1, 0, 1.5, -0.5, 100, 1e9, '1', null, 1.0000001]),
    edits(['orderItems', 0, 'orderItemsOptions', 0, 'quantity'], [0, -2, 1.5, 1e6, '1']),
    edits(['orderItems', 0, 'orderItemsOptions', 0, 'id'], [0, 'x', 999_999]),
    edits(['orderItems', 0, 'orderItemsOptions', 0, 'groupId'], [-1, 999_999]),
    line('orderItemsOptions', ['x', [{}], [], [{ groupId: 'a', id: 1, quantity: 1 }]]),
    line('itemId', [
      0,
      -3,
      1.5,
      'A1',
      2_147_483_648,
      999_999,
      ids.soldOutItemId,
      ids.inactiveItemId,
      undefined,
    ]),
    line('specialInstructions', ['x'.repeat(201), { a: 1 }]),
    line('orderItemType', ['DEAL_ITEM', 'FREE_ITEM']),
    edits(['restaurantInfoId'], [0, 'x', 999_999, undefined, 1.5]),
    edits(['orderType'], ['TAKEOUT', '', null, 5, 'pick_up', undefined]),
    edits(['tip'], [-1, 0.001, 'abc', 1e6, 10_000.01]),
    edits(
      ['scheduleTime'],
      ['2024-02-30 10:00:00', 'tomorrow', '2024-01-01T25:00', 99, '2030-01-01 10:00 extra'],
    ),
    edits(['orderItems'], [[], 'x', {}, null, undefined]),
    edits(
      ['customer'],
      ['someone', [], { zip: 60601 }, { email: 'x'.repeat(255) }, { addressChanged: 'yes' }],
    ),
    edits(['orderPaymentMethod'], ['BITCOIN', 3]),
    edits(['specialInstructions'], ['x'.repeat(201)]),
    fc.constant((valid: Json) => {
      const lines = valid.orderItems as unknown[];
      return { ...clone(valid), orderItems: Array.from({ length: 101 }, () => clone(lines[0])) };
    }),
  );
}

const cardEdits = fc.oneof(
  edits(
    ['cardnumber'],
    ['4111111111111112', '4111', '41111111111111111111', 'abcd efgh ijkl mnop', 4111111111111111, ''],
  ),
  edits(['expdate'], ['13/30', '01/20', '1/30', '12-30', '', 1230]),
  edits(['cvv'], ['12', '12345', 'abc', '', 123]),
  edits(['zipcode'], ['1234', 'abcde', '606011', '']),
  edits(['cardholder'], ['', '   ', 'x'.repeat(101)]),
  edits(['cardnumber'], [undefined]),
  fc.constant(() => ({ userPaymentProfileId: 0 })),
  fc.constant(() => ({ userPaymentProfileId: 'x' })),
  fc.constant(() => ({ userPaymentProfileId: 999_999 })),
);

const customerEdits = fc.oneof(
  edits(['zip'], [60601, ['60601'], 'x'.repeat(11)]),
  edits(['address'], ['x'.repeat(201), 12]),
  edits(['city'], ['x'.repeat(101), { a: 1 }]),
  edits(['addressChanged'], ['yes', 1]),
  edits(['userId'], [-1, 'me', 1.5]),
);

const userInfosEdits = fc.constantFrom<(valid: Json) => unknown>(
  () => [],
  () => [{ firstName: 5 }],
  () => ({ not: 'an array' }),
  (valid) => Array.from({ length: 11 }, () => (valid as unknown as unknown[])[0]),
  () => [{ firstName: 'x'.repeat(51) }],
  () => [{ zip: 'x'.repeat(11) }],
);

const eventPayloadEdits = fc.constantFrom<(valid: Json) => unknown>(
  () => Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`k${index}`, index])),
  () => ({ nested: { a: 1 } }),
  () => ({ ['k'.repeat(41)]: 1 }),
  () => ({ text: 'x'.repeat(201) }),
  () => [1, 2],
);

const variablesEdits = fc.constantFrom<(valid: Json) => unknown>(
  () => [1],
  () => 'text',
  () => 7,
  () => ({}),
  () => ({ id: null }),
  () => ({ id: { nested: 1 } }),
  () => ({ id: 'abc' }),
  () => ({ id: -4 }),
);

/** Breakages of a JSON-carrying field, starting from its valid value. */
export function brokenJsonFor(payload: JsonPayload, valid: Json, ids: PayloadIds): fc.Arbitrary<BrokenJson> {
  const semantic: Record<JsonPayload, fc.Arbitrary<(valid: Json) => unknown>> = {
    order: orderEdits(ids),
    card: cardEdits,
    customer: customerEdits,
    userInfos: userInfosEdits,
    eventPayload: eventPayloadEdits,
    variables: variablesEdits,
  };
  return fc.oneof(
    { weight: 3, arbitrary: semantic[payload].map((edit) => ({ object: edit(valid) })) },
    { weight: 1, arbitrary: brokenText(valid) },
    { weight: 1, arbitrary: tooLong(70_000).map((raw) => ({ raw })) },
  );
}

/** Broken GraphQL documents: syntax, unknown fields, wrong variables, depth bombs. */
export const brokenGraphqlQuery = fc.oneof(
  fc.constantFrom(
    '{',
    'query { nope }',
    'mutation { deleteEverything }',
    'subscription { orders }',
    'query Q($id: Int!) { stores(id: $id) { id } }',
    `{ ${'a { '.repeat(3_000)}b${' }'.repeat(3_000)} }`,
    '{ stores(id: "abc") { id } }',
    'query { storeMenu(id: 1) { categories { nope } } }',
    ...INJECTIONS,
  ),
  tooLong(10_000),
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
    .filter((text) => text.trim() !== '' && !text.includes('{')),
);
