// The read APIs (issue 5 point 7) against the built Worker and D1: numbers checked against values
// worked out by hand for small factory players, bad parameters, paging, the CSV download, and the
// access rules of spec 1 §6 (hidden feature: no data for anonymous visitors, data for the owner by
// session cookie and by Bearer token).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COMPARED_FLAGS, standardById } from '../../app/domain/stats/standards';
import { STAT_CATALOGUE } from '../../app/domain/stats/stat-catalogue';
import { backfillHoleStats } from '../../db/queries/hole-stats';
import {
  addSubCircleMember,
  apiTokenFor,
  createCourse,
  createPlayer,
  createRound,
  daysFromToday,
  holesForScore,
  makeProductManager,
  PAR_72,
  sessionCookieFor,
  setFeatureSetting,
} from '../helpers/factories';
import { shardsOf } from '../helpers/test-shards';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
// A player of three rounds: April 2025 (70: birdies on holes 1 and 2), May 2025 (75: bogeys on
// holes 1–3), June 2025 (a 9-hole round of 36).
let owner: { id: number; username: string };
let roundIds: { april: number; may: number; nine: number };
// A player of 21 rounds of 18 holes over the last 210 days, the most recent the worst (score 90 − i
// for the round i × 10 + 5 days ago).
let pager: { id: number; username: string };
let pagerRounds: Array<{ id: number; score: number; playedOn: string }>;

beforeAll(async () => {
  workers = await startTestWorkers();
  const { db } = workers;
  owner = await createPlayer(db, { firstName: 'Ada', lastName: "O'Hara" });
  const course = await createCourse(db, { name: 'Pines, "North"' });
  const april = await createRound(db, {
    accountId: owner.id,
    courseId: course.id,
    playedOn: '2025-04-10',
    holes: holesForScore(70),
  });
  const may = await createRound(db, {
    accountId: owner.id,
    courseId: course.id,
    playedOn: '2025-05-10',
    holes: holesForScore(75),
  });
  const nine = await createRound(db, {
    accountId: owner.id,
    courseId: course.id,
    playedOn: '2025-06-10',
    holes: PAR_72.slice(0, 9).map((par) => ({ par, score: par, putts: 2 })),
  });
  roundIds = { april: april.id, may: may.id, nine: nine.id };

  pager = await createPlayer(db);
  pagerRounds = [];
  for (let i = 0; i < 21; i++) {
    const playedOn = daysFromToday(-(i * 10 + 5));
    const score = 90 - i;
    const { id } = await createRound(db, { accountId: pager.id, courseId: course.id, playedOn, score });
    pagerRounds.push({ id, score, playedOn });
  }
  await backfillHoleStats(db, shardsOf(db));
});

afterAll(async () => {
  await workers?.dispose();
});

type Json = Record<string, unknown> & { message?: string };

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await workers.fetch(path, { headers });
  const type = response.headers.get('Content-Type') ?? '';
  const body = type.includes('json') ? ((await response.json()) as Json) : await response.text();
  return { status: response.status, body, headers: response.headers };
}

type Stat = {
  name: string;
  beatStandard: boolean | null;
  standard: number | null;
  strokesPerRound: number | null;
  performance: { successes: number; opportunities: number };
};
type Selection = {
  filterName: string;
  rounds: number;
  loadingState: string;
  performanceData: {
    byCategory: Array<{ category: string; performance: number | null; formatted: string }>;
    skillPerformance: { value: number | null; formatted: string };
    stats: Array<Stat>;
  };
  strengthsAndWeaknesses: { category: string; strengths: Array<Stat>; weaknesses: Array<Stat> };
  ratings: Array<{ category: string; againstStandard: number }> | null;
  aggregates: { values: Record<string, unknown>; formatted: Record<string, string> };
};

const byCategory = (s: Selection) =>
  Object.fromEntries(s.performanceData.byCategory.map((c) => [c.category, c.formatted]));
const stat = (s: Selection, name: string) => s.performanceData.stats.find((x) => x.name === name);

test('performance of two selections against PGA TOUR, as worked out by hand', async () => {
  const { status, body, headers } = await get(
    `/api/v1/players/${owner.username}/performance?standard=pga-tour` +
      '&s1.name=April&s1.holes=18&s1.from=2025-04-01&s1.to=2025-04-30' +
      '&s2.name=May&s2.holes=18&s2.from=2025-05-01&s2.to=2025-05-31',
  );
  expect(status).toBe(200);
  expect(headers.get('Cache-Control')).toContain('no-store');
  const { selections, standard } = body as { selections: Array<Selection>; standard: unknown };
  expect(standard).toMatchObject({ id: 'pga-tour', name: 'PGA TOUR' });
  // decision 068: every standard judges all 31 compared stats (11 published for the tour, the rest modelled).
  expect((standard as { coveredStats: Array<string> }).coveredStats).toEqual(COMPARED_FLAGS);
  const [april, may] = selections;
  if (!april || !may) throw new Error('two selections expected');

  // April, 70: 2 birdies and 16 pars, every green in regulation (score − putts ≤ par − 2).
  expect(april).toMatchObject({ filterName: 'April', rounds: 1, loadingState: 'loaded' });
  expect(stat(april, 'Birdie')?.performance).toMatchObject({ successes: 2, opportunities: 18 });
  expect(stat(april, 'Green in Regulation')?.performance).toMatchObject({ successes: 18, opportunities: 18 });
  const pga = standardById('pga-tour')?.values ?? {};
  expect(stat(april, 'Par')?.standard).toBe(pga.madePar);
  // Score against the tour's Par or Better 83.8 %, Par 63.1 %, Over Par 16.2 %, Bogey 15.5 %, Double
  // 0.8 % (modelled) and Under Par 20.7 %, Birdie 20.2 %, Eagle 0.54 % (published): 100 %, 89 %, 0 %,
  // 0 % and 0 % beat them, 11 %, 11 % and 0 % do not: 5 of 8. Approach: GIR 100 % > 65 % and Green
  // Missed 0 % < 35 % beat it; short or long needs shot positions, which a scorecard has not (no
  // chance, decision 069). Putt: One Putt 0 % < 39.72 % and One Putt or Less 0 % < 42.3 %. No
  // up-and-down chance, fairways unknown: Save and Drive not compared. 7 of 12 compared stats beat it.
  expect(byCategory(april)).toEqual({ Score: '63%', Drive: '–', Approach: '100%', Save: '–', Putt: '0%' });
  expect(april.performanceData.skillPerformance).toEqual({ value: 7 / 12, formatted: '58%' });
  expect(april.strengthsAndWeaknesses.category).toBe('Top');
  // One round is 18 chances a stat, under the 20 a stat needs to be named (decision 068).
  expect(april.strengthsAndWeaknesses).toMatchObject({ strengths: [], weaknesses: [] });
  expect(stat(april, 'Green in Regulation')?.strokesPerRound).toBeGreaterThan(0);
  // No shots recorded: no strokes gained, no rating.
  expect(april.ratings).toBeNull();
  // spec 3 §3 aggregates: 70 on par 72, 2 putts a hole, no fairway known.
  expect(april.aggregates.values).toMatchObject({
    rounds: 1,
    score: { score: 70, par: 72 },
    putts: 36,
    onePutts: 0,
    birdieOrBetter: 2,
    doubleOverOrHigher: 0,
    gir: { successes: 18, opportunities: 18 },
    fir: { successes: 0, opportunities: 0 },
  });
  expect(april.aggregates.formatted).toMatchObject({ putts: '36.0', gir: '100%', fir: '–' });
  expect(april.aggregates.formatted.score).toMatch(/^Score: 70 \([−-]2\)$/);

  // May, 75: bogeys on 3 holes, each a missed green not saved.
  expect(may.rounds).toBe(1);
  expect(stat(may, 'Par or Better')?.performance).toMatchObject({ successes: 15, opportunities: 18 });
  expect(stat(may, 'Up and Down')?.performance).toMatchObject({ successes: 0, opportunities: 3 });
  // Score: Par 83 % > 63.1 % and no double beat the tour; Par or Better 83.3 % < 83.8 %, Over Par and
  // Bogey 16.7 % > 16.2 % and 15.5 %, no birdie, under par or eagle do not: 2 of 8. GIR 83 % > 65 %
  // and Green Missed 17 % < 35 % beat (short or long needs positions); Up and Down (0 % < 58.4 %) and
  // Missed Up and Down (100 % > 41.6 %) miss, One Putt and One Putt or Less miss: 4 of 14.
  expect(byCategory(may)).toEqual({ Score: '25%', Drive: '–', Approach: '100%', Save: '0%', Putt: '0%' });
  expect(may.performanceData.skillPerformance.formatted).toBe('29%');
});

test('performance: a category picks the strengths and weaknesses; no rounds is no-data', async () => {
  const both = async (category: string) => {
    const { body } = await get(
      `/api/v1/players/${owner.username}/performance?holes=18&to=2025-05-31&category=${category}&standard=scratch`,
    );
    const [selection] = (body as { selections: Array<Selection> }).selections;
    if (!selection) throw new Error('one selection expected');
    return selection;
  };
  const approach = await both('Approach');
  expect(approach.rounds).toBe(2);
  // The mean of 70 and 75 per round.
  expect(approach.aggregates.values).toMatchObject({ rounds: 2, score: { score: 72.5, par: 72 }, putts: 36 });
  expect(approach.strengthsAndWeaknesses.category).toBe('Approach');
  // 33 greens of 36 against scratch's 56 %: (0.917 − 0.56) × 18 greens a round × the stroke value
  // of a green at scratch. Green Missed, its complement, wins the same strokes and is not named.
  const gir = stat(approach, 'Green in Regulation');
  const value = standardById('scratch')?.strokeValues?.madeGreenInRegulation ?? 0;
  expect(gir?.strokesPerRound).toBeCloseTo((33 / 36 - 0.56) * 18 * value, 10);
  expect(approach.strengthsAndWeaknesses.strengths.map((s) => s.name)).toEqual(['Green in Regulation']);
  expect(approach.strengthsAndWeaknesses.weaknesses).toEqual([]);
  // Save: 3 up-and-down chances, fewer than the 20 a stat needs to be named.
  const save = await both('Save');
  expect(stat(save, 'Up and Down')?.performance).toMatchObject({ successes: 0, opportunities: 3 });
  expect(save.strengthsAndWeaknesses).toMatchObject({ category: 'Save', strengths: [], weaknesses: [] });

  const empty = await get(`/api/v1/players/${owner.username}/performance?from=2020-01-01&to=2020-12-31`);
  const [none] = (empty.body as { selections: Array<Selection> }).selections;
  expect(none).toMatchObject({ rounds: 0, loadingState: 'no-data' });
  expect(none?.performanceData.skillPerformance.formatted).toBe('–');
});

test('performance: bad parameters answer 400 with a readable message', async () => {
  const base = `/api/v1/players/${owner.username}/performance`;
  const cases: Array<[string, string]> = [
    ['?holes=27', 'holes: Invalid hole count value'],
    ['?standard=lpga', 'standard: unknown; use one of pga-tour'],
    ['?roundIds=1,two', 'roundIds: expected a comma-separated list of ids'],
    ['?s1.from=yesterday', 's1.from: expected a day as YYYY-MM-DD'],
    ['?category=Chipping', 'category: unknown Chipping'],
    ['?quick=Custom', 'quick: expected one of'],
  ];
  for (const [query, message] of cases) {
    const { status, body } = await get(`${base}${query}`);
    expect(status, query).toBe(400);
    expect((body as Json).message, query).toContain(message);
  }
});

test('rounds grid: 10 a page with the total, only 9 or 18 holes', async () => {
  const base = `/api/v1/players/${pager.username}/rounds`;
  const first = await get(`${base}?holes=18`);
  expect(first.status).toBe(200);
  const page1 = first.body as {
    total: number;
    pages: number;
    rows: Array<{ roundId: number; score: number }>;
  };
  expect(page1).toMatchObject({ total: 21, pages: 3, page: 1, pageSize: 10, header: 'Round Averages' });
  expect(page1.rows.map((r) => r.roundId)).toEqual(pagerRounds.slice(0, 10).map((r) => r.id));
  const third = (await get(`${base}?holes=18&page=3`)).body as typeof page1;
  expect(third.rows.map((r) => r.roundId)).toEqual([pagerRounds[20]?.id]);
  const past = (await get(`${base}?holes=18&page=4`)).body as typeof page1;
  expect(past).toMatchObject({ total: 21, rows: [] });
  const nine = (await get(`${base}?holes=9`)).body as typeof page1;
  expect(nine).toMatchObject({ total: 0, rows: [] });

  for (const value of ['both', '918', '27']) {
    const { status, body } = await get(`${base}?holes=${value}`);
    expect(status).toBe(400);
    expect((body as Json).message).toBe('Invalid hole count value');
  }
  expect((await get(`${base}?page=0`)).status).toBe(400);
});

test('rounds grid: a row sums its holes (hand-computed for the April 70)', async () => {
  const { body } = await get(`/api/v1/players/${owner.username}/rounds?holes=18&roundIds=${roundIds.april}`);
  const { rows, total } = body as { rows: Array<Record<string, unknown>>; total: number };
  expect(total).toBe(1);
  expect(rows[0]).toMatchObject({
    roundId: roundIds.april,
    startDate: '2025-04-10',
    course: 'Pines, "North"',
    tournament: null,
    score: 70,
    scoreToPar: -2,
    birdieOrBetter: 2,
    onePutts: 0,
    putts: 36,
    gir: 1,
    fir: null,
    players: "Ada O'Hara",
  });
  const nine = (await get(`/api/v1/players/${owner.username}/rounds?holes=9`)).body as typeof body & {
    rows: Array<Record<string, unknown>>;
  };
  expect(nine.rows.map((r) => r.roundId)).toEqual([roundIds.nine]);
});

test('hole stats: the holes of the player own rounds with the stat probability of active flags', async () => {
  const base = `/api/v1/players/${owner.username}/hole-stats`;
  const { status, body } = await get(`${base}?roundIds=${roundIds.april},${roundIds.nine}&active=madeBirdie`);
  expect(status).toBe(200);
  const result = body as {
    rounds: Array<{ roundId: number; holes: Array<{ holeNumber: number; flags: Record<string, unknown> }> }>;
    probability: {
      holes: number;
      cards: Array<{ key: string; holes: number; percent: number; active: boolean }>;
    };
  };
  // Newest first: the 9-hole round of June, then April.
  expect(result.rounds.map((r) => [r.roundId, r.holes.length])).toEqual([
    [roundIds.nine, 9],
    [roundIds.april, 18],
  ]);
  expect(result.rounds[1]?.holes[0]?.flags).toMatchObject({ madeBirdie: true, isPar4: true });
  // Birdies on April's holes 1 and 2 (both par 4s, greens hit).
  expect(result.probability.holes).toBe(2);
  const cards = Object.fromEntries(result.probability.cards.map((c) => [c.key, c]));
  expect(cards.madeBirdie).toMatchObject({ holes: 2, percent: 100, active: true });
  expect(cards.isPar4).toMatchObject({ holes: 2, percent: 100, active: false });
  expect(cards.isPar3).toBeUndefined();
  // The Stat Probability card reads the cards alone: the same numbers, no holes or shots.
  const part = await get(
    `${base}?roundIds=${roundIds.april},${roundIds.nine}&active=madeBirdie&part=probability`,
  );
  expect(part.status).toBe(200);
  expect(part.body).toEqual({ probability: result.probability });
  const badPart = await get(`${base}?roundIds=${roundIds.april}&part=shots`);
  expect(badPart.status).toBe(400);
  expect((badPart.body as Json).message).toContain('part: expected one of all, probability');

  const empty = await get(`${base}?roundIds=`);
  expect(empty.status).toBe(400);
  expect((empty.body as Json).message).toBe('Cannot set empty rounds list');
  expect(((await get(base)).body as Json).message).toBe('Cannot set empty rounds list');
  const unknownFlag = await get(`${base}?roundIds=${roundIds.april}&active=luck`);
  expect(unknownFlag.status).toBe(400);
  // Another player's round is not read.
  const foreign = await get(`${base}?roundIds=${roundIds.april},${pagerRounds[0]?.id}`);
  expect(foreign.status).toBe(404);
  expect(JSON.stringify(foreign.body)).not.toContain('holes');
});

test('best ten: the four chart sets of the last 24 months', async () => {
  const { status, body } = await get(`/api/v1/players/${pager.username}/best-ten`);
  expect(status).toBe(200);
  const result = body as {
    showsCharts: boolean;
    range: { label: string };
    chartData: Array<{
      key: string;
      averageScore: number;
      includedRounds: Array<{ golfRoundId: number; label: string }>;
    }>;
  };
  expect(result.showsCharts).toBe(true);
  expect(result.range.label).toBe('Last 24 Months');
  const sets = Object.fromEntries(result.chartData.map((s) => [s.key, s]));
  const ids = (key: string) => new Set(sets[key]?.includedRounds.map((r) => r.golfRoundId));
  // Scores 90 − i, the most recent the worst: the best ten are the ten oldest (70…79).
  expect(ids('best-ten')).toEqual(new Set(pagerRounds.slice(11).map((r) => r.id)));
  expect(sets['best-ten']?.averageScore).toBe(74.5);
  expect(ids('best-ten-consecutive')).toEqual(new Set(pagerRounds.slice(11).map((r) => r.id)));
  expect(ids('last-ten')).toEqual(new Set(pagerRounds.slice(0, 10).map((r) => r.id)));
  expect(ids('prior-ten')).toEqual(new Set(pagerRounds.slice(10, 20).map((r) => r.id)));
  expect(sets['last-ten']?.includedRounds[0]?.label).toBe('R1');

  const narrow = (await get(`/api/v1/players/${pager.username}/best-ten?from=${daysFromToday(-50)}`))
    .body as typeof result;
  expect(narrow.range.label).toBe('Custom');
  expect(narrow.showsCharts).toBe(false);
  expect((await get(`/api/v1/players/${pager.username}/best-ten?from=soon`)).status).toBe(400);
});

test('overview group: Recent Performance of 18 holes with its overviews and the no-data rule', async () => {
  const { status, body } = await get(
    `/api/v1/players/${pager.username}/overview/recent-performance?holes=18`,
  );
  expect(status).toBe(200);
  const group = body as {
    name: string;
    status: string;
    enabled: boolean;
    overviews: Array<{ filterName: string; rounds: number; loadingState: string }>;
  };
  expect(group.name).toBe('Recent Performance');
  expect(group.overviews.map((o) => [o.filterName, o.rounds, o.loadingState])).toEqual([
    ['Last Round', 1, 'loaded'],
    ['Last 3', 3, 'loaded'],
    ['Previous 3', 3, 'loaded'],
    ['Best 3', 3, 'loaded'],
    ['Previous Round', 1, 'loaded'],
  ]);
  expect(group).toMatchObject({ status: 'hasData', enabled: true });

  // The standard names the stats it covers (all 31 compared stats since decision 068); only those
  // carry a standard value, the layout stats none.
  const women = (
    await get(`/api/v1/players/${pager.username}/overview/recent-performance?holes=18&standard=ncaa-d1-women`)
  ).body as {
    standard: unknown;
    overviews: Array<{ performanceData: { stats: Array<{ name: string; standard: number | null }> } }>;
  };
  expect(women.standard).toEqual({
    id: 'ncaa-d1-women',
    name: 'NCAA Division I Women',
    coveredStats: COMPARED_FLAGS,
  });
  const compared = women.overviews[0]?.performanceData.stats.filter((s) => s.standard !== null);
  expect(compared?.map((s) => s.name)).toEqual(
    STAT_CATALOGUE.filter((s) => s.better !== null).map((s) => s.name),
  );

  // 9 holes: the pager has none, so every overview is no-data and the group is incomplete.
  const nine = (await get(`/api/v1/players/${pager.username}/overview/recent-performance?holes=9`))
    .body as typeof group;
  expect(nine.overviews.every((o) => o.loadingState === 'no-data')).toBe(true);
  expect(nine).toMatchObject({ status: 'hasIncompleteData', enabled: false });

  const unknown = await get(`/api/v1/players/${pager.username}/overview/best-ever`);
  expect(unknown.status).toBe(404);
  expect((unknown.body as Json).message).toContain('recent-performance');
  expect((await get(`/api/v1/players/${pager.username}/overview/recent?holes=both`)).status).toBe(400);
});

test('export: a CSV download of every round with its stats, properly quoted', async () => {
  const response = await workers.fetch(`/api/v1/players/${owner.username}/export.csv`);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('Content-Disposition')).toMatch(
    /^attachment; filename="Ada-O-Hara-Rounds-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const lines = (await response.text()).split('\r\n');
  expect(lines[0]).toBe(
    'Date,Course,Tee,Tournament,Round Type,Round Number,Holes,Holes Played,In Progress,Simulator,Score,Par,To Par,Yards,Birdies or Better,Putts,Fairways Hit,Fairway Chances,FIR %,Greens in Regulation,Green Chances,GIR %,Up and Downs,Up and Down Chances,Up and Down %,SG Off the Tee,SG Approach,SG Around the Green,SG Putting,SG Total',
  );
  expect(lines).toHaveLength(5); // header, three rounds, the final CRLF
  // Newest first: June (9 holes), May, April. May: no tee, no yards, fairways unknown; no round
  // recorded shot by shot, so no strokes gained.
  expect(lines[2]).toBe(
    '2025-05-10,"Pines, ""North""",,,Practice,1,18,18,no,no,75,72,3,,0,36,0,0,,15,18,83,0,3,0,,,,,',
  );
  expect(lines[4]).toBe('');
});

test('hidden compare stats: no data for anonymous visitors or other players, data for the owner', async () => {
  const { db } = workers;
  const player = await createPlayer(db);
  const course = await createCourse(db);
  await createRound(db, { accountId: player.id, courseId: course.id, playedOn: '2025-03-03', score: 71 });
  await backfillHoleStats(db, shardsOf(db));
  await setFeatureSetting(db, player.id, 63, { isPublic: false, isPhoneVerified: null });
  const paths = [
    `/api/v1/players/${player.username}/performance`,
    `/api/v1/players/${player.username}/rounds`,
    `/api/v1/players/${player.username}/overview/recent`,
    `/api/v1/players/${player.username}/hole-stats?roundIds=1`,
  ];
  const stranger = await createPlayer(db);
  const strangerToken = await apiTokenFor(db, stranger.id);
  for (const path of paths) {
    const anonymous = await get(path);
    expect(anonymous.status, path).toBe(403);
    expect(anonymous.body).toEqual({
      error: 'Forbidden',
      message: "This player's compare stats are not shared.",
    });
    expect((await get(path, { Authorization: `Bearer ${strangerToken}` })).status, path).toBe(403);
  }
  const cookie = await sessionCookieFor(db, player.id);
  const bySession = await get(paths[0] ?? '', { Cookie: cookie });
  expect(bySession.status).toBe(200);
  expect((bySession.body as { selections: Array<Selection> }).selections[0]?.rounds).toBe(1);
  const token = await apiTokenFor(db, player.id);
  const byToken = await get(paths[1] ?? '', { Authorization: `Bearer ${token}` });
  expect(byToken.status).toBe(200);
  expect((byToken.body as { total: number }).total).toBe(1);
  // A member of the player's sub-circle (a coach) has access.
  const coach = await createPlayer(db);
  await addSubCircleMember(db, player.id, coach.id);
  const byCoach = await get(paths[2] ?? '', { Authorization: `Bearer ${await apiTokenFor(db, coach.id)}` });
  expect(byCoach.status).toBe(200);
  // A product manager always has access.
  await makeProductManager(db, stranger.id);
  expect((await get(paths[0] ?? '', { Cookie: await sessionCookieFor(db, stranger.id) })).status).toBe(200);
  // The export follows data analysis (59), still visible here.
  expect((await workers.fetch(`/api/v1/players/${player.username}/export.csv`)).status).toBe(200);
  await setFeatureSetting(db, player.id, 59, { isPublic: false, isPhoneVerified: false });
  const hidden = await workers.fetch(`/api/v1/players/${player.username}/export.csv`);
  expect(hidden.status).toBe(403);
  expect(await hidden.text()).not.toContain('2025-03-03');
});

test('unknown players and private websites are 404; a bad token is 401', async () => {
  const { db } = workers;
  const missing = await get('/api/v1/players/nobody-here/performance');
  expect(missing.status).toBe(404);
  expect((missing.body as Json).message).toBe('No player named "nobody-here".');
  const privateSite = await createPlayer(db);
  await setFeatureSetting(db, privateSite.id, 88, { isPublic: false, isPhoneVerified: null });
  expect((await get(`/api/v1/players/${privateSite.username}/best-ten`)).status).toBe(404);
  const ownerView = await get(`/api/v1/players/${privateSite.username}/best-ten`, {
    Cookie: await sessionCookieFor(db, privateSite.id),
  });
  expect(ownerView.status).toBe(200);
  const bad = await get(`/api/v1/players/${owner.username}/performance`, {
    Authorization: `Bearer ${'x'.repeat(40)}`,
  });
  expect(bad.status).toBe(401);
  expect(bad.headers.get('WWW-Authenticate')).toContain('Bearer');
});
