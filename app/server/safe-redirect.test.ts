import { expect, test } from 'vitest';
import { isSafeRedirectPath, safeRedirectPath } from './safe-redirect';

test('accepts same-origin paths with query and hash', () => {
  expect(isSafeRedirectPath('/')).toBe(true);
  expect(isSafeRedirectPath('/player/ann/summary')).toBe(true);
  expect(isSafeRedirectPath('/golf/search?type=account&q=ann#results')).toBe(true);
});

test('rejects protocol-relative and backslash hosts', () => {
  expect(isSafeRedirectPath('//evil.example')).toBe(false);
  expect(isSafeRedirectPath('/\\evil.example')).toBe(false);
  expect(isSafeRedirectPath('\\\\evil.example')).toBe(false);
  expect(isSafeRedirectPath('/\t/evil.example')).toBe(false);
});

test('rejects absolute URLs and schemes', () => {
  expect(isSafeRedirectPath('https://evil.example/')).toBe(false);
  expect(isSafeRedirectPath('javascript:alert(1)')).toBe(false);
  expect(isSafeRedirectPath('data:text/html,hi')).toBe(false);
  expect(isSafeRedirectPath('player/ann')).toBe(false);
});

test('rejects empty and non-string values', () => {
  expect(isSafeRedirectPath('')).toBe(false);
  expect(isSafeRedirectPath(undefined)).toBe(false);
  expect(isSafeRedirectPath(42)).toBe(false);
  expect(isSafeRedirectPath(`/${'a'.repeat(3000)}`)).toBe(false);
});

test('safeRedirectPath falls back when the path is unsafe', () => {
  expect(safeRedirectPath('/dashboard')).toBe('/dashboard');
  expect(safeRedirectPath('//evil.example')).toBe('/');
  expect(safeRedirectPath(null, '/auth')).toBe('/auth');
});
