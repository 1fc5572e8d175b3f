import type { HoleFlag } from './hole-stats';
import { NOT_RECORDED, STAT_CATALOGUE, type StatDefinition, type StatInput, statOf } from './stat-catalogue';

/*
 * Honest gaps (issue 29): a stat with no opportunities reads '–' with a reason, never 0 %. The
 * reason says whether the rounds never recorded what the stat needs (NOT_RECORDED) or recorded it
 * and simply held no chance for it ("No missed greens in these rounds.").
 */

/**
 * The flags that are known on every hole that recorded an input (app/domain/stats/hole-stats.ts):
 * a score decides the scoring flags; putts one-putts; a fairway or sand shots, shots or a scorecard
 * that states them; a shot list putt misses and approaches;
 * positions the sides of a missed green (a hit counts where its shot has positions); the hole's
 * layout its pin's place and its dogleg.
 */
const WITNESSES: Record<StatInput, ReadonlyArray<HoleFlag>> = {
  score: ['madeParOrBetter'],
  putts: ['madeOnePuttOrLess', 'madeGreenInRegulation'],
  // A scorecard hole (decision 101) can state its fairway or sand shots without a shot list.
  fairways: ['fairwayHit'],
  sand: ['hasSandShot'],
  shots: ['missedLessThanFourFeetPutts', 'shotToGreenProximityLessThan5Percent'],
  // Not the side of a fairway miss: a scorecard states it without any position (decision 101).
  positions: ['missedGreenShort', 'approachShortSided'],
  geometry: ['isMiddlePin', 'isDoglegLeft'],
};

/**
 * Whether some holes recorded an input, from their stats' opportunities: true when a witness flag
 * was known on a hole, false when every witness was read and none was, null when none was read (a
 * screen that has only some stats cannot tell).
 */
export function inputRecorded(
  input: StatInput,
  opportunitiesOf: (flag: HoleFlag) => number | undefined,
): boolean | null {
  const counts = WITNESSES[input].map(opportunitiesOf);
  if (counts.some((n) => n !== undefined && n > 0)) return true;
  return counts.some((n) => n !== undefined) ? false : null;
}

// What each input is, in words, for the sentence that cannot tell whether it was recorded.
const INPUT_WORDS: Record<StatInput, string> = {
  score: 'hole scores',
  putts: 'putts per hole',
  fairways: 'the fairway of each par 4 and 5',
  sand: 'sand shots per hole',
  shots: 'the shots of each hole',
  positions: 'where each shot finished',
  geometry: 'the hole’s layout and the day’s pin',
};

/** "No missed greens in these rounds.": recorded, but no chance came up. */
export function noChanceReason(stat: StatDefinition): string {
  return `No ${stat.of} in these rounds.`;
}

/**
 * Why a stat with no opportunities has no value: its input was not recorded (NOT_RECORDED), or it was
 * and no chance came up; when the screen cannot tell which, both in one sentence.
 */
export function gapReason(stat: StatDefinition, recorded: boolean | null): string {
  if (recorded === false) return NOT_RECORDED[stat.needs];
  if (recorded === true) return noChanceReason(stat);
  return `No ${stat.of} counted in these rounds: none came up, or the rounds did not record ${INPUT_WORDS[stat.needs]}.`;
}

/** The reason of a stat given by its flag, from the opportunities of the other stats of the same holes. */
export function flagGapReason(
  flag: HoleFlag,
  opportunitiesOf: (flag: HoleFlag) => number | undefined,
): string {
  const stat = statOf(flag);
  return gapReason(stat, inputRecorded(stat.needs, opportunitiesOf));
}

/** A stat of the catalogue by its one label, as screens that list stats by name hold them. */
export function statNamed(name: string): StatDefinition | undefined {
  return STAT_CATALOGUE.find((s) => s.name === name);
}

/**
 * The reason of a stat listed by name beside others (the Round Assessment grid, the reports): its
 * input counts as recorded when a witness stat of the same list had opportunities. Null for a name
 * outside the catalogue.
 */
export function namedGapReason(
  name: string,
  stats: ReadonlyArray<{ name: string; opportunities: number }>,
): string | null {
  const stat = statNamed(name);
  if (!stat) return null;
  const byFlag = new Map<HoleFlag, number>();
  for (const s of stats) {
    const entry = statNamed(s.name);
    if (entry) byFlag.set(entry.flag, s.opportunities);
  }
  return gapReason(
    stat,
    inputRecorded(stat.needs, (flag) => byFlag.get(flag)),
  );
}
