import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { type DashboardGroup, dashboardGroupHref } from '~/domain/stats/dashboard-view';
import { type GroupStatus, groupsToLoad, type LoadingState } from '~/domain/stats/overview-loading';

/** A group's answer as the page holds it, by group, hole count and standard. */
export type GroupEntry =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'loaded'; group: DashboardGroup; finishedAt: number };

export type GroupKey = { name: string; holeCount: 9 | 18; standardId: string };

export function groupKeyOf({ name, holeCount, standardId }: GroupKey): string {
  return `${name}|${holeCount}|${standardId}`;
}

/** The loading states a group's entry stands for (spec 2 §4), for the engine's rules. */
function statesOf(entry: GroupEntry | undefined): Array<{ loadingState: LoadingState }> {
  if (!entry) return [{ loadingState: 'waiting' }];
  if (entry.state === 'loading') return [{ loadingState: 'loading' }];
  if (entry.state === 'error') return [{ loadingState: 'error' }];
  return (entry.group.overviews ?? []).map((o) => ({ loadingState: o.loadingState }));
}

/** spec 2 §4 menu entries: loading, incomplete data (disabled), has data. */
export function menuStatusOf(entry: GroupEntry | undefined): GroupStatus {
  if (!entry || entry.state === 'loading') return 'loading';
  if (entry.state === 'error') return 'hasIncompleteData';
  return entry.group.status;
}

/**
 * The groups' answers, the first from the document, the others from the group resource route:
 * the selected group first, the rest of the mode's groups 500 ms after it finished (spec 2 §4).
 */
export function useGroupCache(playerKey: string, initial: DashboardGroup | null) {
  const [entries, setEntries] = useState<Record<string, GroupEntry>>(() =>
    initial
      ? {
          [groupKeyOf({ name: initial.name, holeCount: initial.holeCount, standardId: initial.standard.id })]:
            {
              state: 'loaded',
              group: initial,
              finishedAt: 0,
            },
        }
      : {},
  );
  const started = useRef(new Set(Object.keys(entries)));

  const load = useCallback(
    (key: GroupKey) => {
      const id = groupKeyOf(key);
      if (started.current.has(id)) return;
      started.current.add(id);
      setEntries((current) => ({ ...current, [id]: { state: 'loading' } }));
      // A group that comes in the background re-renders the page as a transition: React draws it in
      // slices between the reader's input instead of one long task on a slow phone.
      fetch(dashboardGroupHref(playerKey, key.name, key), { headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<DashboardGroup>) : Promise.reject()))
        .then((group) =>
          startTransition(() =>
            setEntries((current) => ({
              ...current,
              [id]: { state: 'loaded', group, finishedAt: Date.now() },
            })),
          ),
        )
        .catch(() => {
          started.current.delete(id);
          startTransition(() => setEntries((current) => ({ ...current, [id]: { state: 'error' } })));
        });
    },
    [playerKey],
  );

  return { entries, load };
}

/** Starts the selected group, then the mode's other groups when the engine says so. */
export function useGroupLoading(
  order: ReadonlyArray<string>,
  options: { holeCount: 9 | 18; standardId: string },
  cache: ReturnType<typeof useGroupCache>,
) {
  const { entries, load } = cache;
  const [tick, setTick] = useState(0);
  // The document's group finished when the page was hydrated.
  const [hydratedAt] = useState(() => Date.now());
  const { holeCount, standardId } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick re-runs the plan when a wait is over.
  useEffect(() => {
    const keyOf = (name: string) => ({ name, holeCount, standardId });
    const groups = order.map((name) => ({ name, overviews: statesOf(entries[groupKeyOf(keyOf(name))]) }));
    const firstEntry = order[0] === undefined ? undefined : entries[groupKeyOf(keyOf(order[0]))];
    const finishedAt = firstEntry?.state === 'loaded' ? firstEntry.finishedAt || hydratedAt : null;
    const plan = groupsToLoad(groups, finishedAt, Date.now());
    for (const name of plan.start) load(keyOf(name));
    if (plan.retryInMs === null) return;
    const timer = setTimeout(() => setTick((t) => t + 1), plan.retryInMs);
    return () => clearTimeout(timer);
  }, [order, holeCount, standardId, entries, load, hydratedAt, tick]);
}
