import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import type { FuzzWorld } from './fuzz-world.js';
import { brokenGraphqlQuery, brokenJsonFor } from './json-breakers.js';
import { INJECTIONS, extraFields, wrongValuesFor } from './malformed-values.js';
import {
  JsonFieldValue,
  NON_OBJECT_BODIES,
  UNREADABLE_BODIES,
  encodeDraft,
  type Draft,
  type ParamsIn,
} from './request-encoding.js';
import type { RouteBreak, RouteSpec } from './route-spec.js';

export interface FuzzCase {
  breakages: string[];
  request: InjectOptions;
}

type Breakage = { label: string; apply: (draft: Draft) => void };
const breakage = (label: string, apply: (draft: Draft) => void): Breakage => ({ label, apply });
const bearer = (token: string) => `Bearer ${token}`;
const UNKNOWN_TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5d2FsZG8';

/** sendOrderV2's `order` travels URL-encoded, as the storefront sends it. */
const isUrlEncodedJson = (route: RouteSpec, name: string) =>
  route.url.endsWith('/sendOrderV2') && name === 'order';

function jsonFieldValue(route: RouteSpec, name: string, value: unknown) {
  return value !== null && typeof value === 'object'
    ? new JsonFieldValue({ object: value }, isUrlEncodedJson(route, name))
    : value;
}

function fieldBreakages(route: RouteSpec, world: FuzzWorld, paramsIn: ParamsIn): fc.Arbitrary<Breakage>[] {
  const valid = route.valid(world);
  const ids = {
    soldOutItemId: world.store.items.soldOut,
    inactiveItemId: world.store.items.inactive,
  };
  return route.fields.flatMap((field) => {
    const wrong = wrongValuesFor(field.kind)
      .filter((wrongValue) => paramsIn === 'json' || !wrongValue.jsonOnly)
      .map(({ value }) =>
        breakage(`${field.name}=${preview(value)}`, (draft) => void (draft.params[field.name] = value)),
      );
    const options: fc.Arbitrary<Breakage>[] = [wrong];
    if (field.kind.kind === 'json') {
      const isUrlEncoded = isUrlEncodedJson(route, field.name);
      options.push(
        brokenJsonFor(field.kind.payload, valid[field.name] as Record<string, unknown>, ids).map((content) =>
          breakage(
            `${field.name} broken: ${preview('raw' in content ? content.raw : content.object)}`,
            (draft) => {
              draft.params[field.name] = new JsonFieldValue(content, isUrlEncoded);
            },
          ),
        ),
      );
    }
    if (field.kind.kind === 'graphql') {
      options.push(
        brokenGraphqlQuery.map((query) =>
          breakage(`query=${preview(query)}`, (d) => void (d.params.query = query)),
        ),
      );
    }
    if (field.required) {
      options.push(
        fc.constant(breakage(`${field.name} missing`, (draft) => void delete draft.params[field.name])),
      );
    }
    if (field.blanks?.length) {
      options.push(
        fc
          .constantFrom(...field.blanks)
          .map((blank) =>
            breakage(`${field.name} blank`, (draft) => void (draft.params[field.name] = blank)),
          ),
      );
    }
    return options;
  });
}

function authBreakages(route: RouteSpec, world: FuzzWorld): fc.Arbitrary<Breakage>[] {
  if (route.auth === 'none') {
    return [];
  }
  const unknown = [
    breakage('unknown token', (draft) => void (draft.headers.authorization = bearer(UNKNOWN_TOKEN))),
    breakage('overlong token', (draft) => void (draft.headers.authorization = bearer('t'.repeat(5_000)))),
    breakage('unknown accessToken parameter', (draft) => {
      delete draft.headers.authorization;
      draft.params.accessToken = UNKNOWN_TOKEN;
    }),
    breakage(
      'injection as token',
      (draft) => void (draft.headers.authorization = bearer(INJECTIONS[0]!.replace(/\s/g, ''))),
    ),
  ];
  if (route.auth === 'optional') {
    return [fc.constantFrom(...unknown)];
  }
  if (route.auth === 'restaurant') {
    return [
      fc.constantFrom(
        ...unknown,
        breakage('no credentials', (draft) => void delete draft.headers.authorization),
        breakage('a diner token', (draft) => void (draft.headers.authorization = bearer(world.owner.token))),
        ...(route.anyAccount
          ? []
          : [
              breakage('another restaurant token', (draft) => {
                draft.headers.authorization = bearer(world.otherRestaurant.token);
              }),
            ]),
      ),
    ];
  }
  return [
    fc.constantFrom(
      ...unknown,
      breakage('no credentials', (draft) => {
        delete draft.headers.authorization;
        delete draft.params.accessToken;
      }),
      breakage('Basic scheme', (draft) => void (draft.headers.authorization = 'Basic dXNlcjpwYXNz')),
      breakage('another user id', (draft) => void (draft.params.userId = world.intruder.userId)),
    ),
  ];
}

const ROUTE_BREAKS: Record<RouteBreak, fc.Arbitrary<Breakage>> = {
  'only-latitude': fc.constant(
    breakage('latitude without longitude', (draft) => {
      draft.params.latitude = '41.8858';
      delete draft.params.longitude;
    }),
  ),
  'empty-address': fc.constant(
    breakage('no address at all', (draft) => {
      for (const name of ['text', 'address', 'city', 'state', 'zip']) {
        draft.params[name] = '';
      }
    }),
  ),
  'unknown-operation': fc.constant(
    breakage('unknown operation', (draft) => void (draft.params.operationName = 'Nope')),
  ),
  'bad-driver-fields': fc.constantFrom(
    breakage('driver email invalid', (draft) => void (draft.params.email = 'not-an-email')),
    breakage('driver zip invalid', (draft) => void (draft.params.zipCode = '1234')),
    breakage('driver phone invalid', (draft) => void (draft.params.phoneNumber = '123')),
  ),
  'cash-for-pickup': fc.constant(
    breakage('CASH for pick-up', (draft) => void (draft.params.paymentstatus = 'CASH')),
  ),
  // The last path segment is the record's id: not an id, or one no record has.
  'bad-path-id': fc
    .constantFrom('abc', '0', '-1', '1.5', '2147483647', '99999999999', "1'%20OR%20'1'%3D'1", '%00')
    .map((id) => breakage(`path id ${id}`, (draft) => void (draft.url = draft.url.replace(/[^/]+$/, id)))),
};

function bodyBreakages(route: RouteSpec, method: Draft['method']): fc.Arbitrary<Breakage>[] {
  if (method === 'GET') {
    return [];
  }
  const bodies =
    route.params === 'query' || route.ignoresNonObjectBody
      ? UNREADABLE_BODIES
      : [...UNREADABLE_BODIES, ...NON_OBJECT_BODIES];
  return [
    fc.constantFrom(...bodies).map((body) =>
      breakage(`body ${body.contentType}: ${preview(body.payload)}`, (draft) => {
        draft.rawBody = body;
        // The query string keeps only what a body-reading route ignores.
        if (route.params === 'body') {
          draft.params = {};
        }
      }),
    ),
  ];
}

/** Requests each broken in at least one way, over every encoding the route reads, with unknown fields on top. */
export function malformedRequestsFor(route: RouteSpec, world: FuzzWorld): fc.Arbitrary<FuzzCase> {
  const bodyEncodings: ParamsIn[] = ['form', 'json', 'multipart'];
  const encodings: ParamsIn[] =
    route.params === 'query'
      ? ['query']
      : route.params === 'body' || route.secretFields
        ? bodyEncodings
        : ['query', ...bodyEncodings];
  const shapes = fc
    .constantFrom(...route.methods)
    .chain((method) =>
      fc
        .constantFrom(...(method === 'GET' ? (['query'] as ParamsIn[]) : encodings))
        .map((paramsIn) => ({ method, paramsIn })),
    );
  return shapes.chain(({ method, paramsIn }) => {
    const breakages = fc.oneof(
      ...fieldBreakages(route, world, paramsIn),
      ...authBreakages(route, world),
      ...bodyBreakages(route, method),
      ...(route.breaks ?? []).map((name) => ROUTE_BREAKS[name]),
    );
    return fc
      .tuple(extraFields, fc.array(breakages, { minLength: 1, maxLength: 2 }), fc.boolean())
      .map(([extras, chosen, sendsOptionalSession]) => {
        const valid = route.valid(world);
        const params = Object.fromEntries(
          Object.entries(valid).map(([name, value]) => [name, jsonFieldValue(route, name, value)]),
        );
        const known = new Set(route.fields.map((field) => field.name));
        const draft: Draft = {
          method,
          url: route.pathOf?.(world) ?? route.url,
          params: {
            ...Object.fromEntries(Object.entries(extras).filter(([name]) => !known.has(name))),
            ...params,
          },
          paramsIn,
          headers: {},
        };
        if (route.auth === 'required' || (route.auth === 'optional' && sendsOptionalSession)) {
          draft.headers.authorization = bearer(world.owner.token);
        }
        if (route.auth === 'restaurant') {
          draft.headers.authorization = bearer(world.restaurant.token);
        }
        for (const chosenBreakage of chosen) {
          chosenBreakage.apply(draft);
        }
        if (draft.rawBody) {
          // A raw body moves the parameters into the URL; card data never goes there (see the log test).
          for (const name of route.secretFields ?? []) {
            delete draft.params[name];
          }
        }
        return { breakages: chosen.map((item) => item.label), request: encodeDraft(draft) };
      });
  });
}

function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 60)}…(${text.length})` : text;
}
