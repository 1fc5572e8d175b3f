import { useFetcher } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type DashboardOverview,
  type DashboardPageData,
  type DashboardPreferences,
  groupLoadOrder,
  selectedGroup,
  setAllHiddenTo,
  summaryReportHref,
  toggleAllHidden,
  toggleHidden,
} from '~/domain/stats/dashboard-view';
import { AssessmentSection } from './assessment-section';
import { DashboardHeader } from './dashboard-header';
import { NotEnoughData } from './not-enough-data';
import { PerformanceSection } from './performance-section';
import { groupKeyOf, menuStatusOf, useGroupCache, useGroupLoading } from './use-group-cache';

/** What the preferences action answers (app/routes/dashboard.tsx). */
type SaveAnswer = { result: { status?: string; error?: Record<string, Array<string> | null> } };

/**
 * spec 3 §2.1 the player dashboard's Performance and Assessment view: the header, Player Performance
 * and Round Assessment of the selected group. The owner's choices are saved; a visitor's stay here.
 */
export function DashboardView({ page }: { page: DashboardPageData }) {
  if (!page.enoughData) return <NotEnoughData stores={page.stores} />;
  return <LoadedDashboard page={page} />;
}

function LoadedDashboard({ page }: { page: DashboardPageData }) {
  const [preferences, setPreferences] = useState(page.preferences);
  const saver = useFetcher<SaveAnswer>({ key: 'dashboard-preferences' });
  const cache = useGroupCache(page.playerKey, page.group);
  const selected = selectedGroup(preferences);
  const order = useMemo(
    () => groupLoadOrder(page.groupNames[preferences.mode], selected),
    [page.groupNames, preferences.mode, selected],
  );
  const options = { holeCount: preferences.holeCount, standardId: preferences.standardId };
  useGroupLoading(order, options, cache);
  // Each group's visibility, by the group's key (spec 3 §4: per overview, hide all, show all).
  const [hiddenByKey, setHiddenByKey] = useState<Record<string, Record<string, boolean>>>({});

  const key = groupKeyOf({ name: selected, ...options });
  const entry = cache.entries[key];
  const loaded = entry?.state === 'loaded' ? entry.group : null;
  const hidden = hiddenByKey[key] ?? {};
  const overviews: Array<DashboardOverview> = (loaded?.overviews ?? []).map((o) => ({
    ...o,
    isHidden: hidden[o.filterName] ?? o.isHidden,
  }));
  const setOverviews = (next: Array<{ filterName: string; isHidden: boolean }>) =>
    setHiddenByKey((current) => ({
      ...current,
      [key]: Object.fromEntries(next.map((o) => [o.filterName, o.isHidden])),
    }));
  const visibility = {
    toggle: (filterName: string) => setOverviews(toggleHidden(overviews, filterName)),
    toggleAll: () => setOverviews(toggleAllHidden(overviews)),
    setAll: (isHidden: boolean) => setOverviews(setAllHiddenTo(overviews, isHidden)),
  };

  // A saved standard is announced (issue 30, point 5): the name waits for the save's answer.
  const savingStandard = useRef<string | null>(null);
  const sawSaving = useRef(false);
  const [saved, setSaved] = useState('');
  useEffect(() => {
    if (savingStandard.current === null) return;
    if (saver.state !== 'idle') {
      sawSaving.current = true;
      return;
    }
    if (!sawSaving.current) return;
    const name = savingStandard.current;
    savingStandard.current = null;
    sawSaving.current = false;
    if (saver.data && saver.data.result.status !== 'error') setSaved(`Standard saved: ${name}`);
  }, [saver.state, saver.data]);

  const choose = (change: Partial<DashboardPreferences>) => {
    const next = { ...preferences, ...change };
    setPreferences(next);
    if (!page.editable) return;
    setSaved('');
    sawSaving.current = false;
    savingStandard.current =
      change.standardId === undefined
        ? null
        : (page.standards.find((s) => s.id === change.standardId)?.name ?? null);
    saver.submit(
      {
        intent: 'preferences',
        mode: next.mode,
        performanceGroup: next.performanceGroup,
        assessmentGroup: next.assessmentGroup,
        standardId: next.standardId,
        holeCount: String(next.holeCount),
        category: next.category,
      },
      { method: 'post', action: '/dashboard' },
    );
  };
  const saveError = saver.data?.result.status === 'error' ? firstError(saver.data.result.error) : null;

  const menu = page.groupNames[preferences.mode].map((name) => ({
    name,
    status: menuStatusOf(cache.entries[groupKeyOf({ name, ...options })]),
  }));
  const state = entry?.state ?? 'loading';

  return (
    <div className="dash-view">
      <DashboardHeader
        preferences={preferences}
        menu={menu}
        standards={page.standards}
        onChoose={choose}
        saveError={saveError}
        saved={saved}
        editable={page.editable}
      />
      <PerformanceSection
        state={state}
        groupName={selected}
        standardName={loaded?.standard.name ?? null}
        summaryHref={summaryReportHref(page.summaryHref, options)}
        overviews={overviews}
        nullGroup={loaded !== null && loaded.overviews === null}
        visibility={visibility}
      />
      <AssessmentSection
        state={state}
        groupName={selected}
        standardName={loaded?.standard.name ?? null}
        overviews={overviews}
        nullGroup={loaded !== null && loaded.overviews === null}
        category={preferences.category}
        onCategory={(category) => choose({ category })}
        visibility={visibility}
      />
    </div>
  );
}

function firstError(errors: Record<string, Array<string> | null> | undefined): string | null {
  for (const messages of Object.values(errors ?? {})) {
    if (messages?.[0]) return messages[0];
  }
  return 'Your choice could not be saved. Try again.';
}
