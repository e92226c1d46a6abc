import type { InjectOptions } from 'fastify';
import type { BrokenJson } from './json-breakers.js';

/** The content of a JSON-carrying field (`orderjson`, `customerjson` ...), valid or broken. */
export class JsonFieldValue {
  constructor(
    readonly content: BrokenJson,
    /** sendOrderV2's `order` travels URL-encoded inside the form field. */
    readonly urlEncoded = false,
  ) {}
}

export type ParamsIn = 'query' | 'form' | 'json' | 'multipart';

/** A request being built: parameters, where they travel, headers, or a raw body replacing them. */
export interface Draft {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  params: Record<string, unknown>;
  paramsIn: ParamsIn;
  headers: Record<string, string>;
  rawBody?: { contentType: string; payload: string };
}

const asText = (value: unknown): string => {
  if (value instanceof JsonFieldValue) {
    const text = 'raw' in value.content ? value.content.raw : JSON.stringify(value.content.object);
    return value.urlEncoded && 'object' in value.content ? encodeURIComponent(text) : text;
  }
  if (value !== null && typeof value === 'object') {
    return JSON.stringify(value);
  }
  return String(value);
};

/** Name/value pairs as a form or query string carries them: an array is the name repeated. */
function toPairs(params: Record<string, unknown>): [string, string][] {
  return Object.entries(params).flatMap(([name, value]): [string, string][] =>
    Array.isArray(value) ? value.map((entry) => [name, asText(entry)]) : [[name, asText(value)]],
  );
}

const toJsonValue = (value: unknown): unknown => {
  if (value instanceof JsonFieldValue) {
    return 'raw' in value.content ? value.content.raw : value.content.object;
  }
  return value;
};

function toMultipart(params: Record<string, unknown>) {
  const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
  const parts = toPairs(params).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
}

/** The draft as app.inject() takes it. */
export function encodeDraft(draft: Draft): InjectOptions {
  const headers = { ...draft.headers };
  let url = draft.url;
  let payload: string | undefined;
  if (draft.paramsIn === 'query' || draft.rawBody) {
    const query = new URLSearchParams(toPairs(draft.params)).toString();
    url = query ? `${url}?${query}` : url;
  }
  if (draft.rawBody) {
    headers['content-type'] = draft.rawBody.contentType;
    payload = draft.rawBody.payload;
  } else if (draft.paramsIn === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(toPairs(draft.params)).toString();
  } else if (draft.paramsIn === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(
      Object.fromEntries(Object.entries(draft.params).map(([k, v]) => [k, toJsonValue(v)])),
    );
  } else if (draft.paramsIn === 'multipart') {
    const multipart = toMultipart(draft.params);
    headers['content-type'] = multipart.contentType;
    payload = multipart.payload;
  }
  return { method: draft.method, url, headers, ...(payload === undefined ? {} : { payload }) };
}

const TWO_MEGABYTES = 2 * 1024 * 1024;

/** Bodies no route can read, whatever it expects. */
export const UNREADABLE_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"restaurantInfoId": ' },
  { contentType: 'application/json', payload: '{"a":1,}' },
  { contentType: 'application/json', payload: "{'a': 1}" },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'restaurantInfoId=1&orderId=2' },
  { contentType: 'application/json', payload: `{"a":"${'x'.repeat(TWO_MEGABYTES)}"}` },
  { contentType: 'application/xml', payload: '<order><id>1</id></order>' },
  { contentType: 'text/csv', payload: 'a,b\n1,2' },
  { contentType: 'application/octet-stream', payload: '\u0000\u0001\u0002' },
  { contentType: 'multipart/form-data; boundary=nope', payload: 'garbage without parts' },
  { contentType: 'multipart/form-data', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1' },
];

/** Bodies that parse but hold no object of fields: refused by any route reading its parameters from the body. */
export const NON_OBJECT_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '[1,2,3]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '42' },
  { contentType: 'application/json', payload: 'true' },
  { contentType: 'application/json', payload: '[{"restaurantInfoId": 1}]' },
];
