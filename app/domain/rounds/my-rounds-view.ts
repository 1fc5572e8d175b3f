import { formatPercentOf } from '../format/numbers';
import type { HoleFlag } from '../stats/hole-stats';
import { type QuickFilterOption, quickFilterRoundIds } from '../stats/quick-filters';
import type { FilterableRound } from '../stats/round-filter';
import { type GroupBarRound, type GroupRound, roundOption } from '../stats/round-groupings';
import {
  countFlags,
  formatStatCount,
  NOT_RECORDED,
  STAT_CATALOGUE,
  STAT_FLAGS,
  type StatCategory,
} from '../stats/stat-catalogue';
import { inputRecorded } from '../stats/stat-gaps';
import type { MyRoundsQuery } from './my-rounds-links';
import type { RoundsPage } from './rounds-page';
import type { ScorecardHole } from './scorecard';
import { INCLUDE_UNFINISHED, isSelectable } from './unfinished';

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
  /** Shown holes where the stat is true. */
  holes: number;
  /** Shown holes that were a chance for it (its flag known). */
  opportunities: number;
  /** "57%" of its chances among the shown holes (0 decimals); '–' without a chance. */
  percent: string;
  /** Over what: "8/14 fairways". */
  count: string;
  active: boolean;
};

/** A stat the shown holes never recorded the input of: '–' with its reason (issue 29). */
export type StatGapView = { flag: HoleFlag; name: string; category: StatCategory; reason: string };

export type MyRoundsView = {
  query: MyRoundsQuery;
  /** The spec's messages for what the address got wrong (each value fell back to its default). */
  errors: Array<string>;
  today: string;
  /** The rounds this answer carries (the round list's page and the selected rounds), newest first. */
  history: Array<HistoryRound>;
  /** The selected rounds, newest first. */
  selectedIds: Array<number>;
  /** The holes of each selected round, in playing order. */
  holes: Record<number, Array<CardHole>>;
  /** spec 3 §2.1 Filter Holes by Stat: cards of the shown holes; a card matching no hole is left out. */
  statCards: Array<StatCardView>;
  /** The stats no shown hole recorded what they need for, with the reason. */
  statGaps: Array<StatGapView>;
  /** How many holes the active stat filters leave (all counted holes without filters). */
  shownHoleCount: number;
};

export type HistoryInput = Omit<HistoryRound, 'label'>;

export type FlaggedHoleInput = Omit<CardHole, 'shown'> & { roundId: number } & Partial<
    Record<HoleFlag, boolean | null>
  >;

/**
 * The flags of two masks whose bit i stands for STAT_FLAGS[i] (db/queries/my-rounds.ts): true where
 * set in `mask`, false where known (`known`) but not true; a flag known on neither is left out (null).
 */
export function flagsOfMask(mask: number, known = mask): Partial<Record<HoleFlag, boolean>> {
  const flags: Partial<Record<HoleFlag, boolean>> = {};
  // Division, not bitwise operators: those work on 32 bits and there are 42 flags.
  const bit = (value: number, at: number) => Math.floor(value / 2 ** at) % 2 === 1;
  STAT_FLAGS.forEach((flag, at) => {
    if (bit(mask, at)) flags[flag] = true;
    else if (bit(known, at)) flags[flag] = false;
  });
  return flags;
}

/** spec 2 §3 round option label: a tournament round by its event and round number, else its course. */
export function historyRound(row: HistoryInput): HistoryRound {
  return { ...row, label: roundOption(row).label };
}

/**
 * The rounds a query selects from the history: a quick filter's rounds (spec 3 §9), or the Custom
 * round ids that are this player's (any other id is dropped and named in `foreign`). For a Custom
 * query the history need only hold the player's rounds among its ids (the server reads just those). Unfinished
 * rounds are left out unless the query includes them (spec 2 §3 inProgressRounds), a Custom one
 * named in `unfinished`.
 */
export function selectedRoundIds(
  history: ReadonlyArray<HistoryRound>,
  query: MyRoundsQuery,
  today: string,
): { ids: Array<number>; foreign: Array<number>; unfinished: Array<number> } {
  const includeUnfinished = query.unfinished;
  if (query.select !== 'Custom')
    return {
      ids: quickFilterRoundIds(query.select, history, today, { includeUnfinished }),
      foreign: [],
      unfinished: [],
    };
  const own = new Set(history.map((r) => r.id));
  const wanted = new Set(query.roundIds);
  const chosen = history.filter((r) => wanted.has(r.id));
  return {
    ids: chosen.filter((r) => isSelectable(r, includeUnfinished)).map((r) => r.id),
    foreign: query.roundIds.filter((id) => !own.has(id)),
    unfinished: chosen.filter((r) => !isSelectable(r, includeUnfinished)).map((r) => r.id),
  };
}

export function noSuchRounds(ids: ReadonlyArray<number>): string {
  return `No rounds of this player with the ids ${ids.join(', ')}.`;
}

/** A Custom selection names unfinished rounds that are left out. */
export function unfinishedLeftOut(ids: ReadonlyArray<number>): string {
  const which =
    ids.length === 1 ? `Round ${ids[0]} is unfinished` : `Rounds ${ids.join(', ')} are unfinished`;
  return `${which} and left out: choose ${INCLUDE_UNFINISHED} to see ${ids.length === 1 ? 'it' : 'them'}.`;
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
  // spec 3 §4: the shown holes satisfy every active stat filter (AND).
  const shownHoles = counted.filter((hole) => query.stats.every((flag) => hole[flag] === true));
  const shown = new Set(shownHoles.map((h) => `${h.roundId}:${h.holeNumber}`));
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
  const counts = countFlags(shownHoles);
  const opportunitiesOf = (flag: HoleFlag) => counts[flag].opportunities;
  // A card per stat matching a shown hole (spec 3 §2.1); an active filter keeps its card even when it
  // leaves no hole: it must stay possible to untick it.
  const cards = STAT_CATALOGUE.filter((s) => counts[s.flag].successes > 0 || query.stats.includes(s.flag));
  // Stats whose input no shown hole recorded: '–' with the reason, never a card reading 0 %.
  const gaps = STAT_CATALOGUE.filter(
    (s) =>
      shownHoles.length > 0 &&
      counts[s.flag].opportunities === 0 &&
      inputRecorded(s.needs, opportunitiesOf) === false,
  );
  return {
    query,
    errors: [...input.errors],
    today,
    history: [...history],
    selectedIds: history.filter((r) => selected.has(r.id)).map((r) => r.id),
    holes,
    statCards: cards.map((stat) => {
      const count = counts[stat.flag];
      return {
        flag: stat.flag,
        name: stat.name,
        category: stat.category,
        holes: count.successes,
        opportunities: count.opportunities,
        percent: formatPercentOf(count.successes, count.opportunities),
        count: formatStatCount(stat.flag, count),
        active: query.stats.includes(stat.flag),
      };
    }),
    statGaps: gaps.map((stat) => ({
      flag: stat.flag,
      name: stat.name,
      category: stat.category,
      reason: NOT_RECORDED[stat.needs],
    })),
    shownHoleCount: shownHoles.length,
  };
}

/**
 * What a page's loader sends (decision 050): the view with each round's holes packed in one string
 * ("holeNumber,courseHoleNumber,par,score,excluded,shown" per hole, holes joined by ";"). Some
 * thousand small objects cost the page's data encoding far more than 75 strings.
 */
export type MyRoundsData = Omit<MyRoundsView, 'holes'> &
  RoundListPage & { packedHoles: Record<number, string> };

/**
 * Issue 30 (no answer grows with the history): the round list is one page of the player's rounds;
 * `history` holds that page and the selected rounds, the quick filters come with their rounds.
 */
export type RoundListPage = {
  /** The rounds of the round list's page, in the order read (newest first). */
  listedIds: Array<number>;
  /** Which page of how many, of how many listed rounds. */
  listing: RoundsPage;
  /** Every round the player logged, finished or not ("N rounds logged"). */
  roundCount: number;
  /** spec 3 §9: each quick filter's rounds, with unfinished rounds left out and included. */
  quickFilters: { finished: Array<QuickFilterOption>; withUnfinished: Array<QuickFilterOption> };
};

export function packMyRounds<V extends MyRoundsView>(
  view: V,
): Omit<V, 'holes'> & { packedHoles: Record<number, string> } {
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
