import type { HoleFlag } from '../stats/hole-stats';
import { holeStatProbability } from '../stats/overview-groups';
import { type QuickFilterOption, quickFilterOptions, quickFilterRoundIds } from '../stats/quick-filters';
import type { FilterableRound } from '../stats/round-filter';
import { type GroupBarRound, type GroupRound, roundOption } from '../stats/round-groupings';
import { STAT_CATALOGUE, STAT_FLAGS, type StatCategory } from '../stats/stat-catalogue';
import type { MyRoundsQuery } from './my-rounds-links';
import type { ScorecardHole } from './scorecard';

/*
 * The data of My Rounds and View Shots (spec 3 §2.1, §2.2, §3, §4): the player's history for the
 * round list and quick filters, the selected rounds' holes for the scorecard and the map, and the
 * stat cards of Filter Holes by Stat. The groupings themselves are made where they are shown
 * (app/domain/stats/round-groupings.ts), so the View Shots dialog can group the same rounds by Round.
 */

/** spec 3 §3 round (history item): what the round list, the groupings and the group bars read. */
export type HistoryRound = GroupRound &
  GroupBarRound &
  Pick<FilterableRound, 'holeCount' | 'inProgress' | 'playedInSimulator'>;

/** A hole of a selected round; `shown` when it satisfies every active stat filter (spec 3 §4). */
export type CardHole = Pick<
  ScorecardHole,
  'holeNumber' | 'courseHoleNumber' | 'par' | 'score' | 'excluded'
> & {
  shown: boolean;
};

export type StatCardView = {
  flag: HoleFlag;
  name: string;
  category: StatCategory;
  holes: number;
  /** Percent of the shown holes, 0 decimals. */
  percent: number;
  active: boolean;
};

export type MyRoundsView = {
  query: MyRoundsQuery;
  /** The spec's messages for what the address got wrong (each value fell back to its default). */
  errors: Array<string>;
  today: string;
  history: Array<HistoryRound>;
  quickFilters: Array<QuickFilterOption>;
  /** The selected rounds, newest first. */
  selectedIds: Array<number>;
  /** The holes of each selected round, in playing order. */
  holes: Record<number, Array<CardHole>>;
  /** spec 3 §2.1 Filter Holes by Stat: cards of the shown holes; a card matching no hole is left out. */
  statCards: Array<StatCardView>;
  /** How many holes the active stat filters leave (all counted holes without filters). */
  shownHoleCount: number;
};

export type HistoryInput = Omit<HistoryRound, 'label'>;

export type FlaggedHoleInput = Omit<CardHole, 'shown'> & { roundId: number } & Partial<
    Record<HoleFlag, boolean | null>
  >;

/** The true flags of a mask whose bit i stands for STAT_FLAGS[i] (db/queries/my-rounds.ts). */
export function flagsOfMask(mask: number): Partial<Record<HoleFlag, boolean>> {
  const flags: Partial<Record<HoleFlag, boolean>> = {};
  // Division, not bitwise operators: those work on 32 bits and there are 42 flags.
  STAT_FLAGS.forEach((flag, bit) => {
    if (Math.floor(mask / 2 ** bit) % 2 === 1) flags[flag] = true;
  });
  return flags;
}

/** spec 2 §3 round option label: a tournament round by its event and round number, else its course. */
export function historyRound(row: HistoryInput): HistoryRound {
  return { ...row, label: roundOption(row).label };
}

/**
 * The rounds a query selects from the history: a quick filter's rounds (spec 3 §9), or the Custom
 * round ids that are this player's (any other id is dropped and named in `foreign`).
 */
export function selectedRoundIds(
  history: ReadonlyArray<HistoryRound>,
  query: MyRoundsQuery,
  today: string,
): { ids: Array<number>; foreign: Array<number> } {
  if (query.select !== 'Custom')
    return { ids: quickFilterRoundIds(query.select, history, today), foreign: [] };
  const own = new Set(history.map((r) => r.id));
  const wanted = new Set(query.roundIds);
  return {
    ids: history.filter((r) => wanted.has(r.id)).map((r) => r.id),
    foreign: query.roundIds.filter((id) => !own.has(id)),
  };
}

export function noSuchRounds(ids: ReadonlyArray<number>): string {
  return `No rounds of this player with the ids ${ids.join(', ')}.`;
}

/**
 * The page's view of a history, the selected rounds' flagged holes and the query. Excluded or
 * unscored holes count in no stat card (spec 3 §2.1); stat filters are an AND (spec 3 §4).
 */
export function myRoundsView(input: {
  query: MyRoundsQuery;
  errors: ReadonlyArray<string>;
  today: string;
  history: ReadonlyArray<HistoryRound>;
  selectedIds: ReadonlyArray<number>;
  holes: ReadonlyArray<FlaggedHoleInput>;
}): MyRoundsView {
  const { query, history, today } = input;
  const selected = new Set(input.selectedIds);
  const counted = input.holes.filter((h) => selected.has(h.roundId) && !h.excluded && h.score !== null);
  const probability = holeStatProbability(counted, STAT_FLAGS, query.stats);
  const shown = new Set(probability.holes.map((h) => `${h.roundId}:${h.holeNumber}`));
  const holes: Record<number, Array<CardHole>> = {};
  for (const hole of input.holes) {
    if (!selected.has(hole.roundId)) continue;
    const list = holes[hole.roundId] ?? [];
    list.push({
      holeNumber: hole.holeNumber,
      courseHoleNumber: hole.courseHoleNumber,
      par: hole.par,
      score: hole.score,
      excluded: hole.excluded,
      shown: shown.has(`${hole.roundId}:${hole.holeNumber}`),
    });
    holes[hole.roundId] = list;
  }
  const byFlag = new Map(STAT_CATALOGUE.map((s) => [s.flag, s]));
  // An active filter keeps its card even when it leaves no hole: it must stay possible to untick it.
  const cards = [
    ...probability.cards,
    ...query.stats
      .filter((flag) => !probability.cards.some((card) => card.key === flag))
      .map((flag) => ({ key: flag, holes: 0, percent: 0, active: true })),
  ];
  return {
    query,
    errors: [...input.errors],
    today,
    history: [...history],
    quickFilters: quickFilterOptions(history, today),
    selectedIds: history.filter((r) => selected.has(r.id)).map((r) => r.id),
    holes,
    statCards: cards.map((card) => ({
      flag: card.key,
      name: byFlag.get(card.key)?.name ?? card.key,
      category: byFlag.get(card.key)?.category ?? 'Scoring',
      holes: card.holes,
      percent: card.percent,
      active: card.active,
    })),
    shownHoleCount: probability.holes.length,
  };
}

/**
 * What a page's loader sends (decision 050): the view with each round's holes packed in one string
 * ("holeNumber,courseHoleNumber,par,score,excluded,shown" per hole, holes joined by ";"). Some
 * thousand small objects cost the page's data encoding far more than 75 strings.
 */
export type MyRoundsData = Omit<MyRoundsView, 'holes'> & { packedHoles: Record<number, string> };

export function packMyRounds(view: MyRoundsView): MyRoundsData {
  const { holes, ...rest } = view;
  const packedHoles: Record<number, string> = {};
  for (const [roundId, list] of Object.entries(holes)) {
    packedHoles[Number(roundId)] = list
      .map((h) =>
        [h.holeNumber, h.courseHoleNumber, h.par, h.score ?? '', h.excluded ? 1 : 0, h.shown ? 1 : 0].join(
          ',',
        ),
      )
      .join(';');
  }
  return { ...rest, packedHoles };
}

export function unpackHoles(packed: Readonly<Record<number, string>>): Record<number, Array<CardHole>> {
  const holes: Record<number, Array<CardHole>> = {};
  for (const [roundId, text] of Object.entries(packed)) {
    holes[Number(roundId)] =
      text === ''
        ? []
        : text.split(';').map((entry) => {
            const [holeNumber, courseHoleNumber, par, score, excluded, shown] = entry.split(',');
            return {
              holeNumber: Number(holeNumber),
              courseHoleNumber: Number(courseHoleNumber),
              par: Number(par),
              score: score === '' || score === undefined ? null : Number(score),
              excluded: excluded === '1',
              shown: shown === '1',
            };
          });
  }
  return holes;
}
