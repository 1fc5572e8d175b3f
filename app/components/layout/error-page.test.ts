import { expect, test } from 'vitest';
import { errorCopy } from './page-error';

test('a 404 reads Page not found', () => {
  expect(errorCopy(404)).toMatchObject({ eyebrow: 'Error 404', title: 'Page not found' });
});

test('401 and 403 say the page is private', () => {
  expect(errorCopy(403).title).toBe('This page is private');
  expect(errorCopy(401).title).toBe('This page is private');
});

test('server errors read Something went wrong, labelled 500', () => {
  expect(errorCopy(500)).toMatchObject({ eyebrow: 'Error 500', title: 'Something went wrong' });
  expect(errorCopy(503).eyebrow).toBe('Error 500');
});

test('other 4xx say what the sender can change', () => {
  expect(errorCopy(400)).toMatchObject({ eyebrow: 'Error 400', title: 'This request is not valid' });
  expect(errorCopy(405).title).toBe('This page does not take that request');
  expect(errorCopy(429).title).toBe('Too many requests');
});
