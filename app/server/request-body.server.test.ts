import { expect, test } from 'vitest';
import { FORM_MESSAGES, JSON_MESSAGES, readForm, readJsonBody, tooLargeMessage } from './request-body.server';

function post(body: BodyInit | null, contentType?: string): Request {
  const headers = contentType === undefined ? undefined : { 'Content-Type': contentType };
  return new Request('https://site.test/x', { method: 'POST', body, headers });
}

/** A body streamed in chunks, with no Content-Length (as a chunked upload arrives). */
function streamed(chunks: Array<string>, contentType: string): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Request('https://site.test/x', {
    method: 'POST',
    body,
    headers: { 'Content-Type': contentType },
    duplex: 'half',
  } as RequestInit);
}

test('an urlencoded form keeps repeated names, and prototype names are plain data', async () => {
  const result = await readForm(
    post('a=1&a=2&__proto__=x&constructor=y&toString=z', 'application/x-www-form-urlencoded'),
  );
  if (!result.ok) throw new Error(result.message);
  expect(result.form.getAll('a')).toEqual(['1', '2']);
  expect(result.form.get('__proto__')).toBe('x');
  expect(result.form.get('constructor')).toBe('y');
  expect(result.form.get('hasOwnProperty')).toBeNull();
});

test('a multipart form gives its text fields; files are left out', async () => {
  const form = new FormData();
  form.append('intent', 'preview');
  form.append('picture', new Blob(['bytes']), 'me.png');
  const request = new Request('https://site.test/x', { method: 'POST', body: form });
  const result = await readForm(request);
  if (!result.ok) throw new Error(result.message);
  expect([...result.form]).toEqual([['intent', 'preview']]);
});

test('invalid UTF-8 and encoded surrogates become U+FFFD', async () => {
  const bytes = new Uint8Array([
    ...new TextEncoder().encode('a=x'),
    0xff,
    ...new TextEncoder().encode('&b=%ED%A0%80'),
  ]);
  const result = await readForm(post(bytes, 'application/x-www-form-urlencoded'));
  if (!result.ok) throw new Error(result.message);
  expect(result.form.get('a')).toBe('x\uFFFD');
  expect(result.form.get('b')?.isWellFormed()).toBe(true);
});

test.each<[string, BodyInit | null, string | undefined, number, string]>([
  ['JSON to a form', '{"plan":"player"}', 'application/json', 415, FORM_MESSAGES.unsupported],
  ['text to a form', 'plan=player', 'text/plain', 415, FORM_MESSAGES.unsupported],
  ['a body with no content type', 'plan=player', undefined, 415, FORM_MESSAGES.unsupported],
  ['multipart without a boundary', 'plan=player', 'multipart/form-data', 400, FORM_MESSAGES.unreadable],
])('%s is refused with %i', async (_, body, type, status, message) => {
  const request = post(body, type);
  // Without a content type given, fetch would add text/plain for a string body.
  if (type === undefined) request.headers.delete('Content-Type');
  expect(await readForm(request)).toEqual({ ok: false, status, message });
});

test('a bare POST (no body, no content type) is an empty form', async () => {
  const result = await readForm(post(null));
  expect(result.ok && [...result.form]).toEqual([]);
});

test('a form above the cap is a 413, declared or streamed', async () => {
  const big = `a=${'x'.repeat(70_000)}`;
  const tooLarge = { ok: false, status: 413, message: tooLargeMessage(64 * 1024) };
  expect(await readForm(post(big, 'application/x-www-form-urlencoded'))).toEqual(tooLarge);
  const chunks = Array.from({ length: 10 }, () => 'x'.repeat(8_000));
  expect(await readForm(streamed(['a=', ...chunks], 'application/x-www-form-urlencoded'))).toEqual(tooLarge);
  expect(tooLarge.message).toBe('The body is larger than 64 KB.');
});

test('JSON strings and keys are made well-formed; __proto__ stays an own data property', async () => {
  const result = await readJsonBody(
    post(
      '{"name":"a\\ud800b","\\udc00":1,"__proto__":{"admin":true},"list":["\\ud83d"]}',
      'application/json',
    ),
    1024,
  );
  if (!result.ok) throw new Error(result.message);
  const json = result.json as Record<string, unknown>;
  expect(json.name).toBe('a\uFFFDb');
  expect(json['\uFFFD']).toBe(1);
  expect(json.list).toEqual(['\uFFFD']);
  expect(Object.hasOwn(json, '__proto__')).toBe(true);
  expect(Object.getPrototypeOf(json)).toBe(Object.prototype);
  expect((json as { admin?: unknown }).admin).toBeUndefined();
});

test.each<[string, BodyInit, string | undefined, number, string]>([
  ['a form', 'phone=1', 'application/x-www-form-urlencoded', 415, JSON_MESSAGES.unsupported],
  ['text', '{"phone":"1"}', 'text/plain', 415, JSON_MESSAGES.unsupported],
  ['broken JSON', '{"phone":', 'application/json', 400, JSON_MESSAGES.unreadable],
  ['an empty body', '', 'application/json', 400, JSON_MESSAGES.unreadable],
  [
    'JSON above the cap',
    JSON.stringify({ a: 'x'.repeat(2000) }),
    'application/json',
    413,
    tooLargeMessage(1024),
  ],
])('JSON reader: %s is refused with %i', async (_, body, type, status, message) => {
  expect(await readJsonBody(post(body, type), 1024)).toEqual({ ok: false, status, message });
});

test('JSON is read with no content type, or with a +json type', async () => {
  const bare = post(new TextEncoder().encode('{"a":1}'));
  expect(bare.headers.get('Content-Type')).toBeNull();
  expect(await readJsonBody(bare, 1024)).toEqual({ ok: true, json: { a: 1 } });
  expect(await readJsonBody(post('[1]', 'application/vnd.api+json; charset=utf-8'), 1024)).toEqual({
    ok: true,
    json: [1],
  });
});
