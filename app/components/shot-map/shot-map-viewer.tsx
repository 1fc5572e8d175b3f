import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons';
import { Skeleton } from '~/components/ui/skeleton';
import { Spinner } from '~/components/ui/spinner';
import { useHydrated } from '~/components/ui/use-hydrated';
import {
  type AdditionalRounds,
  additionalRoundIds,
  focusHole,
  holeHasData,
  stepHole,
  stepRound,
  toggleAdditionalRound,
} from '~/domain/rounds/map-rounds';
import { type PackedCourse, unpackCourses } from '~/domain/rounds/packed-geometry';
import { formatScoreWithPar } from '~/domain/rounds/scores';
import {
  INITIAL_VIEW,
  isPutt,
  type MapRoundHole,
  type MapRoundsAnswer,
  type MapRoundView,
  type MapView,
  type MapViewEvent,
  mapHoleData,
  nextView,
  onlyHoles,
  shotMarker,
} from '~/domain/rounds/shot-map';
import { RoundsPicker } from './rounds-picker';
import type { ShotTrack } from './shot-map-layers';

// A `.client` module: the server build gets an empty stand-in, and the browser fetches maplibre only
// when a hole with shots is shown (CONVENTIONS: heavy client code loads lazily behind a skeleton).
const ShotMapCanvas = lazy(() => import('./shot-map-viewer.client'));

export type ShotMapHole = { roundId: number; holeNumber: number };

/** Which feature's guard the map's data request passes (decision 051): Compare Stats or My Rounds. */
export type ShotMapFeature = 'stats' | 'my-rounds';

/** The answer with `geometry=packed`: the course polygons packed (decision 050). */
type PackedAnswer = Omit<MapRoundsAnswer, 'courses'> & { courses: Array<PackedCourse> };

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; answer: MapRoundsAnswer };

/**
 * spec 2 §2 shot map viewer: the shots of some rounds of a player, hole by hole, on the course's
 * map. `holes` narrows it to some holes of those rounds (the ticked stats); `focus` moves it to a
 * round and hole (a scorecard cell, spec 3 §2.1), and `onHoleShown` tells which one it shows, so a
 * scorecard beside it stays in step.
 */
export function ShotMapViewer({
  username,
  roundIds,
  holes = null,
  focus = null,
  onHoleShown,
  feature = 'stats',
}: {
  username: string;
  roundIds: ReadonlyArray<number>;
  holes?: ReadonlyArray<ShotMapHole> | null;
  focus?: ShotMapHole | null;
  onHoleShown?: (hole: ShotMapHole) => void;
  feature?: ShotMapFeature;
}) {
  const load = useMapRounds(username, roundIds, feature);
  if (load.state === 'loading') {
    return (
      <div className="shot-map shot-map--loading" aria-busy="true">
        <Spinner size="md" label="Loading the shots" />
        <Skeleton className="shot-map__skeleton" />
      </div>
    );
  }
  if (load.state === 'failed') {
    return (
      <p className="shot-map__message" role="alert">
        {load.message}
      </p>
    );
  }
  return <LoadedViewer answer={load.answer} holes={holes} focus={focus} onHoleShown={onHoleShown} />;
}

function useMapRounds(username: string, roundIds: ReadonlyArray<number>, feature: ShotMapFeature): Load {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const key = roundIds.join(',');
  useEffect(() => {
    if (key === '') {
      setLoad({ state: 'failed', message: 'No rounds are selected.' });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    const guard = feature === 'stats' ? '' : `&feature=${feature}`;
    const url = `/api/v1/players/${encodeURIComponent(username)}/map-rounds?roundIds=${key}${guard}&geometry=packed`;
    fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const body = (await response.json()) as PackedAnswer & { message?: string };
        if (!response.ok)
          throw new Error(body.message ?? `The shots could not be loaded (${response.status}).`);
        setLoad({ state: 'loaded', answer: { ...body, courses: unpackCourses(body.courses) } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          state: 'failed',
          message: error instanceof Error ? error.message : 'The shots could not be loaded.',
        });
      });
    return () => controller.abort();
  }, [username, key, feature]);
  return load;
}

function firstHole(round: MapRoundView): number {
  return (round.holes.find(holeHasData) ?? round.holes[0])?.roundHoleNumber ?? 1;
}

/** A view event, keeping the same object when nothing changes (the map's camera is not moved again). */
function useMapView(): [MapView, (event: MapViewEvent) => void] {
  const [view, setView] = useState<MapView>(INITIAL_VIEW);
  const dispatch = useCallback((event: MapViewEvent) => {
    setView((previous) => {
      const next = nextView(previous, event);
      return next.mode === previous.mode && next.focusedShot === previous.focusedShot ? previous : next;
    });
  }, []);
  return [view, dispatch];
}

function LoadedViewer({
  answer,
  holes,
  focus,
  onHoleShown,
}: {
  answer: MapRoundsAnswer;
  holes: ReadonlyArray<ShotMapHole> | null;
  focus: ShotMapHole | null;
  onHoleShown: ((hole: ShotMapHole) => void) | undefined;
}) {
  const rounds = useMemo(() => onlyHoles(answer.rounds, holes), [answer.rounds, holes]);
  const focusedRound = focus ? rounds.find((r) => r.golfRoundId === focus.roundId) : undefined;
  const [roundId, setRoundId] = useState(() => (focusedRound ?? rounds[0])?.golfRoundId ?? 0);
  const round = rounds.find((r) => r.golfRoundId === roundId) ?? rounds[0];
  const [holeNumber, setHoleNumber] = useState(() =>
    focusedRound && focus
      ? focusHole(focusedRound, firstHole(focusedRound), focus.holeNumber)
      : round
        ? firstHole(round)
        : 1,
  );
  const [view, dispatch] = useMapView();
  const roundIdRef = useRef(roundId);
  roundIdRef.current = roundId;
  // spec 3 §2.1: a clicked scorecard cell focuses its round and hole (a hole without data is ignored).
  useEffect(() => {
    if (!focus) return;
    const target = rounds.find((r) => r.golfRoundId === focus.roundId);
    if (!target) return;
    setRoundId(target.golfRoundId);
    setHoleNumber((current) =>
      focusHole(
        target,
        target.golfRoundId === roundIdRef.current ? current : firstHole(target),
        focus.holeNumber,
      ),
    );
    dispatch({ type: 'navigate' });
  }, [focus, rounds, dispatch]);
  const [showYards, setShowYards] = useState(false);
  const [additional, setAdditional] = useState<AdditionalRounds>({ all: false, ids: [] });
  const rootRef = useRef<HTMLDivElement>(null);

  const hole = round
    ? (round.holes.find((h) => h.roundHoleNumber === holeNumber) ?? round.holes[0])
    : undefined;
  const others = useMemo(
    () => (round ? additionalRoundIds(answer.rounds, round, additional) : []),
    [answer.rounds, round, additional],
  );
  // Kept between renders: the map redraws its shots only when they change.
  const tracks = useMemo((): Array<ShotTrack> => {
    if (!round || !hole) return [];
    return [
      { roundId: round.golfRoundId, current: true, shots: hole.shots },
      ...others.flatMap((id) => {
        const other = answer.rounds.find((r) => r.golfRoundId === id);
        const same = other?.holes.find((h) => h.courseHoleNumber === hole.courseHoleNumber);
        return same ? [{ roundId: id, current: false, shots: same.shots }] : [];
      }),
    ];
  }, [answer.rounds, round, hole, others]);
  const mapData = useMemo(
    () => (round && hole ? mapHoleData(answer.courses, round, hole) : null),
    [answer.courses, round, hole],
  );

  const shownRoundId = round?.golfRoundId;
  const shownHole = hole?.roundHoleNumber;
  useEffect(() => {
    if (shownRoundId !== undefined && shownHole !== undefined)
      onHoleShown?.({ roundId: shownRoundId, holeNumber: shownHole });
  }, [shownRoundId, shownHole, onHoleShown]);

  if (!round || !hole || !mapData) {
    return <p className="shot-map__message">None of these holes has shots to show.</p>;
  }
  const goToRound = (step: 1 | -1) => {
    const next = stepRound(rounds, round.golfRoundId, step);
    if (!next) return;
    setRoundId(next.golfRoundId);
    setHoleNumber(firstHole(next));
    dispatch({ type: 'navigate' });
  };
  const goToHole = (step: 1 | -1) => {
    const next = stepHole(round, hole.roundHoleNumber, step);
    if (next === null) return;
    setHoleNumber(next);
    dispatch({ type: 'navigate' });
  };
  const holeLabel = `Hole ${hole.roundHoleNumber}`;
  const mapLabel = `Shot map of hole ${hole.roundHoleNumber}, ${round.label}`;

  return (
    <div className="shot-map" ref={rootRef}>
      <div className="shot-map__controls">
        {rounds.length > 1 ? (
          <fieldset className="shot-map__stepper">
            <legend className="sr-only">Round</legend>
            <button
              type="button"
              className="icon-button"
              aria-label="Previous round"
              onClick={() => goToRound(-1)}
            >
              <ChevronLeftIcon />
            </button>
            <span className="shot-map__round-label">{round.label}</span>
            <button
              type="button"
              className="icon-button"
              aria-label="Next round"
              onClick={() => goToRound(1)}
            >
              <ChevronRightIcon />
            </button>
          </fieldset>
        ) : (
          <span className="shot-map__round-label">{round.label}</span>
        )}
        <fieldset className="shot-map__stepper">
          <legend className="sr-only">Hole</legend>
          <button
            type="button"
            className="icon-button"
            aria-label="Previous hole"
            onClick={() => goToHole(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <span className="shot-map__hole-label" aria-live="polite" data-testid="shot-map-hole">
            {holeLabel}
          </span>
          <button type="button" className="icon-button" aria-label="Next hole" onClick={() => goToHole(1)}>
            <ChevronRightIcon />
          </button>
        </fieldset>
        <fieldset className="segmented">
          <legend className="sr-only">Zoom</legend>
          <button
            type="button"
            className="segmented__option"
            aria-pressed={view.mode === 'hole'}
            onClick={() => dispatch({ type: 'hole' })}
          >
            Hole View
          </button>
          <button
            type="button"
            className="segmented__option"
            aria-pressed={view.mode === 'green'}
            onClick={() => dispatch({ type: 'green' })}
          >
            Green View
          </button>
        </fieldset>
        <button
          type="button"
          className="button button--secondary button--sm shot-map__toggle"
          aria-pressed={showYards}
          onClick={() => setShowYards((on) => !on)}
        >
          Show Yards
        </button>
        <RoundsPicker
          rounds={answer.rounds}
          current={round}
          selection={additional}
          showing={1 + others.length}
          owner={rootRef}
          onSelectAll={() => setAdditional({ all: true })}
          onSelectNone={() => setAdditional({ all: false, ids: [] })}
          onToggle={(id) =>
            setAdditional((selection) => toggleAdditionalRound(answer.rounds, round, selection, id))
          }
        />
      </div>
      <HoleFacts hole={hole} zoomFree={view.mode === 'free'} />
      <div className="shot-map__body">
        <div className="shot-map__frame">
          {holeHasData(hole) ? (
            <MapFrame
              label={mapLabel}
              styleUrl={answer.imagery?.styleUrl ?? null}
              hole={mapData}
              tracks={tracks}
              view={view}
              showYards={showYards}
              viewKey={`${round.golfRoundId}:${hole.roundHoleNumber}`}
              onUserMove={() => dispatch({ type: 'drag' })}
            />
          ) : (
            <p className="shot-map__message">No shot positions were recorded on this hole.</p>
          )}
        </div>
        <ShotList
          hole={hole}
          focused={view.focusedShot}
          onChoose={(n) => dispatch({ type: 'choose-shot', shotNumber: n })}
        />
      </div>
      <ul className="shot-map__legend" aria-label="Legend">
        <li>
          <span className="shot-map__key shot-map__key--shot" aria-hidden="true" />
          Shot
        </li>
        <li>
          <span className="shot-map__key shot-map__key--putt" aria-hidden="true" />
          Putt
        </li>
        {tracks.length > 1 ? (
          <li>
            <span className="shot-map__key shot-map__key--other" aria-hidden="true" />
            Other rounds
          </li>
        ) : null}
        <li>
          <span className="shot-map__key shot-map__key--proximity" aria-hidden="true" />5 % and 12 % of the
          distance to the pin
        </li>
      </ul>
    </div>
  );
}

function MapFrame(props: Parameters<typeof ShotMapCanvas>[0]) {
  const hydrated = useHydrated();
  if (!hydrated) return <Skeleton className="shot-map__skeleton" />;
  return (
    <Suspense fallback={<Skeleton className="shot-map__skeleton" />}>
      <ShotMapCanvas {...props} />
    </Suspense>
  );
}

function HoleFacts({ hole, zoomFree }: { hole: MapRoundHole; zoomFree: boolean }) {
  return (
    <p className="shot-map__facts">
      <span>Par {hole.par}</span>
      {hole.lengthYards !== null ? <span>{hole.lengthYards} yds</span> : null}
      <span>{hole.score === null ? 'No score' : `Score: ${formatScoreWithPar(hole.score, hole.par)}`}</span>
      {hole.stats.puttCount !== null ? (
        <span>
          {hole.stats.puttCount} putt{hole.stats.puttCount === 1 ? '' : 's'}
        </span>
      ) : null}
      {zoomFree ? <span className="shot-map__free">Free zoom</span> : null}
    </p>
  );
}

function ShotList({
  hole,
  focused,
  onChoose,
}: {
  hole: MapRoundHole;
  focused: number | null;
  onChoose: (shotNumber: number) => void;
}) {
  if (hole.shots.length === 0) return null;
  const pin = hole.coordinates?.pin ?? null;
  return (
    <ol className="shot-map__shots" aria-label="Shots">
      {hole.shots.map((shot) => {
        const marker = shotMarker(shot, pin);
        return (
          <li key={shot.shotNumber}>
            <button
              type="button"
              className={`shot-map__shot${isPutt(shot) ? ' shot-map__shot--putt' : ''}`}
              aria-pressed={focused === shot.shotNumber}
              disabled={!shot.start && !shot.end}
              onClick={() => onChoose(shot.shotNumber)}
            >
              <span className="shot-map__shot-number">{shot.shotNumber}</span>
              <span>{shot.type}</span>
              {marker ? <span className="shot-map__shot-distance">{marker.text}</span> : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
