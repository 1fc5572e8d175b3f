// The compare cards' reads (spec 2 §2, §7; decision 045) against a real D1: both sides of every card
// in one batch, the figures checked against values worked out by hand from the rounds written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CARD_TABS, type CardTab, type CompareCardData } from '../../app/domain/stats/compare-cards';
import { formatHandicap } from '../../app/domain/stats/rating-format';
import { handicapEquivalent, standardStrokesGained } from '../../app/domain/stats/ratings';
import { standardById } from '../../app/domain/stats/standards';
import { compareCardReads, compareFlagCountsQuery } from '../../db/queries/compare-cards';
import { flagCountsOf } from '../../db/queries/hole-stats';
import { apiTokenFor, createCourse, createPlayer, createRound, holesForScore } from '../helpers/factories';
import { exampleCourse, exampleRound } from '../helpers/ingest';
import { playerRoundsDb } from '../helpers/test-shards';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
/** A player with one round recorded shot by shot (test/helpers/ingest.ts, worked out below). */
let shotPlayer: { id: number; roundId: number };
/** A player with two rounds of scores and putts only: 74 and 70. */
let scorePlayer: { id: number; roundIds: Array<number> };

beforeAll(async () => {
  workers = await startTestWorkers();
  const owner = await createPlayer(workers.db);
  const token = await apiTokenFor(workers.db, owner.id);
  const post = (path: string, body: unknown) =>
    workers.fetch(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/api/v1/courses', exampleCourse('c-compare-cards'))).status).toBe(201);
  const response = await post(
    '/api/v1/rounds',
    exampleRound({ clientRoundId: 'r-compare-cards', clientCourseId: 'c-compare-cards' }),
  );
  expect(response.status).toBe(201);
  shotPlayer = { id: owner.id, roundId: ((await response.json()) as { roundId: number }).roundId };

  const other = await createPlayer(workers.db);
  const course = await createCourse(workers.db);
  const rounds = await Promise.all(
    [74, 70].map((score, i) =>
      createRound(workers.db, {
        accountId: other.id,
        courseId: course.id,
        playedOn: `2026-10-0${i + 1}`,
        score,
      }),
    ),
  );
  scorePlayer = { id: other.id, roundIds: rounds.map((r) => r.id) };
});

afterAll(async () => {
  await workers?.dispose();
});

const scratch = standardById('scratch');

/** Every card of both sides, each side's in one db.batch on its player's shard, as the page reads them. */
async function readCards(
  left: { accountId: number; roundIds: Array<number> },
  right: { accountId: number; roundIds: Array<number> },
): Promise<{ left: Record<CardTab, CompareCardData>; right: Record<CardTab, CompareCardData> }> {
  if (!scratch) throw new Error('no scratch standard');
  const standard = scratch;
  const sideCards = async (side: { accountId: number; roundIds: Array<number> }) => {
    const db = await playerRoundsDb(workers.db, side.accountId);
    const reads = CARD_TABS.map((tab) => ({
      tab,
      ...compareCardReads(db, side.accountId, side.roundIds, tab),
    }));
    const [countRows, ...results]: Array<unknown> = await db.batch([
      compareFlagCountsQuery(db, side.accountId, side.roundIds),
      ...reads.flatMap((read) => [...read.queries]),
    ]);
    const counts = flagCountsOf((countRows as Array<Record<string, unknown>>)[0]);
    let offset = 0;
    const cards = reads.map((read) => {
      const slice = results.slice(offset, offset + read.queries.length);
      offset += read.queries.length;
      return [read.tab, read.build(slice, standard, counts)] as const;
    });
    return Object.fromEntries(cards) as Record<CardTab, CompareCardData>;
  };
  const [leftCards, rightCards] = await Promise.all([sideCards(left), sideCards(right)]);
  return { left: leftCards, right: rightCards };
}

function card<T extends CardTab>(cards: Record<CardTab, CompareCardData>, tab: T) {
  const data = cards[tab];
  if (data.tab !== tab) throw new Error(`expected ${tab}`);
  return data as Extract<CompareCardData, { tab: T }>;
}

/** The stored strokes gained of a round's holes, per category (what the cards read through the totals). */
async function storedSg(roundId: number) {
  const shard = await playerRoundsDb(workers.db, shotPlayer.id);
  const [row] = (await shard.all(sql`select sum(sg_off_the_tee) as ott, sum(sg_approach) as app,
      sum(sg_around_the_green) as arg, sum(sg_putting) as putt from round_holes where round_id = ${roundId}`)) as Array<
    Record<'ott' | 'app' | 'arg' | 'putt', number>
  >;
  if (!row) throw new Error('no holes');
  return row;
}

test('a round recorded shot by shot against two rounds of scores, every card in one batch', async () => {
  const { left, right } = await readCards(
    { accountId: shotPlayer.id, roundIds: [shotPlayer.roundId] },
    { accountId: scorePlayer.id, roundIds: scorePlayer.roundIds },
  );
  const sg = await storedSg(shotPlayer.roundId);
  // Figures are exact (rounded only where they are shown): compared to the stored values' own sums.
  const exactly = (value: number) => expect.closeTo(value, 10);

  // The example round: a chip (and a bogey) on every third hole, 2 putts everywhere; 78 on par 72.
  const scoring = card(left, 'scoring');
  expect(scoring.rounds).toBe(1);
  expect(scoring.byPar).toEqual([
    {
      par: 3,
      holes: 4,
      toParTotal: 1,
      bands: [
        { label: '<150', holes: 0, toParTotal: 0 },
        { label: '150–175', holes: 1, toParTotal: 0 },
        { label: '175–200', holes: 2, toParTotal: 1 },
        { label: '200+', holes: 1, toParTotal: 0 },
      ],
    },
    {
      par: 4,
      holes: 10,
      toParTotal: 4,
      bands: [
        { label: '<350', holes: 0, toParTotal: 0 },
        { label: '350–400', holes: 3, toParTotal: 2 },
        { label: '400–450', holes: 7, toParTotal: 2 },
        { label: '450+', holes: 0, toParTotal: 0 },
      ],
    },
    {
      par: 5,
      holes: 4,
      toParTotal: 1,
      bands: [
        { label: '<500', holes: 0, toParTotal: 0 },
        { label: '500–550', holes: 2, toParTotal: 0 },
        { label: '550+', holes: 2, toParTotal: 1 },
      ],
    },
  ]);
  expect(scoring.distribution.map((d) => [d.kind, d.holes])).toEqual([
    ['eagle', 0],
    ['birdie', 0],
    ['par', 12],
    ['bogey', 6],
    ['double', 0],
  ]);
  expect(scoring.sgTotalPerRound).toEqual(exactly(sg.ott + sg.app + sg.arg + sg.putt));

  // Drives: no coordinates on the tee shots, so start minus end: 250 on par 4s, 260 on par 5s.
  const drive = card(left, 'drive');
  expect(drive).toMatchObject({
    drives: 14,
    averageYards: exactly((10 * 250 + 4 * 260) / 14),
    longestYards: 260,
    fairwayHit: { successes: 14, opportunities: 14 },
    missedLeft: { successes: 0 },
    penaltiesPerRound: 0,
    sgOffTheTeePerRound: exactly(sg.ott),
  });
  expect(drive.summaryChart.distances.filter((d) => d.drives > 0)).toEqual([
    { label: '240–260', drives: 10 },
    { label: '260–280', drives: 4 },
  ]);

  // Approaches: to 24 ft on the green, or 12 yards (36 ft) into the rough before a chip.
  const green = card(left, 'shot-to-green');
  expect(green.bands).toEqual([
    { label: '<100', shots: 4, greensHit: 3, proximityFeet: 27, sgPerShot: expect.any(Number) },
    { label: '100–125', shots: 0, greensHit: 0, proximityFeet: null, sgPerShot: null },
    { label: '125–150', shots: 3, greensHit: 1, proximityFeet: 32, sgPerShot: expect.any(Number) },
    { label: '150–175', shots: 5, greensHit: 5, proximityFeet: 24, sgPerShot: expect.any(Number) },
    { label: '175–200', shots: 5, greensHit: 2, proximityFeet: exactly(31.2), sgPerShot: expect.any(Number) },
    { label: '200+', shots: 1, greensHit: 1, proximityFeet: 24, sgPerShot: expect.any(Number) },
  ]);
  // The four approaches from under 100 yards are the par 5s' third shots, from 95.
  const [wedges] = (await (
    await playerRoundsDb(workers.db, shotPlayer.id)
  ).all(
    sql`select avg(strokes_gained) as sg from shots where round_id = ${shotPlayer.roundId} and start_distance_yards = 95`,
  )) as Array<{ sg: number }>;
  expect(green.bands[0]?.sgPerShot).toEqual(exactly(wedges?.sg ?? Number.NaN));
  expect(green).toMatchObject({
    gir: { successes: 12, opportunities: 18 },
    missedShort: { successes: 6, opportunities: 18 },
    missedLong: { successes: 0 },
    upAndDown: { successes: 0, opportunities: 6 },
    sandSave: { opportunities: 0 },
    sgApproachPerRound: exactly(sg.app),
    sgAroundTheGreenPerRound: exactly(sg.arg),
  });

  // Putts: two everywhere, first from 24 ft (or 5 ft after a chip).
  const putts = card(left, 'putts');
  expect(putts).toMatchObject({
    puttsPerRound: 36,
    onePuttsPerRound: 0,
    threePuttsPerRound: 0,
    firstPuttFeet: exactly((6 * 5 + 12 * 24) / 18),
    sgPuttingPerRound: exactly(sg.putt),
  });
  expect(putts.bands.map((b) => [b.label, b.holes, b.holed])).toEqual([
    ['<3', 0, 0],
    ['3–6', 6, 0],
    ['6–10', 0, 0],
    ['10–15', 0, 0],
    ['15–25', 12, 0],
    ['25+', 0, 0],
  ]);

  const style = card(left, 'playing-style');
  expect(style.standard).toEqual({ id: 'scratch', name: 'Scratch' });
  const byCategory = Object.fromEntries(style.categories.map((c) => [c.category, c]));
  // Every fairway hit beats scratch's 51 %. Save: no missed green was saved (scratch: 57 %), every
  // miss was from under 15 yd and left beyond 12 % of the chip: Up and Down, Missed Up and Down, the
  // misses under 15 yd and Save Beyond 12% miss scratch's; no miss from 15–25 or 25–35 yd beats it: 2 of 6.
  expect(byCategory.Drive).toMatchObject({ performance: 1, sgPerRound: exactly(sg.ott) });
  expect(byCategory.Save).toMatchObject({
    performance: exactly(2 / 6),
    beaten: 2,
    compared: 6,
    sgPerRound: exactly(sg.arg),
  });
  // decision 068: beside each share, strokes gained against scratch's and the handicap it plays to.
  const scratch = standardStrokesGained('scratch');
  expect(byCategory.Approach?.sgAgainstStandard).toEqual(exactly(sg.app - scratch.Approach));
  expect(byCategory.Score?.handicapText).toBe(
    formatHandicap(handicapEquivalent(sg.ott + sg.app + sg.arg + sg.putt, 'Score')),
  );

  // The other side: scores and putts only. Hole lengths, drives, approaches and strokes gained are unknown.
  const otherScoring = card(right, 'scoring');
  expect(otherScoring.rounds).toBe(2);
  expect(otherScoring.distribution.map((d) => [d.kind, d.holes])).toEqual([
    ['eagle', 0],
    ['birdie', 2],
    ['par', 32],
    ['bogey', 2],
    ['double', 0],
  ]);
  expect(otherScoring.byPar.map((p) => [p.par, p.holes, p.toParTotal])).toEqual([
    [3, 8, 0],
    [4, 20, 0],
    [5, 8, 0],
  ]);
  expect(otherScoring.byPar.every((p) => p.bands.every((b) => b.holes === 0))).toBe(true);
  expect(otherScoring.sgTotalPerRound).toBeNull();
  expect(card(right, 'playing-style').categories.every((c) => c.sgAgainstStandard === null)).toBe(true);
  expect(card(right, 'drive')).toMatchObject({ drives: 0, averageYards: null, sgOffTheTeePerRound: null });
  expect(card(right, 'putts')).toMatchObject({ puttsPerRound: 36, firstPuttFeet: null });
  expect(card(right, 'shot-to-green').bands.every((b) => b.shots === 0)).toBe(true);
});

test("a round of another account counts nowhere; no rounds gives every card's empty data", async () => {
  const { left, right } = await readCards(
    { accountId: scorePlayer.id, roundIds: [shotPlayer.roundId] },
    { accountId: shotPlayer.id, roundIds: [] },
  );
  for (const cards of [left, right]) {
    for (const tab of CARD_TABS) expect(cards[tab].rounds, tab).toBe(0);
    expect(card(cards, 'scoring').holes).toBe(0);
    expect(card(cards, 'drive').drives).toBe(0);
    expect(card(cards, 'putts').puttsPerRound).toBeNull();
    expect(card(cards, 'playing-style').categories.every((c) => c.performance === null)).toBe(true);
  }
});

test('per round is per round of the hole count: a nine reads per nine holes', async () => {
  const course = await createCourse(workers.db);
  const nine = await createRound(workers.db, {
    accountId: scorePlayer.id,
    courseId: course.id,
    playedOn: '2026-10-05',
    holes: holesForScore(72).slice(0, 9),
  });
  const { left, right } = await readCards(
    { accountId: scorePlayer.id, roundIds: [nine.id] },
    { accountId: scorePlayer.id, roundIds: scorePlayer.roundIds },
  );
  expect(card(left, 'putts').puttsPerRound).toBe(18);
  expect(card(right, 'putts').puttsPerRound).toBe(36);
});
