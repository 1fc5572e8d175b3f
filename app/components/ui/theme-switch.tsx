import { useFetcher, useFetchers, useLocation } from '@remix-run/react';
import type { FormEvent } from 'react';
import type { ThemeName, ThemePreference } from '~/domain/accounts/theme-preference';

// spec 1 §4 theme. Each toggle is a plain form posting to /resources/theme, so it works without
// JavaScript (the action redirects back); with JavaScript a fetcher posts it and the page stays put.

export const THEME_ACTION = '/resources/theme';

/** The preference being saved right now, so <html> can switch before the server answers. */
export function useOptimisticTheme(): ThemePreference | null {
  const fetchers = useFetchers();
  const saving = fetchers.find((fetcher) => fetcher.formAction === THEME_ACTION && fetcher.formData);
  const theme = saving?.formData?.get('theme');
  const dark = saving?.formData?.get('dark');
  if (!saving) return null;
  return { theme: theme === 'black-theme' ? 'black-theme' : 'default-theme', dark: dark === 'true' };
}

export function ThemeSwitch({ preference }: { preference: ThemePreference }) {
  const fetcher = useFetcher({ key: 'theme' });
  const location = useLocation();
  const current = useOptimisticTheme() ?? preference;
  const redirectTo = `${location.pathname}${location.search}`;

  function submitWithFetcher(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    formData.delete('redirectTo');
    fetcher.submit(formData, { method: 'post', action: THEME_ACTION, preventScrollReset: true });
  }

  const nextTheme: ThemeName = current.theme === 'black-theme' ? 'default-theme' : 'black-theme';
  return (
    <fieldset className="theme-switch">
      <legend className="sr-only">Appearance</legend>
      <form method="post" action={THEME_ACTION} onSubmit={submitWithFetcher}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="theme" value={nextTheme} />
        <input type="hidden" name="dark" value={String(current.dark)} />
        <button
          type="submit"
          className="theme-switch__button"
          aria-pressed={current.theme === 'black-theme'}
          title="Switch between the green and the black theme"
        >
          <span className="theme-switch__swatch theme-switch__swatch--black" aria-hidden="true" />
          Black theme
        </button>
      </form>
      <form method="post" action={THEME_ACTION} onSubmit={submitWithFetcher}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="theme" value={current.theme} />
        <input type="hidden" name="dark" value={String(!current.dark)} />
        <button type="submit" className="theme-switch__button" aria-pressed={current.dark} title="Dark mode">
          <MoonIcon />
          Dark mode
        </button>
      </form>
    </fieldset>
  );
}

function MoonIcon() {
  return (
    <svg className="theme-switch__icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path d="M15.5 12.6A6.5 6.5 0 0 1 7.4 4.5a6.5 6.5 0 1 0 8.1 8.1Z" fill="currentColor" />
    </svg>
  );
}
