import { useRouteLoaderData } from '@remix-run/react';
import type { loader as rootLoader } from '~/root';

/** Whether a signed-in account views the page (the root loader decides, spec 1 §6). */
export function useSignedIn(): boolean {
  return useRouteLoaderData<typeof rootLoader>('root')?.signedIn ?? false;
}
