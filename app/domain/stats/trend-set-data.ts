import type { TrendSetView } from '../access/profile-views';
import { formatLongDate, formatMonthDay, formatShortDate } from '../calendar/dates';
import { formatScoreWithPar, formatToPar } from '../rounds/scores';

/*
 * The chart sets of the summary's Performance Trends as its loader data sends them: each round once,
 * however many sets hold it, and each set as its rounds' ids. The bars and the details table of a
 * set (TrendSetView) both show those rounds; they are worked out where the page renders, on the
 * server and again in the browser from the same data, rather than sent twice.
 */

/** A round of the chart sets, as the bars and the details table need it. */
export type TrendRoundData = {
  id: number;
  playedOn: string;
  tournament: string | null;
  course: string;
  yards: number | null;
  score: number;
  par: number;
  birdies: number;
};

/** A chart set without its rounds: their ids, oldest first (the bars' order). */
export type TrendSetData = Omit<TrendSetView, 'bars' | 'rounds'> & { roundIds: Array<number> };

export type TrendSetsData = { rounds: Array<TrendRoundData>; sets: Array<TrendSetData> };

/** The sets ready to draw: per set, its bars (oldest first) and its details rows (newest first). */
export function expandTrendSets(data: TrendSetsData): Array<TrendSetView> {
  const byId = new Map(data.rounds.map((round) => [round.id, round]));
  return data.sets.map(({ roundIds, ...set }) => {
    const rounds = roundIds.flatMap((id) => {
      const round = byId.get(id);
      return round ? [round] : [];
    });
    return {
      ...set,
      bars: rounds.map((r) => ({
        id: r.id,
        label: formatShortDate(r.playedOn),
        shortLabel: formatMonthDay(r.playedOn),
        score: r.score,
        birdies: r.birdies,
        description: `${formatScoreWithPar(r.score, r.par)}, ${r.birdies} ${r.birdies === 1 ? 'birdie' : 'birdies'} · ${r.course}, ${formatLongDate(r.playedOn)}`,
      })),
      rounds: [...rounds].reverse().map((r) => ({
        id: r.id,
        date: formatLongDate(r.playedOn),
        name: r.tournament ?? r.course,
        course: r.course,
        yards: r.yards,
        score: r.score,
        par: r.par,
        toPar: formatToPar(r.score - r.par),
        birdies: r.birdies,
      })),
    };
  });
}
