/*
 * The rounds of the shot map viewer (spec 2 §4 Shot map, §5): which rounds it may show, the round
 * and hole navigation, and the additional-round selection.
 */

// spec 2 §5 error text, verbatim.
export const EMPTY_ROUNDS_LIST = 'Cannot set empty rounds list';

export class MapRoundsError extends Error {}

export type MapHole = {
  roundHoleNumber: number;
  coordinates: { tee: unknown; pin: unknown } | null;
  shots: ReadonlyArray<unknown>;
};

export type MapRound = { golfRoundId: number; golfCourseId: number; holes: ReadonlyArray<MapHole> };

/** spec 2 §5: a focused hole requires coordinates and shots: only then does the map draw it. */
export function holeHasData(hole: MapHole): boolean {
  return hole.coordinates !== null && hole.shots.length > 0;
}

/**
 * spec 2 §5: setting an empty rounds list raises Cannot set empty rounds list; the map shows only
 * the rounds that have hole data.
 */
export function setMapRounds<R extends MapRound>(rounds: ReadonlyArray<R>): Array<R> {
  if (rounds.length === 0) throw new MapRoundsError(EMPTY_ROUNDS_LIST);
  return rounds.filter((round) => round.holes.length > 0);
}

/** spec 2 §4: round navigation wraps around. */
export function stepRound<R extends MapRound>(
  rounds: ReadonlyArray<R>,
  currentId: number,
  step: 1 | -1,
): R | null {
  if (rounds.length === 0) return null;
  const index = rounds.findIndex((r) => r.golfRoundId === currentId);
  return rounds[(index + step + rounds.length) % rounds.length] ?? null;
}

/** spec 2 §4: hole navigation wraps around through the holes present in the round. */
export function stepHole(round: MapRound, currentHole: number, step: 1 | -1): number | null {
  const holes = round.holes.map((h) => h.roundHoleNumber).sort((a, b) => a - b);
  if (holes.length === 0) return null;
  const index = holes.indexOf(currentHole);
  const from = index === -1 ? (step === 1 ? -1 : 0) : index;
  return holes[(from + step + holes.length) % holes.length] ?? null;
}

/**
 * spec 3 §2.1: clicking a scorecard cell focuses that round and hole, also one without coordinates
 * (issue 29): the map part then says so while the hole's shots are listed (spec 2 §5: the map
 * needs coordinates and shots). spec 2 §4: focusing a hole the round holds no data for is ignored.
 */
export function focusHole(round: MapRound, current: number, requested: number): number {
  return round.holes.some((h) => h.roundHoleNumber === requested) ? requested : current;
}

/** spec 2 §4: additional rounds on the map are all or a set. */
export type AdditionalRounds = { all: true } | { all: false; ids: ReadonlyArray<number> };

/** spec 2 §4: selecting all equals every other round on the same course as the current one. */
export function additionalRoundIds(
  rounds: ReadonlyArray<MapRound>,
  current: MapRound,
  selection: AdditionalRounds,
): Array<number> {
  const others = rounds
    .filter((r) => r.golfCourseId === current.golfCourseId && r.golfRoundId !== current.golfRoundId)
    .map((r) => r.golfRoundId);
  return selection.all ? others : others.filter((id) => selection.ids.includes(id));
}

/** spec 2 §4: unchecking a round while all are selected selects every other round except that one. */
export function toggleAdditionalRound(
  rounds: ReadonlyArray<MapRound>,
  current: MapRound,
  selection: AdditionalRounds,
  roundId: number,
): AdditionalRounds {
  const ids = additionalRoundIds(rounds, current, selection);
  if (ids.includes(roundId)) return { all: false, ids: ids.filter((id) => id !== roundId) };
  return { all: false, ids: [...ids, roundId] };
}
