import { formatLongDate } from '../calendar/dates';
import { formatScoreWithPar, roundTypeLabel } from '../rounds/scores';
import {
  type CompareHoles,
  METRIC_COLUMNS,
  type MetricColumn,
  type MetricsSelections,
} from './compare-config';
import type { HoleFlag } from './hole-stats';
import { newestFirst } from './round-filter';
import { COMPARE_STATS_MIN_ROUNDS, hasEnoughRoundsForStats } from './round-stats';
import {
  type FlagCount,
  type FlagCounts,
  formatStat,
  formatStatCount,
  NOT_RECORDED,
  statOf,
} from './stat-catalogue';
import {
  applyStatFilter,
  describeStatFilter,
  type StatFilterSelections,
  statFilterLabel,
} from './stat-filters';

/*
 * A side of the comparison as the page shows it (spec 2 §2, §3 round option, §4): which of the
 * player's rounds its stat filter selects, its label and descriptor, and the metrics table's cells.
 */

/** A round as the compare page reads it (db/queries/round-summaries.ts `roundSummariesQuery`). */
export type CompareRound = {
  id: number;
  playedOn: string;
  startedAt: string;
  holeCount: number;
  inProgress: boolean;
  roundTypeId: number;
  roundNumber: number;
  courseName: string;
  tournamentName: string | null;
  score: number | null;
  par: number | null;
  yards: number | null;
  holesPlayed: number;
};

/** spec 2 §3 round option: what the round selector lists. */
export type RoundOption = {
  golfRoundID: number;
  label: string;
  courseName: string;
  dateAndTime: string;
  date: string;
  roundNumber: number;
  roundType: string;
  score: number | null;
  scoreVsPar: string | null;
};

/** The rounds a side may choose from: completed rounds of the comparison's hole count with a score. */
export function comparableRounds<R extends CompareRound>(
  rounds: ReadonlyArray<R>,
  holes: CompareHoles,
): Array<R> {
  return rounds.filter(
    (round) =>
      !round.inProgress && round.holeCount === holes && round.score !== null && round.holesPlayed > 0,
  );
}

/** "Spring Invitational R2" or the course's name, as the round selector and the descriptor list them. */
export function roundLabel(round: CompareRound): string {
  const event = round.tournamentName ? `${round.tournamentName} R${round.roundNumber}` : round.courseName;
  return `${event} · ${formatLongDate(round.playedOn)}`;
}

export function roundOption(round: CompareRound): RoundOption {
  return {
    golfRoundID: round.id,
    label: roundLabel(round),
    courseName: round.courseName,
    dateAndTime: round.startedAt,
    date: round.playedOn,
    roundNumber: round.roundNumber,
    roundType: roundTypeLabel(round.roundTypeId),
    score: round.score,
    scoreVsPar:
      round.score !== null && round.par !== null ? formatScoreWithPar(round.score, round.par) : null,
  };
}

export type SideSelection = {
  label: string;
  roundIds: Array<number>;
  descriptor: ReturnType<typeof describeStatFilter>;
};

/** The rounds a side's stat filter selects (newest first), its label and its descriptor details. */
export function sideSelection(
  rounds: ReadonlyArray<CompareRound>,
  selections: StatFilterSelections,
  today: string,
): SideSelection {
  const chosen = applyStatFilter(rounds, selections, today);
  return {
    label: statFilterLabel(selections),
    roundIds: chosen.map((round) => round.id),
    descriptor: describeStatFilter(selections, chosen.map(roundLabel)),
  };
}

/**
 * A side as every screen, PDF and export names it (issue 29): the player's full name, an em dash and
 * the selection's label — "Jordan Reyes — Last 10 Rounds" — also when both sides are one player.
 */
export function sideName(side: { playerName: string; label: string }): string {
  return `${side.playerName} — ${side.label}`;
}

/**
 * The selection a chosen player gets on the right (issue 29: like for like, decision 044): the left
 * side's. A Round filter names the left player's own rounds, which the chosen player does not have:
 * they get a Round filter of as many of their latest `rounds` (those they may choose from) as the
 * left side selects, without the left side's custom label, which named the left player's rounds.
 */
export function likeForLikeSelections(
  left: StatFilterSelections,
  leftSelected: number,
  rounds: ReadonlyArray<CompareRound>,
): StatFilterSelections {
  if (left.advancedFilter.label !== 'Round') return left;
  const latest = [...rounds].sort(newestFirst).slice(0, leftSelected);
  return { ...left, advancedFilter: { label: 'Round', rounds: latest.map((round) => round.id) } };
}

/** A side's player and how many rounds (of the comparison's hole count) they may choose from. */
type SideRounds = { playerName: string; roundCount: number };

/**
 * spec 2 §1 compare stats empty state: the sides whose player lacks the 2 rounds stats need (of the
 * comparison's hole count): with one, there is nothing to compare, and Report and Select Rounds wait.
 */
export function sidesWithoutRounds(sides: { left: SideRounds; right: SideRounds }): Array<'left' | 'right'> {
  return (['left', 'right'] as const).filter(
    (side) => !hasEnoughRoundsForStats({ roundsPlayed: sides[side].roundCount }),
  );
}

/** Why a side has nothing to compare: "Sam Reed has 1 round of 18 holes; stats need at least 2." */
export function noRoundsReason(side: SideRounds, holes: CompareHoles): string {
  const rounds = `${side.roundCount} ${side.roundCount === 1 ? 'round' : 'rounds'}`;
  return `${side.playerName} has ${rounds} of ${holes} holes; stats need at least ${COMPARE_STATS_MIN_ROUNDS}.`;
}

export type MetricCell = { value: string; successes: number; opportunities: number };
export type MetricRow = { flag: HoleFlag; name: string; left: MetricCell; right: MetricCell };

function cell(counts: FlagCounts, flag: HoleFlag): MetricCell {
  const count = counts[flag];
  return { value: formatStat(count), successes: count.successes, opportunities: count.opportunities };
}

/**
 * What a metrics cell says under its share: the count over what ("88/140 fairways"), or, when
 * nothing counted it, why ('–' is shown, never 0 %): what the stat needs recorded.
 */
export function metricCellNote(
  flag: HoleFlag,
  count: FlagCount,
): { kind: 'count'; text: string } | { kind: 'not-recorded'; text: string } {
  if (count.opportunities === 0) return { kind: 'not-recorded', text: notRecordedReason(flag) };
  return { kind: 'count', text: formatStatCount(flag, count) };
}

/** Why a stat counted nothing: what it needs recorded (the stat catalogue's words). */
export function notRecordedReason(flag: HoleFlag): string {
  return NOT_RECORDED[statOf(flag).needs];
}

/** spec 2 §2 metrics table: per column its ticked metrics, each with both sides' value and counts. */
export function metricsTable(
  metrics: MetricsSelections,
  left: FlagCounts,
  right: FlagCounts,
): Array<{ column: MetricColumn; rows: Array<MetricRow> }> {
  return METRIC_COLUMNS.map((column) => ({
    column,
    rows: metrics[column].map((flag) => ({
      flag,
      name: statOf(flag).name,
      left: cell(left, flag),
      right: cell(right, flag),
    })),
  }));
}
