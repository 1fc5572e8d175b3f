import { lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LazyPart } from '~/components/ui/lazy-part';
import './shot-map.css';
import { UnfinishedChip } from '~/components/rounds/unfinished-mark';
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons';
import { Skeleton } from '~/components/ui/skeleton';
import { Spinner } from '~/components/ui/spinner';
import { useHydrated } from '~/components/ui/use-hydrated';
import {
  type AdditionalRounds,
  additionalRoundIds,
  focusHole,
  stepHole,
  stepRound,
  toggleAdditionalRound,
} from '~/domain/rounds/map-rounds';
import { type PackedCourse, unpackCourses } from '~/domain/rounds/packed-geometry';
import { formatScoreWithPar } from '~/domain/rounds/scores';
import {
  holeHasPositions,
  INITIAL_VIEW,
  type MapRoundHole,
  type MapRoundsAnswer,
  type MapRoundView,
  type MapView,
  type MapViewEvent,
  mapHoleData,
  NO_SHOT_STROKES_GAINED,
  nextView,
  onlyHoles,
  shotRows,
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
 * map, and listed beside it (lies, distances, strokes gained). `holes` narrows it to some holes of
 * those rounds (the ticked stats); `focus` moves it to a round and hole (a scorecard cell, spec 3
 * §2.1), and `onHoleShown` tells which one it shows, so a scorecard beside it stays in step. A hole
 * without shot positions is listed without a map; a round without any, without a map at all.
 */
export function ShotMapViewer({
  username,
  roundIds,
  holes = null,
  focus = null,
  onHoleShown,
  feature = 'stats',
  includeUnfinished = false,
}: {
  username: string;
  roundIds: ReadonlyArray<number>;
  holes?: ReadonlyArray<ShotMapHole> | null;
  focus?: ShotMapHole | null;
  onHoleShown?: (hole: ShotMapHole) => void;
  feature?: ShotMapFeature;
  /** The rounds include unfinished ones (spec 2 §3 inProgressRounds): the map lists them too. */
  includeUnfinished?: boolean;
}) {
  const load = useMapRounds(username, roundIds, feature, includeUnfinished);
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

function useMapRounds(
  username: string,
  roundIds: ReadonlyArray<number>,
  feature: ShotMapFeature,
  includeUnfinished: boolean,
): Load {
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
    const unfinished = includeUnfinished ? '&unfinished=include' : '';
    const url = `/api/v1/players/${encodeURIComponent(username)}/map-rounds?roundIds=${key}${guard}${unfinished}&geometry=packed`;
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
  }, [username, key, feature, includeUnfinished]);
  return load;
}

/** The hole a round opens on: its first with shot positions to draw, else its first. */
function firstHole(round: MapRoundView): number {
  return (round.holes.find(holeHasPositions) ?? round.holes[0])?.roundHoleNumber ?? 1;
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
  // spec 2 §5: the map needs coordinates and shot positions; without them the shots are still listed.
  const drawn = holeHasPositions(hole);
  const roundDrawn = round.holes.some(holeHasPositions);

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
            <RoundLabel round={round} />
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
          <RoundLabel round={round} />
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
        {drawn ? (
          <>
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
          </>
        ) : null}
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
      <div className={`shot-map__body${roundDrawn ? '' : ' shot-map__body--list'}`}>
        {roundDrawn ? (
          drawn ? (
            <div className="shot-map__frame">
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
            </div>
          ) : (
            <p className="shot-map__no-map" role="status">
              No shot positions were recorded on this hole.
            </p>
          )
        ) : (
          <p className="shot-map__no-map" role="status">
            No shot positions were recorded in this round, so there is no map: its shots are listed hole by
            hole.
          </p>
        )}
        <ShotTable
          hole={hole}
          caption={`Shots of hole ${hole.roundHoleNumber}, ${round.label}`}
          drawn={drawn}
          focused={view.focusedShot}
          onChoose={(n) => dispatch({ type: 'choose-shot', shotNumber: n })}
        />
      </div>
      {drawn ? (
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
      ) : null}
    </div>
  );
}

/** The round's label, with the mark of an included unfinished round (issue 29). */
function RoundLabel({ round }: { round: MapRoundView }) {
  return (
    <span className="shot-map__round-label">
      {round.label}
      {round.unfinished ? <UnfinishedChip text={round.unfinished} /> : null}
    </span>
  );
}

function MapFrame(props: Parameters<typeof ShotMapCanvas>[0]) {
  const hydrated = useHydrated();
  if (!hydrated) return <Skeleton className="shot-map__skeleton" />;
  return (
    <LazyPart name="The shot map" fallback={<Skeleton className="shot-map__skeleton" />}>
      <ShotMapCanvas {...props} />
    </LazyPart>
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
      {hole.shotsIncomplete ? <span>Shots incomplete: {hole.shots.length} sent</span> : null}
      {zoomFree ? <span className="shot-map__free">Free zoom</span> : null}
    </p>
  );
}

/**
 * The hole's shots as a table (issue 29): number and type, lies, the distance to the hole before and
 * after, and strokes gained where the stats are shared; a shot the map can show is a button that
 * focuses it (spec 2 §4: choosing a shot sets free zoom).
 */
function ShotTable({
  hole,
  caption,
  drawn,
  focused,
  onChoose,
}: {
  hole: MapRoundHole;
  caption: string;
  drawn: boolean;
  focused: number | null;
  onChoose: (shotNumber: number) => void;
}) {
  const rows = shotRows(hole);
  if (rows.length === 0) {
    return <p className="shot-map__message">No shots were recorded on this hole, only its score.</p>;
  }
  const withStrokesGained = rows.some((row) => row.strokesGained !== null);
  const incomplete = rows.some((row) => row.strokesGained === '–');
  return (
    <div className="shot-map__list">
      <div className="table-scroll">
        <table className="data-table shot-map__shots">
          <caption className="shot-map__caption">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Shot</th>
              <th scope="col">Lie</th>
              <th scope="col" className="num">
                Before
              </th>
              <th scope="col" className="num">
                After
              </th>
              {withStrokesGained ? (
                <th scope="col" className="num">
                  <abbr title="Strokes gained">SG</abbr>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.shotNumber} aria-current={focused === row.shotNumber ? 'true' : undefined}>
                <th scope="row">
                  <span className="shot-map__shot-cell">
                    {drawn && row.positioned ? (
                      <button
                        type="button"
                        className="shot-map__shot-number"
                        aria-pressed={focused === row.shotNumber}
                        aria-label={`Show shot ${row.shotNumber} on the map`}
                        onClick={() => onChoose(row.shotNumber)}
                      >
                        {row.shotNumber}
                      </button>
                    ) : (
                      <span className="shot-map__shot-number">{row.shotNumber}</span>
                    )}
                    <span
                      className={
                        row.type === 'Putt' ? 'shot-map__type shot-map__type--putt' : 'shot-map__type'
                      }
                    >
                      {row.type}
                    </span>
                  </span>
                </th>
                <td className="shot-map__lies">
                  {row.lies}
                  {row.note ? <span className="shot-map__note">{row.note}</span> : null}
                </td>
                <td className="num">{row.before}</td>
                <td className="num">{row.after}</td>
                {withStrokesGained ? (
                  <td className="num">
                    {row.strokesGained === '–' ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">No value</span>
                      </>
                    ) : (
                      row.strokesGained
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="shot-map__footnote">
        Distances to the hole: yards, feet on the green.
        {withStrokesGained ? ' SG: strokes gained against the PGA TOUR baseline.' : ''}
        {incomplete ? ` – ${NO_SHOT_STROKES_GAINED}` : ''}
      </p>
    </div>
  );
}
