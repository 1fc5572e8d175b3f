import { lazy, useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { LazyPart } from '~/components/ui/lazy-part';
import { Skeleton } from '~/components/ui/skeleton';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useNearViewport } from '~/components/ui/use-near-viewport';
import { EMPTY_ROUNDS_LIST } from '~/domain/rounds/map-rounds';
import { type MyRoundsData, unpackHoles } from '~/domain/rounds/my-rounds-view';
import { NO_MATCHING_ROUNDS, type ScorecardGrouping, searchRounds } from '~/domain/stats/round-groupings';
import { type FocusedHole, GroupedScorecard } from './grouped-scorecard';
import { useRoundMatcher } from './use-round-matcher';

// The viewer and its map load in the browser after hydration, once the map's place nears the viewport,
// never with the page (spec 3 §2.1, CONVENTIONS: heavy client code loads lazily behind a skeleton).
const ShotMapViewer = lazy(() =>
  import('~/components/shot-map/shot-map-viewer').then((m) => ({ default: m.ShotMapViewer })),
);

/**
 * The map and the scorecard of the selected rounds, kept in step: a clicked cell focuses its round
 * and hole on the map, and the map's round and hole are marked on the scorecard. `search` narrows
 * the scorecard's rounds (fuzzy, spec 2 §5).
 */
export function ShotsWorkspace({
  username,
  data,
  grouping,
  search = '',
  showMap = true,
  mapOnRequestOnPhone = false,
  caption,
}: {
  username: string;
  data: MyRoundsData;
  grouping: ScorecardGrouping;
  search?: string;
  showMap?: boolean;
  /** On a phone, the map starts only when the reader asks (My Rounds; View Shots shows it at once). */
  mapOnRequestOnPhone?: boolean;
  caption: string;
}) {
  const [focus, setFocus] = useState<FocusedHole | null>(null);
  const [current, setCurrent] = useState<FocusedHole | null>(null);
  const holes = useMemo(() => unpackHoles(data.packedHoles), [data.packedHoles]);
  const selected = useMemo(
    () => data.history.filter((r) => data.selectedIds.includes(r.id)),
    [data.history, data.selectedIds],
  );
  const matcher = useRoundMatcher(search);
  const rounds = useMemo(
    () => (matcher === null ? selected : searchRounds(selected, search, matcher)),
    [selected, search, matcher],
  );
  const filtering = data.query.stats.length > 0;
  // The map reads the rounds with holes; under stat filters only the holes they leave.
  const mapRoundIds = useMemo(
    () => rounds.filter((r) => (holes[r.id] ?? []).length > 0).map((r) => r.id),
    [rounds, holes],
  );
  const mapHoles = useMemo(
    () =>
      filtering
        ? mapRoundIds.flatMap((id) =>
            (holes[id] ?? []).filter((h) => h.shown).map((h) => ({ roundId: id, holeNumber: h.holeNumber })),
          )
        : null,
    [filtering, mapRoundIds, holes],
  );
  const onHoleShown = useCallback((hole: FocusedHole) => setCurrent(hole), []);
  const focusCell = useCallback((hole: FocusedHole) => setFocus({ ...hole }), []);

  if (selected.length === 0) {
    return (
      <p className="my-rounds__message" role="status">
        {EMPTY_ROUNDS_LIST}. Choose rounds to see their scorecard and shots.
      </p>
    );
  }
  return (
    <div className="shots-workspace">
      {showMap ? (
        <section className="shots-workspace__map" aria-label="Shot map">
          {mapRoundIds.length === 0 || (mapHoles !== null && mapHoles.length === 0) ? (
            <p className="empty-note">
              {mapRoundIds.length === 0
                ? 'No hole of these rounds has been recorded.'
                : 'No hole of these rounds has every chosen stat.'}
            </p>
          ) : (
            <MapPanel
              username={username}
              roundIds={mapRoundIds}
              holes={mapHoles}
              focus={focus}
              onHoleShown={onHoleShown}
              includeUnfinished={data.query.unfinished}
              onRequestOnPhone={mapOnRequestOnPhone}
            />
          )}
        </section>
      ) : null}
      <section className="shots-workspace__scorecard" aria-label="Scorecard">
        {rounds.length === 0 ? (
          <p className="empty-note">{NO_MATCHING_ROUNDS}</p>
        ) : (
          <GroupedScorecard
            grouping={grouping}
            rounds={rounds}
            holes={holes}
            filtering={filtering}
            current={current}
            onFocusCell={focusCell}
            caption={caption}
          />
        )}
      </section>
    </div>
  );
}

/** A phone's width (the page's one-column layout): the map waits until the reader asks for it. */
const PHONE_WIDTH = '(max-width: 699px)';

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_WIDTH);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is a phone's; null on the server and while the page hydrates. */
function usePhoneWidth(): boolean | null {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(PHONE_WIDTH).matches,
    () => null,
  );
}

/**
 * The map's place. On a wide screen the map starts once its place nears the viewport. On a phone it
 * sits in the first screen, and maplibre costs seconds of a phone's main thread and its data: the
 * place is a short stand-in (its size fixed in the server's HTML, so nothing moves) until the reader
 * taps "Show the shot map" or a score, which focuses that hole on the map (decision 077).
 */
function MapPanel(props: {
  username: string;
  roundIds: Array<number>;
  holes: Array<FocusedHole> | null;
  focus: FocusedHole | null;
  onHoleShown: (hole: FocusedHole) => void;
  includeUnfinished: boolean;
  onRequestOnPhone: boolean;
}) {
  const hydrated = useHydrated();
  const phone = usePhoneWidth();
  const [asked, setAsked] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  const wanted = asked || props.focus !== null || phone === false || (phone && !props.onRequestOnPhone);
  if (!hydrated || !wanted || (!near && !asked && props.focus === null)) {
    return (
      <div
        className={`shots-workspace__placeholder${props.onRequestOnPhone ? ' shots-workspace__placeholder--on-request' : ''}`}
        ref={placeholder}
      >
        <Skeleton className="shot-map__skeleton" />
        <div className="shots-workspace__standin" hidden={!props.onRequestOnPhone}>
          <p>Tap a score to see the hole's shots on the map.</p>
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={!hydrated}
            onClick={() => setAsked(true)}
          >
            Show the shot map
          </button>
        </div>
        <noscript>
          <p className="empty-note">The shot map needs JavaScript; the scorecard reads without it.</p>
        </noscript>
      </div>
    );
  }
  return (
    <div className="shots-workspace__viewer">
      <LazyPart name="The shot map" fallback={<Skeleton className="shot-map__skeleton" />}>
        <ShotMapViewer
          username={props.username}
          roundIds={props.roundIds}
          holes={props.holes}
          focus={props.focus}
          onHoleShown={props.onHoleShown}
          feature="my-rounds"
          includeUnfinished={props.includeUnfinished}
        />
      </LazyPart>
    </div>
  );
}
