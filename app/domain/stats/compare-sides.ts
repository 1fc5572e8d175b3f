import { formatLongDate } from '../calendar/dates';
import { formatScoreWithPar, roundTypeLabel } from '../rounds/scores';
import {
  type CompareHoles,
  METRIC_COLUMNS,
  type MetricColumn,
  type MetricsSelections,
} from './compare-config';
import { type FlagCounts, formatStat, STAT_CATALOGUE } from './stat-catalogue';
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

export type MetricCell = { value: string; successes: number; opportunities: number };
export type MetricRow = { flag: string; name: string; left: MetricCell; right: MetricCell };

function cell(counts: FlagCounts, flag: keyof FlagCounts): MetricCell {
  const count = counts[flag];
  return { value: formatStat(count), successes: count.successes, opportunities: count.opportunities };
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
      name: STAT_CATALOGUE.find((stat) => stat.flag === flag)?.name ?? flag,
      left: cell(left, flag),
      right: cell(right, flag),
    })),
  }));
}
