import { useLocation } from '@remix-run/react';
import { lazy, useEffect, useRef, useState } from 'react';
import { LazyPart } from '~/components/ui/lazy-part';
import { Skeleton } from '~/components/ui/skeleton';
import { useNearViewport } from '~/components/ui/use-near-viewport';
import type { MyRoundsData } from '~/domain/rounds/my-rounds-view';
import { DashSection } from './dash-section';
import { DASHBOARD_SECTIONS } from './sections';

// Below the fold of the dashboard: its data and its code (scorecard, round list, search) are fetched
// once the section nears the viewport, so the document carries only the Performance and Assessment view.
const MyRoundsSection = lazy(() =>
  import('~/components/my-rounds/my-rounds-section').then((module) => ({ default: module.MyRoundsSection })),
);

export const MY_ROUNDS_LOAD_ERROR = 'Your rounds could not be loaded.';

type Loaded = { state: 'loaded'; search: string; data: MyRoundsData };
type Loading = { state: 'loading'; shown: Loaded | null };
type Failed = { state: 'error' };

/**
 * The section's rounds for the page's query (select, group, stats…), fetched once `wanted` (the section
 * is near the viewport) and again when the query changes.
 */
function useMyRounds(dataHref: string, attempt: number, wanted: boolean): Loaded | Loading | Failed {
  const { search } = useLocation();
  const [status, setStatus] = useState<Loaded | Loading | Failed>({ state: 'loading', shown: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same query again.
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    setStatus((previous) => ({ state: 'loading', shown: previous.state === 'loaded' ? previous : null }));
    fetch(`${dataHref}${search}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<MyRoundsData>) : Promise.reject()))
      .then((data) => setStatus({ state: 'loaded', search, data }))
      .catch(() => {
        if (!controller.signal.aborted) setStatus({ state: 'error' });
      });
    return () => controller.abort();
  }, [dataHref, search, attempt, wanted]);
  return status;
}

/** spec 3 §2.1 My Rounds on the dashboard (collapsible; a map plus a scorecard), below Round Assessment. */
export function MyRoundsDashboardSection({
  username,
  dataHref,
  pageHref,
  viewShotsHref,
}: {
  username: string;
  /** The section's data (resources.my-rounds.$username). */
  dataHref: string;
  /** The My Rounds page, for a browser without JavaScript. */
  pageHref: string;
  viewShotsHref: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const headingId = DASHBOARD_SECTIONS.myRounds;
  const section = useRef<HTMLElement>(null);
  const status = useMyRounds(dataHref, attempt, useNearViewport(section));
  const shown = status.state === 'loaded' ? status : status.state === 'loading' ? status.shown : null;
  return (
    <DashSection ref={section} headingId={headingId} title="My Rounds" busy={status.state === 'loading'}>
      <noscript>
        <p className="dash-state">
          <a href={pageHref}>Open My Rounds</a> to see your rounds' scorecard and shots.
        </p>
      </noscript>
      {status.state === 'error' ? (
        <div className="dash-state dash-state--error" role="alert">
          {MY_ROUNDS_LOAD_ERROR}{' '}
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Try again
          </button>
        </div>
      ) : shown === null ? (
        <Skeleton height="24rem" />
      ) : shown.data.roundCount === 0 ? (
        <p className="dash-state">Log rounds in the mobile app to see their shots here.</p>
      ) : (
        <LazyPart name="My Rounds" fallback={<Skeleton height="24rem" />}>
          <MyRoundsSection
            username={username}
            data={shown.data}
            defaultGrouping="Course"
            variant="my-rounds"
            viewShotsHref={viewShotsHref}
          />
        </LazyPart>
      )}
    </DashSection>
  );
}
