import { useEffect, useState } from 'react';
import type { RoundMatcher } from '~/domain/stats/round-groupings';

let loaded: RoundMatcher | null = null;
let loading: Promise<RoundMatcher> | null = null;

/** Fetches the round search's fuzzy matcher (fuse.js) once; later calls share the first fetch. */
export function loadRoundMatcher(): Promise<RoundMatcher> {
  loading ??= import('fuse.js').then(
    (module) => {
      loaded = module.default;
      return module.default;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The round search's matcher once `text` holds a search: fuse.js is fetched when someone first types,
 * not with the page (issue 30 §3, decision 076). Null until it has come; the list waits unfiltered.
 */
export function useRoundMatcher(text: string): RoundMatcher | null {
  const [matcher, setMatcher] = useState<RoundMatcher | null>(loaded);
  const wanted = text.trim() !== '';
  useEffect(() => {
    if (matcher !== null || !wanted) return;
    let live = true;
    loadRoundMatcher().then(
      (module) => {
        if (live) setMatcher(() => module);
      },
      () => {
        // Offline or a failed fetch: the list stays unfiltered; the next keystroke tries again.
      },
    );
    return () => {
      live = false;
    };
  }, [matcher, wanted]);
  return matcher;
}
