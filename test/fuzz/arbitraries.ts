import fc from 'fast-check';
import { type FuzzRequest, printable } from './harness';

// Inputs of the fuzz: text people and programs really send, and text meant to break things (NUL,
// lone surrogates, names of Object's own properties, markup that must never come back raw).

/** Names that a plain object would answer from its prototype. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueFrom',
  'prototype',
];

/** Markup with a unique marker: a page may show it escaped, never raw (harness.ts looks for it). */
export const markup = fc
  .nat({ max: 99_999 })
  .chain((n) =>
    fc.constantFrom(
      `<x-fuzz-${n}>`,
      `"><svg onload=alert(${n})>`,
      `'><x-fuzz-${n} a='`,
      `</script><x-fuzz-${n}>`,
      `</title><svg onload=alert(${n})>`,
      `javascript:alert(${n})`,
    ),
  );

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ud83d\ude00',
  '\ufeff',
  '\u202e',
  ...PROTOTYPE_KEYS,
  '%',
  '_',
  '\\',
  "'",
  '"',
  '%00',
  '%ED%A0%80',
  '%FF',
  '../..',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/',
  '\r\nSet-Cookie: x=1',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '00',
  '1e309',
  '9007199254740993',
  '99999999999999999999',
  '1.5',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  'Ünïcödé',
  '張偉',
  '🏌️‍♀️',
);

/** Characters that text fields must survive: NUL and other controls, lone surrogates, markup. */
export const breaking: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\u0000', '\u0000\u0000', '\u0001\u001f\u007f', '\ud800', '\udfff', "'", '"', '\\'),
  markup,
);

/** Any text, weighted towards what breaks parsers. */
export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), breaking).map(([a, b]) => `${a}${b}`) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: markup },
  { weight: 2, arbitrary: fc.stringMatching(/^-?\d{0,14}$/) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 40, maxLength: 300 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(5000), 'é'.repeat(3000)) },
);

/** One of the values a field expects, or any text. */
export function valueFrom(known: ReadonlyArray<string>): fc.Arbitrary<string> {
  return known.length === 0 ? text : fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known) }, text);
}

/** A field name: one the route reads, a prototype key, or anything. */
export function nameOf(known: ReadonlyArray<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: text },
  );
}

/** Name and value pairs, names repeated at will (a form or a query string). */
export function pairs(
  names: ReadonlyArray<string>,
  values: (name: string) => fc.Arbitrary<string> = () => text,
  maxLength = 10,
): fc.Arbitrary<Array<[string, string]>> {
  return fc.array(
    nameOf(names).chain((name) => values(name).map((value): [string, string] => [name, value])),
    { maxLength },
  );
}

/** A query string of pairs; sometimes raw, with broken percent escapes. */
export function queryOf(fields: fc.Arbitrary<Array<[string, string]>>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fields.map((list) => new URLSearchParams(list).toString()) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('a=%', '%zz=1', 'q=%ED%A0%80', 'q=%00', 'q=%FF%FE', '&&&=&', '=', '?', '#x'),
    },
  );
}

/** One header, or none for an empty value. */
export function header(name: string, value: string): Record<string, string> {
  return value === '' ? {} : { [name]: value };
}

export function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}

/** A path segment: a real one, or anything (escaped so that it stays one segment). */
export function segment(known: ReadonlyArray<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...known) },
    { weight: 3, arbitrary: text.map((value) => encodeSegment(value)) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%2F', '%ED%A0%80', '..', '.', '%2e%2e', '%', 'a%zz') },
  );
}

/** Percent-encodes a segment; lone surrogates, which no URL can carry, are sent as U+FFFD. */
export function encodeSegment(value: string): string {
  return [...new TextEncoder().encode(value)]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

// ─── Bodies ───

export type Body = { body?: BodyInit; headers: Record<string, string> };

const FORM = 'application/x-www-form-urlencoded';

const oddContentTypes = fc.constantFrom(
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  `${FORM}; charset=utf-16`,
  'application/json; charset=latin1',
  'application/xml',
  'text/html',
  'application/octet-stream',
  ';;;',
  'application/x-www-form-urlencoded, application/json',
  'x/y; a="',
);

function multipart(list: Array<[string, string]>, withFile: boolean): FormData {
  const form = new FormData();
  for (const [name, value] of list) form.append(name, value);
  if (withFile) form.append(list[0]?.[0] ?? 'file', new Blob(['%PDF-1.4 not really']), 'x.pdf');
  return form;
}

const bigForm = `a=${'x'.repeat(70_000)}`;

/**
 * A body for a form route: mostly the form in each encoding a browser uses, then JSON, text, none,
 * broken encodings, content types that do not match, and bodies too large.
 */
export function formBody(fields: fc.Arbitrary<Array<[string, string]>>): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fields.map((list) => ({
        body: new URLSearchParams(list),
        headers: { 'Content-Type': FORM },
      })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fields, fc.boolean())
        .map(([list, file]) => ({ body: multipart(list, file), headers: {} })),
    },
    {
      weight: 1,
      arbitrary: fields.map((list) => ({
        body: JSON.stringify(Object.fromEntries(list)),
        headers: { 'Content-Type': 'application/json' },
      })),
    },
    {
      weight: 1,
      arbitrary: fields.map((list) => ({
        body: new URLSearchParams(list).toString(),
        headers: { 'Content-Type': 'text/plain' },
      })),
    },
    { weight: 1, arbitrary: fc.constant({ headers: {} }) },
    { weight: 1, arbitrary: fc.constant({ body: new TextEncoder().encode('a=1&b=2'), headers: {} }) },
    { weight: 1, arbitrary: fc.constant({ body: '', headers: { 'Content-Type': FORM } }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'a=%ED%A0%80&b=%FF',
          '%=&=%&&',
          'a=\u0000',
          '__proto__=1&constructor=2&toString=3&hasOwnProperty=4',
        )
        .map((body) => ({
          body,
          headers: { 'Content-Type': FORM },
        })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(oddContentTypes, fields).map(([type, list]) => ({
        body: new URLSearchParams(list).toString(),
        headers: { 'Content-Type': type },
      })),
    },
    { weight: 1, arbitrary: fc.constant({ body: bigForm, headers: { 'Content-Type': FORM } }) },
  );
}

/** JSON-ish values around a valid body: the body itself, it with fields replaced, and anything. */
export function jsonBody(json: fc.Arbitrary<unknown>, big: string): fc.Arbitrary<Body> {
  const asJson = (type: string) =>
    json.map((value) => ({ body: JSON.stringify(value) ?? 'null', headers: { 'Content-Type': type } }));
  return fc.oneof(
    { weight: 8, arbitrary: asJson('application/json') },
    { weight: 1, arbitrary: asJson('application/json; charset=utf-8') },
    {
      weight: 1,
      arbitrary: json.map((value) => ({
        body: new TextEncoder().encode(JSON.stringify(value) ?? 'null'),
        headers: {},
      })),
    },
    { weight: 1, arbitrary: asJson('text/plain') },
    {
      weight: 1,
      arbitrary: fc.jsonValue().map((value) => ({
        body: JSON.stringify(value) ?? 'null',
        headers: { 'Content-Type': 'application/json' },
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .string({ maxLength: 60 })
        .map((body) => ({ body, headers: { 'Content-Type': 'application/json' } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"a":"\\ud800"}',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{}}}',
          '\ufeff{}',
          '{"a":1e999}',
          '[',
          '',
          'null',
        )
        .map((body) => ({ body, headers: { 'Content-Type': 'application/json' } })),
    },
    {
      weight: 1,
      arbitrary: pairs(['phone', 'code']).map((list) => ({
        body: new URLSearchParams(list),
        headers: { 'Content-Type': FORM },
      })),
    },
    { weight: 1, arbitrary: pairs(['phone']).map((list) => ({ body: multipart(list, false), headers: {} })) },
    { weight: 1, arbitrary: fc.constant({ headers: {} }) },
    {
      weight: 1,
      arbitrary: fc.tuple(oddContentTypes, json).map(([type, value]) => ({
        body: JSON.stringify(value) ?? 'null',
        headers: { 'Content-Type': type },
      })),
    },
    { weight: 1, arbitrary: fc.constant({ body: big, headers: { 'Content-Type': 'application/json' } }) },
  );
}

/** Methods of a route that takes a body: mostly POST. */
export const writeMethod = fc.oneof(
  { weight: 12, arbitrary: fc.constant('POST') },
  { weight: 1, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE') },
);

/** Methods of a page or read API: mostly GET, then the others a client may try. */
export const readMethod = fc.oneof(
  { weight: 12, arbitrary: fc.constant('GET') },
  { weight: 1, arbitrary: fc.constantFrom('HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND') },
);

/** Remix's single-fetch address of a page's data: `/x?y` → `/x.data?y`, `/` → `/_root.data`. */
export function singleFetch(path: string): string {
  const [pathname = '/', ...query] = path.split('?');
  const data = pathname === '/' ? '/_root.data' : `${pathname.replace(/\/$/, '')}.data`;
  return [data, ...query].join('?');
}

/** The path, or now and then its single-fetch twin (what the browser asks once hydrated). */
function sometimesData(path: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(path, fc.nat({ max: 11 })).map(([p, n]) => (n === 0 ? singleFetch(p) : p));
}

let ip = 0;
/** A fresh client address per request, so that rate limits of one case do not answer another. */
export function freshIp(): string {
  ip += 1;
  return `192.0.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`;
}

/** A request for a route that reads only its URL and headers. */
export function readRequest(
  path: fc.Arbitrary<string>,
  headers: fc.Arbitrary<Record<string, string>> = fc.constant({}),
): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(readMethod, sometimesData(path), headers).map(([method, target, extra]) =>
    printable({
      method,
      path: target,
      headers: { 'CF-Connecting-IP': freshIp(), ...extra },
      // A method that may carry a body sometimes does, as a browser form would.
      ...(method === 'POST' || method === 'PUT' ? { body: new URLSearchParams({ q: 'x' }) } : {}),
    }),
  );
}

/** A request with a body for a route that takes one. */
export function writeRequest(
  path: fc.Arbitrary<string>,
  body: fc.Arbitrary<Body>,
  headers: fc.Arbitrary<Record<string, string>> = fc.constant({}),
): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(writeMethod, sometimesData(path), body, headers).map(([method, target, b, extra]) =>
    printable({
      method,
      path: target,
      headers: { 'CF-Connecting-IP': freshIp(), ...b.headers, ...extra },
      ...(b.body === undefined ? {} : { body: b.body }),
    }),
  );
}
