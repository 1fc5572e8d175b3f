// Decision 075: each side of the comparison reads only the rounds its stat filter chooses among
// (db/queries/round-summaries.ts `compareCandidatesQuery`, `compareFallbackQuery`,
// `comparableRoundCountQuery`). Against a real D1, for every kind of stat filter and its fallbacks, the
// selection made from those reads is the one made from every round of the player, as the page made
// it before, and the count is that of every round it may choose from.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { comparableRounds, sideSelection } from '../../app/domain/stats/compare-sides';
import {
  MONTHS,
  type StatFilterSelections,
  type StatFilterSelectionsInput,
  statFilterCandidates,
  statFilterSelectionsSchema,
  TREND_COUNTS,
  TREND_TYPES,
  type TrendCount,
} from '../../app/domain/stats/stat-filters';
import type { Db } from '../../db/client';
import {
  comparableRoundCountQuery,
  compareCandidatesQuery,
  compareFallbackQuery,
  playerRoundSummariesQuery,
} from '../../db/queries/round-summaries';
import { createCourse, createPlayer, createRound, holesForScore } from '../helpers/factories';
import { playerRoundsDb } from '../helpers/test-shards';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

const TODAY = '2026-11-20';

let workers: TestWorkers;
let playerId: number;
const roundIds: Array<number> = [];
/** The player's shard (decision 119): their rounds are read there. */
let shard: Db;

beforeAll(async () => {
  workers = await startTestWorkers();
  const player = await createPlayer(workers.db);
  playerId = player.id;
  const course = await createCourse(workers.db);
  // Three years of rounds: every month but June, four round types, 9 and 18 holes, rounds in
  // progress, rounds without a score, ties of score on one day, yardages from 5 800 to 7 100.
  for (let i = 0; i < 72; i++) {
    const month = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12][i % 11] as number;
    const year = 2024 + (i % 3);
    const day = 1 + ((i * 7) % 27);
    const playedOn = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const score = 68 + ((i * 7919) % 13);
    const nine = i % 10 === 4;
    const unscored = i % 17 === 5;
    const holes = holesForScore(score)
      .slice(0, nine ? 9 : 18)
      .map((hole) => (unscored ? { ...hole, score: null } : hole));
    const { id } = await createRound(workers.db, {
      accountId: playerId,
      courseId: course.id,
      playedOn: i % 9 === 0 ? '2026-08-08' : playedOn,
      holes,
      holeCount: nine ? 9 : 18,
      roundTypeId: [1, 3, 10, 11][i % 4] as number,
      inProgress: i % 13 === 7,
    });
    roundIds.push(id);
    shard = await playerRoundsDb(workers.db, playerId);
    await shard.run(sql`update rounds set yards = ${5800 + ((i * 131) % 1300)} where id = ${id}`);
  }
});

afterAll(async () => {
  await workers?.dispose();
});

function selections(input: StatFilterSelectionsInput): StatFilterSelections {
  return statFilterSelectionsSchema.parse(input);
}

/** Every kind of stat filter, with the choices that change what it reads. */
function everySelection(): Array<StatFilterSelections> {
  const list: Array<StatFilterSelections> = [];
  const yearChoices = [['All'], ['Last 12 Months'], ['Prior 12 Months'], [2025], [2024, 2026], [2019]];
  const typeChoices = [[], [3], [1, 10]];
  const seasonChoices = [undefined, ['Summer'], ['Winter', 'Spring']];
  for (const years of yearChoices) {
    for (const roundTypes of typeChoices) {
      for (const seasons of seasonChoices) {
        const common = { years, roundTypes, ...(seasons ? { seasons } : {}) } as StatFilterSelectionsInput;
        for (const trendType of TREND_TYPES) {
          for (const trendCount of ['Two', 'Five', 'Ten'] as Array<TrendCount>) {
            list.push(selections({ ...common, advancedFilter: { label: 'Trend', trendType, trendCount } }));
          }
        }
        list.push(selections({ ...common, advancedFilter: { label: 'Scoring', scoringThreshold: 72 } }));
        list.push(
          selections({
            ...common,
            advancedFilter: {
              label: 'Scoring',
              scoringThreshold: 75,
              scoringYardageMin: 6000,
              scoringYardageMax: 6800,
            },
          }),
        );
        list.push(selections({ ...common, advancedFilter: { label: 'Month', months: [] } }));
        list.push(selections({ ...common, advancedFilter: { label: 'Month', months: ['June'] } }));
        list.push(
          selections({ ...common, advancedFilter: { label: 'Month', months: ['June', 'March', 'May'] } }),
        );
      }
    }
  }
  list.push(selections({ advancedFilter: { label: 'Round', rounds: roundIds.slice(3, 9) } }));
  list.push(selections({ advancedFilter: { label: 'Round', rounds: [999_999_999] } }));
  list.push(selections({ advancedFilter: { label: 'Round', rounds: [] } }));
  return list;
}

test('every stat filter selects from its candidate reads what it selects from every round', async () => {
  const db = shard;
  const all = await playerRoundSummariesQuery(db, playerId);
  const cases = everySelection();
  expect(cases.length).toBeGreaterThan(300);
  expect(MONTHS).toContain('June');
  expect(Object.keys(TREND_COUNTS)).toContain('Ten');
  for (const holes of [18, 9] as const) {
    const choosable = comparableRounds(all, holes);
    const [[count]] = await db.batch([comparableRoundCountQuery(db, playerId, holes)]);
    expect(count?.count).toBe(choosable.length);
    let selected = 0;
    for (const chosen of cases) {
      const candidates = statFilterCandidates(chosen, TODAY);
      const [main, fallback] = await db.batch([
        compareCandidatesQuery(db, playerId, holes, candidates),
        compareFallbackQuery(db, playerId, holes, candidates),
      ]);
      const seen = new Set(main.map((round) => round.id));
      const read = [...main, ...fallback.filter((round) => !seen.has(round.id))];
      const expected = sideSelection(choosable, chosen, TODAY);
      expect(sideSelection(read, chosen, TODAY), JSON.stringify(chosen)).toEqual(expected);
      // The rows read are those of the rounds the page may choose from, as the full list has them.
      for (const round of read) {
        expect(choosable.find((r) => r.id === round.id)).toMatchObject(round);
      }
      selected += expected.roundIds.length;
    }
    // The cases select something (not only empty selections compared).
    expect(selected).toBeGreaterThan(100);
  }
});

test('a Trend of the last or best rounds reads no more rounds than it selects', async () => {
  const db = shard;
  for (const trendType of ['Last Rounds', 'Best Rounds'] as const) {
    const chosen = selections({ advancedFilter: { label: 'Trend', trendType, trendCount: 'Five' } });
    const candidates = statFilterCandidates(chosen, TODAY);
    const [main, fallback] = await db.batch([
      compareCandidatesQuery(db, playerId, 18, candidates),
      compareFallbackQuery(db, playerId, 18, candidates),
    ]);
    expect(main).toHaveLength(5);
    expect(fallback).toHaveLength(0);
  }
});
