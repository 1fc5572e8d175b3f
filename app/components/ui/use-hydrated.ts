import { useSyncExternalStore } from 'react';

function subscribe(): () => void {
  return () => {};
}

/**
 * False on the server and while the client hydrates, true after: for browser-only parts (maps) that
 * must not render into the server HTML nor change it during hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
