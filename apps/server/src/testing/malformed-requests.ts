import type { InjectOptions } from 'fastify';

/** How a field is read, which decides what a wrong value for it looks like. */
export type FieldKind = 'text' | 'id' | 'flag' | 'json-array';

export interface CallShape {
  url: string;
  /** A valid request body; each case breaks it in one way. */
  valid: Record<string, unknown>;
  kinds: Record<string, FieldKind>;
  required: string[];
}

const MEGABYTE_TEXT = 'x'.repeat(1024 * 1024);

const wrongValues: Record<FieldKind, unknown[]> = {
  text: [12345, { nested: 'object' }, ['a', 'b'], true, null, MEGABYTE_TEXT],
  id: ['abc', { nested: 1 }, ['1'], true, null, -5, 1.5, MEGABYTE_TEXT],
  flag: ['maybe', 12345, { nested: true }, ['true'], null, MEGABYTE_TEXT],
  'json-array': [
    '[{"broken',
    '{"not":"an array"}',
    12345,
    null,
    '[{"firstName":5}]',
    JSON.stringify(Array.from({ length: 11 }, () => ({ firstName: 'A' }))),
    '[]',
    MEGABYTE_TEXT,
  ],
};

export interface MalformedCase {
  name: string;
  request: InjectOptions;
}

const json = (url: string, payload: string): InjectOptions => ({
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json' },
  payload,
});

const toForm = (fields: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();

/** Thirty-odd ways to send a call wrongly: broken bodies, missing fields, wrong types, 1 MB strings. */
export function malformedRequests({ url, valid, kinds, required }: CallShape): MalformedCase[] {
  const fields = Object.keys(valid);
  const [first = 'field'] = fields;
  const without = (field: string) =>
    Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
  const everyField = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  const cases: MalformedCase[] = [
    { name: 'no body at all', request: { method: 'POST', url } },
    { name: 'broken JSON', request: json(url, `{"${first}": `) },
    { name: 'a JSON array', request: json(url, '[1,2,3]') },
    { name: 'a JSON string', request: json(url, '"text"') },
    { name: 'a JSON number', request: json(url, '42') },
    { name: 'JSON null', request: json(url, 'null') },
    { name: 'JSON true', request: json(url, 'true') },
    { name: 'an empty JSON body', request: json(url, '') },
    { name: 'JSON with a trailing comma', request: json(url, JSON.stringify(valid).replace(/}$/, ',}')) },
    {
      name: 'an XML body',
      request: { method: 'POST', url, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    },
    {
      name: 'a text body',
      request: { method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    },
    {
      name: 'a CSV body',
      request: { method: 'POST', url, headers: { 'content-type': 'text/csv' }, payload: 'a,b' },
    },
    { name: 'a form body labelled JSON', request: json(url, toForm(valid)) },
    {
      name: 'JSON labelled as a form',
      request: {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: JSON.stringify(valid),
      },
    },
    {
      name: 'a body over 2 MB',
      request: json(url, JSON.stringify({ ...valid, padding: 'x'.repeat(2.5 * 1024 * 1024) })),
    },
    {
      name: 'multipart without a boundary',
      request: {
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'garbage',
      },
    },
    {
      name: 'multipart with a broken part',
      request: {
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
        payload: '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue-without-end',
      },
    },
    {
      name: 'a 1 MB query parameter',
      request: { ...json(`${url}?${first}=${MEGABYTE_TEXT}`, JSON.stringify(without(first))) },
    },
    {
      name: 'a duplicated query parameter',
      request: json(`${url}?${first}=a&${first}=b`, JSON.stringify(without(first))),
    },
    { name: 'the fields nested in an object', request: json(url, JSON.stringify({ data: valid })) },
    { name: 'every field null', request: json(url, JSON.stringify(everyField(null))) },
    { name: 'every field empty', request: json(url, JSON.stringify(everyField(''))) },
    { name: 'every field an object', request: json(url, JSON.stringify(everyField({}))) },
    { name: 'every field 1 MB', request: json(url, JSON.stringify(everyField('y'.repeat(512 * 1024)))) },
  ];
  for (const field of fields) {
    if (required.includes(field)) {
      cases.push({ name: `${field} missing`, request: json(url, JSON.stringify(without(field))) });
    }
    for (const value of wrongValues[kinds[field] ?? 'text']) {
      const label = typeof value === 'string' && value.length > 100 ? '1 MB of text' : JSON.stringify(value);
      cases.push({
        name: `${field} = ${label}`,
        request: json(url, JSON.stringify({ ...valid, [field]: value })),
      });
    }
    cases.push({
      name: `${field} of 1 MB in a form body`,
      request: {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: toForm({ ...valid, [field]: MEGABYTE_TEXT }),
      },
    });
  }
  return cases;
}
