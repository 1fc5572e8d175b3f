import { expect, test } from 'vitest';
import { publicOrigin } from './public-origin.server';

const request = new Request('http://127.0.0.1:8787/org/lakeside-u?x=1');

test('the configured public origin wins', () => {
  expect(publicOrigin(request, { PUBLIC_ORIGIN: 'https://golf.example.com/some/path' })).toBe(
    'https://golf.example.com',
  );
});

test('without a usable configured origin the request origin is used', () => {
  expect(publicOrigin(request, { PUBLIC_ORIGIN: '' })).toBe('http://127.0.0.1:8787');
  expect(publicOrigin(request, { PUBLIC_ORIGIN: 'not a url' })).toBe('http://127.0.0.1:8787');
  expect(publicOrigin(request, { PUBLIC_ORIGIN: 'javascript:alert(1)' })).toBe('http://127.0.0.1:8787');
});
