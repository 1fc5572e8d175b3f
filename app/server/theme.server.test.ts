import { expect, test } from 'vitest';
import { DEFAULT_THEME, parseThemePreference } from '~/domain/accounts/theme-preference';
import { getThemePreference, serializeThemePreference } from './theme.server';

function requestWithCookie(setCookie: string): Request {
  const pair = setCookie.split(';')[0] ?? '';
  return new Request('https://golf.example/', { headers: { Cookie: pair } });
}

test('a valid stored preference is kept', () => {
  expect(parseThemePreference({ theme: 'black-theme', dark: true })).toEqual({
    theme: 'black-theme',
    dark: true,
  });
});

test('bad values fall back to default-theme and not dark, field by field', () => {
  expect(parseThemePreference({ theme: 'neon-theme', dark: true })).toEqual({
    theme: 'default-theme',
    dark: true,
  });
  expect(parseThemePreference({ theme: 'black-theme', dark: 'yes' })).toEqual({
    theme: 'black-theme',
    dark: false,
  });
  expect(parseThemePreference('black-theme')).toEqual(DEFAULT_THEME);
  expect(parseThemePreference(null)).toEqual(DEFAULT_THEME);
  expect(parseThemePreference(undefined)).toEqual(DEFAULT_THEME);
});

test('the cookie round-trips through Set-Cookie and Cookie headers', async () => {
  const setCookie = await serializeThemePreference({ theme: 'black-theme', dark: true }, false);
  expect(setCookie).toMatch(/^theme=/);
  expect(setCookie).toContain('HttpOnly');
  expect(setCookie).toContain('SameSite=Lax');
  expect(setCookie).not.toContain('Secure');
  expect(await getThemePreference(requestWithCookie(setCookie))).toEqual({
    theme: 'black-theme',
    dark: true,
  });
});

test('a missing or garbled cookie gives the default theme', async () => {
  expect(await getThemePreference(new Request('https://golf.example/'))).toEqual(DEFAULT_THEME);
  expect(await getThemePreference(requestWithCookie('theme=%%%not-base64'))).toEqual(DEFAULT_THEME);
  expect(await getThemePreference(requestWithCookie(`theme=${btoa('{"theme":"x"}')}`))).toEqual(
    DEFAULT_THEME,
  );
});

test('in production the cookie is Secure', async () => {
  const setCookie = await serializeThemePreference({ theme: 'default-theme', dark: false }, true);
  expect(setCookie).toContain('; Secure');
  expect(await getThemePreference(requestWithCookie(setCookie))).toEqual({
    theme: 'default-theme',
    dark: false,
  });
});
