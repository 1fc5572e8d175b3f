/*
 * Unfinished rounds (spec 2 §3 round filter `inProgressRounds`; issue 29): the one rule every
 * selection, quick filter, round list, average, map and report applies.
 */

/** What the rule reads of a round: the app's mark, its hole count and how many holes are scored. */
export type RoundProgress = { inProgress: boolean; holeCount: number; holesPlayed: number };

/**
 * spec 2 §3 inProgressRounds: a round is unfinished while the app still marks it in progress, however
 * many holes it holds (2 of 9, or all 18 before the player finished it). A round the app marked
 * finished is finished: the ingest API takes one only with every hole of its hole count listed
 * (app/domain/rounds/ingest.ts), so it is never short of holes still to play; a hole it lists
 * without a score is one the player excluded (spec 3 §2.1 "Excluded holes show no score"), a choice
 * about a hole of a finished round. Such a round stays in every selection and average; only the stats
 * pages' scoring average keeps to rounds with every hole scored (decision 033's full rounds).
 */
export function isUnfinished(round: Pick<RoundProgress, 'inProgress'>): boolean {
  return round.inProgress;
}

/** spec 2 §3: unfinished rounds are left out of a selection unless it includes them. */
export function isSelectable(round: Pick<RoundProgress, 'inProgress'>, includeUnfinished: boolean): boolean {
  return includeUnfinished || !isUnfinished(round);
}

/**
 * Whether a round enters a per-round average (score, par, putts, score to par per round): a finished
 * round with a scored hole, never an unfinished one, whose 2 holes would read as a round of 9 strokes.
 */
export function countsPerRound(round: RoundProgress): boolean {
  return !isUnfinished(round) && round.holesPlayed > 0;
}

/** The mark an included unfinished round carries wherever it is listed: "Unfinished · 2 of 9 holes". */
export function unfinishedMark(round: RoundProgress): string | null {
  if (!isUnfinished(round)) return null;
  return `Unfinished · ${round.holesPlayed} of ${round.holeCount} holes`;
}

/** The words of the choice that includes them (the round list's control, kept in the address). */
export const INCLUDE_UNFINISHED = 'Include unfinished rounds';
