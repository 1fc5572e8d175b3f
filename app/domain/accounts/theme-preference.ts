import { z } from 'zod';

// spec 1 §4: a theme (default-theme by default, or black-theme) and a dark flag are kept as state.

export const THEME_NAMES = ['default-theme', 'black-theme'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export type ThemePreference = { theme: ThemeName; dark: boolean };

export const DEFAULT_THEME: ThemePreference = { theme: 'default-theme', dark: false };

// Each field falls back on its own: a cookie with a bad theme keeps a good dark flag.
const storedThemeSchema = z.object({
  theme: z.enum(THEME_NAMES).catch(DEFAULT_THEME.theme),
  dark: z.boolean().catch(DEFAULT_THEME.dark),
});

/** The preference held in a decoded cookie value; anything unreadable gives the defaults. */
export function parseThemePreference(value: unknown): ThemePreference {
  // No cookie (most visitors): the defaults, without two caught validation issues to build.
  if (value === null || value === undefined) return { ...DEFAULT_THEME };
  const parsed = storedThemeSchema.safeParse(value);
  return parsed.success ? parsed.data : { ...DEFAULT_THEME };
}
