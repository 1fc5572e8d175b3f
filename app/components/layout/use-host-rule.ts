import { useRouteLoaderData } from '@remix-run/react';
import type { HostRule } from '~/domain/hosts/hosts';
import type { loader as rootLoader } from '~/root';

/**
 * The host rule the page was served under (null on the main site). Build every link to a profile or
 * an organization with `profileHref` / `organizationHref` from `~/domain/hosts/hosts` and this rule.
 */
export function useHostRule(): HostRule | null {
  return useRouteLoaderData<typeof rootLoader>('root')?.host ?? null;
}
