import { expect, test } from 'vitest';
import { z } from 'zod';
import { formFields, readSubmission } from './form-submission.server';

function post(body: string) {
  return new Request('https://example.test/form', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

test('plain and dotted names pass; path syntax and prototype names are left out', () => {
  const form = new URLSearchParams([
    ['phone', '1'],
    ['charts.start', '2'],
    ['public-78', '3'],
    ['__proto__', 'x'],
    ['constructor', 'x'],
    ['charts.__proto__', 'x'],
    ['a[0]', 'x'],
    ['__intent__', 'x'],
    ['', 'x'],
    ['a..b', 'x'],
  ]);
  expect([...formFields(form).keys()]).toEqual(['phone', 'charts.start', 'public-78']);
});

test('a form with hostile names parses by the schema instead of throwing', async () => {
  const schema = z.object({ phone: z.string() });
  const read = await readSubmission(post('__proto__=a&constructor.prototype=b&phone=2025550123'), schema);
  expect(read.ok && read.submission.status).toBe('success');
});

test('a body that is not a form is a rejection in words', async () => {
  const request = new Request('https://example.test/form', {
    method: 'POST',
    body: '{}',
    headers: { 'Content-Type': 'application/json' },
  });
  const read = await readSubmission(request, z.object({}));
  expect(read.ok).toBe(false);
  if (!read.ok) expect(read.status).toBe(415);
});
