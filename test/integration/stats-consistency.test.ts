// One set of numbers (issue 15 point 3, decision 033): the demo player's rounds run through every
// consumer of the stats read model — the Compare Stats page, the summary's Performance Trends, the
// performance API, the rounds grid, the CSV export and the resume data — and every one shows the same
// scoring average, GIR %, fairways %, up-and-down %, putts per round and strokes gained per category.
// Also: no completed round of the seed or of the ingest API lacks its hole flags.
import { isNull, sql } from 'drizzle-orm';
import { decode } from 'turbo-stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resumeModel, resumeState } from '../../app/domain/resume/resume-data';
import { METRIC_COLUMNS } from '../../app/domain/stats/compare-config';
import { columnStats } from '../../app/domain/stats/compare-tabs';
import { HOLE_FLAGS_VERSION } from '../../app/domain/stats/hole-stats';
import { STAT_CATALOGUE, statOf } from '../../app/domain/stats/stat-catalogue';
import { expandTrendSets, type TrendSetsData } from '../../app/domain/stats/trend-set-data';
import { playerShardQuery } from '../../db/queries/player-shards';
import { resumeRoundQueries, resumeSourceQueries } from '../../db/queries/resume';
import { roundHoles } from '../../db/schema/rounds';
import { DEFAULT_SEED, generateSeed } from '../../db/seed/generate';
import type { SeedTables } from '../../db/seed/types';
import { loadSeed } from '../../scripts/lib/seed-db';
import { apiTokenFor, createPlayer, sessionCookieFor } from '../helpers/factories';
import { exampleCourse, exampleRound } from '../helpers/ingest';
import { pdfText } from '../helpers/pdf-text';
import { openWithLibreOffice, parseCsv as parseCsvRows } from '../helpers/spreadsheets';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

const DEMO_PLAYER = 'jordan-reyes';
const TODAY = '2026-11-22';

let workers: TestWorkers;
let seed: SeedTables;
let player: { id: number; cookie: string };

/** The demo data of one player: their account and rounds, every course and tournament. */
function onePlayer(tables: SeedTables, accountId: number): SeedTables {
  const ofPlayer = <R extends { accountId?: number | null }>(rows: Array<R>) =>
    rows.filter((r) => r.accountId === accountId);
  const rounds = ofPlayer(tables.rounds);
  const roundIds = new Set(rounds.map((r) => r.id));
  const none = Object.fromEntries(Object.keys(tables).map((key) => [key, []])) as unknown as SeedTables;
  return {
    ...none,
    accounts: tables.accounts.filter((a) => a.id === accountId),
    accountExtraInfo: ofPlayer(tables.accountExtraInfo),
    accountProfiles: ofPlayer(tables.accountProfiles),
    playerWebsiteManagement: ofPlayer(tables.playerWebsiteManagement),
    accountSearch: ofPlayer(tables.accountSearch),
    websiteFeatureSettings: ofPlayer(tables.websiteFeatureSettings),
    courses: tables.courses,
    courseHoles: tables.courseHoles,
    courseHoleShapes: tables.courseHoleShapes,
    courseManagementTargets: tables.courseManagementTargets,
    courseManagementTargetLines: tables.courseManagementTargetLines,
    courseScorecards: tables.courseScorecards,
    tees: tables.tees,
    teeHoleYardages: tables.teeHoleYardages,
    tournaments: tables.tournaments,
    tournamentEntries: ofPlayer(tables.tournamentEntries),
    rounds,
    roundHoles: tables.roundHoles.filter((h) => roundIds.has(h.roundId)),
    shots: tables.shots.filter((s) => roundIds.has(s.roundId)),
  };
}

beforeAll(async () => {
  workers = await startTestWorkers();
  seed = generateSeed({ seed: DEFAULT_SEED, today: TODAY });
  const account = seed.accounts.find((a) => a.username === DEMO_PLAYER);
  if (!account?.id) throw new Error(`the demo data has no ${DEMO_PLAYER}`);
  await loadSeed({ db: workers.d1, shardDbs: workers.shardDbs }, onePlayer(seed, account.id));
  player = { id: account.id, cookie: await sessionCookieFor(workers.db, account.id) };
}, 120_000);

afterAll(async () => {
  await workers?.dispose();
});

async function get(path: string): Promise<Response> {
  const response = await workers.fetch(path, { headers: { Cookie: player.cookie } });
  expect(response.status, path).toBe(200);
  return response;
}

async function api<T>(path: string): Promise<T> {
  return (await (await get(path)).json()) as T;
}

/** A page's loader data, as the browser receives it (Remix single fetch, turbo-stream). */
async function loaderData<T>(path: string, route: string): Promise<T> {
  const [pathname, query] = path.split('?');
  const response = await get(`${pathname}.data${query ? `?${query}` : ''}`);
  const body = response.body;
  if (!body) throw new Error(`${path}.data has no body`);
  const decoded = await decode(body);
  await decoded.done;
  const routes = decoded.value as Record<string, { data: T }>;
  const data = routes[route]?.data;
  if (data === undefined) throw new Error(`${path}.data has no data of ${route}`);
  return data;
}

function parseCsv(text: string): Array<Record<string, string>> {
  const rows: Array<Array<string>> = [];
  let row: Array<string> = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r') {
      // CRLF line ends: the \n closes the row.
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

const sumOf = <R>(rows: ReadonlyArray<R>, pick: (r: R) => number) => rows.reduce((t, r) => t + pick(r), 0);
const percent = (made: number, chances: number) => `${Math.round((made / chances) * 100)}%`;

type Aggregates = {
  values: {
    rounds: number;
    score: { score: number; par: number } | null;
    fir: { successes: number; opportunities: number };
    gir: { successes: number; opportunities: number };
    upDown: { successes: number; opportunities: number };
    putts: number | null;
  };
  formatted: Record<string, string>;
};
type StrokesGained = {
  offTheTee: number;
  approach: number;
  aroundTheGreen: number;
  putting: number;
  total: number;
};
type PerformanceAnswer = {
  selections: Array<{
    rounds: number;
    performanceData: { byCategory: Array<{ performance: number | null; beaten: number; compared: number }> };
    aggregates: Aggregates;
    strokesGained: StrokesGained | null;
  }>;
};

test('every completed round of the demo data has its hole flags', () => {
  const completed = new Set(seed.rounds.filter((r) => !r.inProgress).map((r) => r.id));
  const holes = seed.roundHoles.filter((h) => completed.has(h.roundId));
  expect(holes.length).toBeGreaterThan(10_000);
  expect(holes.filter((h) => h.flagsVersion !== HOLE_FLAGS_VERSION)).toEqual([]);
});

test('a round written by the ingest API has every hole flagged, and its totals, in the same write', async () => {
  const owner = await createPlayer(workers.db);
  const token = await apiTokenFor(workers.db, owner.id);
  const post = (path: string, body: unknown) =>
    workers.fetch(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/api/v1/courses', exampleCourse('c-consistency'))).status).toBe(201);
  const response = await post(
    '/api/v1/rounds',
    exampleRound({ clientRoundId: 'r-consistency', clientCourseId: 'c-consistency' }),
  );
  expect(response.status).toBe(201);
  const { roundId } = (await response.json()) as { roundId: number };
  // Written on the owner's shard (decision 119).
  const [placed] = await playerShardQuery(workers.db, owner.id);
  const [counts] = (await workers.shards.ofPlayer(placed?.shard).all(sql`select
      (select count(*) from round_holes where round_id = ${roundId}) as holes,
      (select count(*) from round_holes where round_id = ${roundId} and flags_version is null) as bare,
      (select scored_holes from round_flag_totals where round_id = ${roundId}) as totalled,
      (select sg_holes from round_stat_totals where round_id = ${roundId}) as withStrokesGained`)) as Array<
    Record<string, number>
  >;
  expect(counts).toEqual({ holes: 18, bare: 0, totalled: 18, withStrokesGained: 18 });
});

test('the demo player: the same numbers on every page, API, export and resume', async () => {
  const username = DEMO_PLAYER;
  // On every shard (decision 119): the demo data is spread over them.
  for (const name of workers.shards.names) {
    const shard = workers.shards.db(name);
    expect(await shard.select().from(roundHoles).where(isNull(roundHoles.flagsVersion))).toEqual([]);
  }

  // CSV export: one row per round; the completed ones are what the statistics count.
  const csv = parseCsv(await (await get(`/api/v1/players/${username}/export.csv`)).text());
  const n = (row: Record<string, string>, column: string) => Number(row[column] ?? Number.NaN);
  const completed = csv.filter((r) => r['In Progress'] === 'no' && n(r, 'Holes Played') > 0);
  const eighteen = completed.filter((r) => n(r, 'Holes') === 18);
  const full = eighteen.filter((r) => n(r, 'Holes Played') === 18);
  expect(full.length).toBeGreaterThan(20);
  const holesPlayed = sumOf(completed, (r) => n(r, 'Holes Played'));
  const fromExport = {
    scoringAverage: sumOf(full, (r) => n(r, 'Score')) / full.length,
    gir: percent(
      sumOf(completed, (r) => n(r, 'Greens in Regulation')),
      sumOf(completed, (r) => n(r, 'Green Chances')),
    ),
    fir: percent(
      sumOf(completed, (r) => n(r, 'Fairways Hit')),
      sumOf(completed, (r) => n(r, 'Fairway Chances')),
    ),
    upDown: percent(
      sumOf(completed, (r) => n(r, 'Up and Downs')),
      sumOf(completed, (r) => n(r, 'Up and Down Chances')),
    ),
    // Every demo hole is recorded shot by shot: putts and strokes gained on every scored hole.
    puttsPerRound: (sumOf(completed, (r) => n(r, 'Putts')) / holesPlayed) * 18,
    strokesGained: {
      offTheTee: (sumOf(completed, (r) => n(r, 'SG Off the Tee')) / holesPlayed) * 18,
      approach: (sumOf(completed, (r) => n(r, 'SG Approach')) / holesPlayed) * 18,
      aroundTheGreen: (sumOf(completed, (r) => n(r, 'SG Around the Green')) / holesPlayed) * 18,
      putting: (sumOf(completed, (r) => n(r, 'SG Putting')) / holesPlayed) * 18,
      total: (sumOf(completed, (r) => n(r, 'SG Total')) / holesPlayed) * 18,
    },
  };

  // Performance API: every completed round (both hole counts, in-progress rounds left out).
  const performance = await api<PerformanceAnswer>(
    `/api/v1/players/${username}/performance?s1.name=All&s2.name=Eighteen&s2.holes=18`,
  );
  const [all, only18] = performance.selections;
  if (!all || !only18) throw new Error('two selections expected');
  expect(all.rounds).toBe(completed.length);
  expect(all.aggregates.values.score?.score).toBeCloseTo(fromExport.scoringAverage, 10);
  expect(all.aggregates.formatted).toMatchObject({
    gir: fromExport.gir,
    fir: fromExport.fir,
    upDown: fromExport.upDown,
  });
  expect(all.aggregates.values.putts).toBeCloseTo(fromExport.puttsPerRound, 10);
  const perRound = all.strokesGained;
  if (!perRound) throw new Error('the demo player has strokes gained');
  for (const [category, value] of Object.entries(fromExport.strokesGained)) {
    expect(perRound[category as keyof StrokesGained], category).toBeCloseTo(value, 2);
  }

  // Compare Stats page: every completed 18-hole round on the left (a Scoring filter no round exceeds),
  // saved through the page's Select Rounds; its metrics are the performance API's 18-hole figures.
  const configured = await workers.fetch(`/player/${username}/stats`, {
    method: 'POST',
    body: new URLSearchParams({
      intent: 'configure',
      left: JSON.stringify({ advancedFilter: { label: 'Scoring', scoringThreshold: 300 } }),
      right: JSON.stringify({ advancedFilter: { label: 'Trend' } }),
    }),
    headers: {
      Cookie: player.cookie,
      Origin: workers.url.origin,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
  });
  const hash = new URL(configured.headers.get('location') ?? '', workers.url).searchParams.get('hash');
  const compare = await loaderData<{
    left: { roundIds: Array<number> };
    metrics: Array<{ column: string; rows: Array<{ flag: string; left: { value: string } }> }>;
  }>(`/player/${username}/stats?hash=${hash}`, 'routes/player.$username.stats');
  expect(compare.left.roundIds).toHaveLength(only18.rounds);
  const metric = (flag: string) =>
    compare.metrics.flatMap((column) => column.rows).find((row) => row.flag === flag)?.left.value;
  expect({
    gir: metric('madeGreenInRegulation'),
    fir: metric('fairwayHit'),
    upDown: metric('madeUpDown'),
  }).toEqual({
    gir: only18.aggregates.formatted.gir,
    fir: only18.aggregates.formatted.fir,
    upDown: only18.aggregates.formatted.upDown,
  });

  // Rounds grid (18 holes, every page): each round as the export and the performance API have it.
  type GridRow = {
    roundId: number;
    startDate: string;
    course: string;
    score: number;
    putts: number | null;
    fir: number | null;
    gir: number | null;
    upDown: number | null;
  };
  const grid: Array<GridRow> = [];
  for (let page = 1; ; page++) {
    const answer = await api<{ rows: Array<GridRow>; pages: number }>(
      `/api/v1/players/${username}/rounds?holes=18&page=${page}`,
    );
    grid.push(...answer.rows);
    if (page >= answer.pages) break;
  }
  expect(grid).toHaveLength(eighteen.length);
  const share = (made: number, chances: number) => (chances > 0 ? made / chances : null);
  const unmatched = [...eighteen];
  for (const row of grid) {
    const index = unmatched.findIndex(
      (r) => r.Date === row.startDate && r.Course === row.course && n(r, 'Score') === row.score,
    );
    expect(index, `grid round ${row.roundId}`).toBeGreaterThanOrEqual(0);
    const [match] = unmatched.splice(index, 1);
    if (!match) continue;
    expect(row.gir).toBe(share(n(match, 'Greens in Regulation'), n(match, 'Green Chances')));
    expect(row.fir).toBe(share(n(match, 'Fairways Hit'), n(match, 'Fairway Chances')));
    expect(row.upDown).toBe(share(n(match, 'Up and Downs'), n(match, 'Up and Down Chances')));
    expect(row.putts).toBe(n(match, 'Putts'));
  }
  expect(only18.rounds).toBe(grid.length);

  // Summary trends and the resume's performance charts: the same ten rounds, the same average as
  // the performance API over exactly those rounds.
  const summary = await loaderData<{ json: string }>(
    `/player/${username}/summary`,
    'routes/player.$username.summary',
  );
  // The chart sets as the page draws them, from their rounds sent once.
  const packed = (JSON.parse(summary.json) as { trends: { standardName: string; sets: TrendSetsData } })
    .trends;
  const trends = { standardName: packed.standardName, sets: expandTrendSets(packed.sets) };
  // The directory's rows, and the rounds on the player's shard (decision 119).
  const [accountRows, infoRows, entries, news] = await workers.db.batch(
    resumeSourceQueries(workers.db, player.id),
  );
  const [mapped] = await playerShardQuery(workers.db, player.id);
  const shard = workers.shards.ofPlayer(mapped?.shard);
  const [resumeRounds] = await shard.batch(resumeRoundQueries(shard, player.id));
  const account = accountRows[0];
  if (!account) throw new Error('resume sources without the account');
  const sources = { account, info: infoRows[0] ?? null, entries, rounds: resumeRounds, news };
  const context = { today: new Date(), profileUrl: null };
  // The default resume with its performance charts page showing the Last 10 Rounds chart.
  const { settings } = resumeState(sources, null, context);
  const resume = resumeModel(
    sources,
    {
      ...settings,
      performanceChartsPage: { ...settings.performanceChartsPage, isSelected: true, lastRoundsChart: true },
    },
    context,
  );
  const lastTen = trends.sets.find((s) => s.key === 'last-ten');
  const resumeLastTen = resume.charts?.sets.find((s) => s.key === 'last-ten');
  if (!lastTen || !resumeLastTen) throw new Error('the demo player has a Last 10 Rounds chart');
  expect(resumeLastTen.bars.map((b) => [b.id, b.score])).toEqual(lastTen.bars.map((b) => [b.id, b.score]));
  expect(resumeLastTen.averageScore).toBe(lastTen.averageScore);
  const ids = lastTen.bars.map((b) => b.id).join(',');
  const [ten] = (
    await api<PerformanceAnswer>(`/api/v1/players/${username}/performance?roundIds=${ids}&holes=18`)
  ).selections;
  expect(ten?.aggregates.values.score?.score.toFixed(1)).toBe(lastTen.averageScore);
  // The summary's spider chart (against the player's chosen standard, PGA TOUR by default): the
  // performance API's categories over exactly those rounds.
  expect(trends.standardName).toBe('PGA TOUR');
  expect(
    lastTen.categories.map(({ performance, beaten, compared }) => ({ performance, beaten, compared })),
  ).toEqual(
    ten?.performanceData.byCategory.map(({ performance, beaten, compared }) => ({
      performance,
      beaten,
      compared,
    })),
  );
  expect(lastTen.categories.some((c) => c.compared > 0)).toBe(true);
  const csvScores = new Map(full.map((r) => [`${r.Date}:${r.Score}`, true]));
  for (const bar of lastTen.bars) {
    const round = resumeRounds.find((r) => r.id === bar.id);
    expect(round?.score).toBe(bar.score);
    expect(csvScores.has(`${round?.playedOn}:${bar.score}`)).toBe(true);
  }

  // The figures of the closing note.
  console.log(
    `${DEMO_PLAYER} (seed ${DEFAULT_SEED}, ${TODAY}), ${completed.length} completed rounds (${full.length} full 18-hole):`,
    JSON.stringify({
      scoringAverage: Number(fromExport.scoringAverage.toFixed(2)),
      gir: fromExport.gir,
      fairways: fromExport.fir,
      upAndDown: fromExport.upDown,
      puttsPerRound: Number(fromExport.puttsPerRound.toFixed(2)),
      strokesGainedPerRound: perRound,
    }),
  );
}, 120_000);

/** A POST of the compare page's form, answered by the saved comparison's new hash. */
async function compareIntent(hash: string | null, fields: Record<string, string | Array<string>>) {
  // The comparison a change applies to travels in the form, as the page's hidden field sends it.
  const body = new URLSearchParams(hash ? { hash } : {});
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  const response = await workers.fetch(`/player/${DEMO_PLAYER}/stats`, {
    method: 'POST',
    body,
    headers: {
      Cookie: player.cookie,
      Origin: workers.url.origin,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
  });
  expect(response.status).toBe(302);
  const next = new URL(response.headers.get('location') ?? '', workers.url).searchParams.get('hash');
  if (!next) throw new Error('the compare page answered without a hash');
  return next;
}

type Reading = { value: string; count: string };

/**
 * Issue 29 point 1, one meaning per label: for one selection (the demo player's completed 18-hole
 * rounds), every compared stat of the catalogue reads the same value and the same count, said over
 * the same thing, on the Compare Stats page (its HTML and its loader data), the performance API, the
 * compare report's PDF, and the My Data spreadsheet and CSV.
 */
test('one meaning per label: each stat shows the same figure on the page, its data, the API, the PDF, the spreadsheet and the CSV', async () => {
  // The left side: every completed 18-hole round (no round exceeds a scoring threshold of 300); every
  // compared stat ticked in the metrics table.
  let hash = await compareIntent(null, {
    intent: 'configure',
    left: JSON.stringify({ advancedFilter: { label: 'Scoring', scoringThreshold: 300 } }),
    right: JSON.stringify({ advancedFilter: { label: 'Trend' } }),
  });
  for (const column of METRIC_COLUMNS) {
    hash = await compareIntent(hash, { intent: 'metrics', column, flags: columnStats(column) });
  }
  const compared = STAT_CATALOGUE.filter((stat) => stat.better !== null);
  const surfaces = new Map<string, Map<string, Reading>>();
  const reading = (
    value: string,
    successes: number | string,
    opportunities: number | string,
    of: string,
  ) => ({
    value,
    count: `${successes}/${opportunities} ${of}`,
  });

  // The page's loader data.
  const data = await loaderData<{
    metrics: Array<{
      column: string;
      rows: Array<{ name: string; left: { value: string; successes: number; opportunities: number } }>;
    }>;
  }>(`/player/${DEMO_PLAYER}/stats?hash=${hash}`, 'routes/player.$username.stats');
  surfaces.set(
    'loader data',
    new Map(
      data.metrics.flatMap(({ rows }) =>
        rows.map((row) => [
          row.name,
          reading(row.left.value, row.left.successes, row.left.opportunities, statOf(flagOf(row.name)).of),
        ]),
      ),
    ),
  );

  // The page's HTML: the column headers, then the left side's row of value and count cells.
  const html = await (await get(`/player/${DEMO_PLAYER}/stats?hash=${hash}`)).text();
  const table = html.match(/<table class="data-table compare-metrics__table">[\s\S]*?<\/table>/)?.[0] ?? '';
  const names = [...table.matchAll(/<th scope="col" class="num"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1] ?? '');
  const leftRow = table.split('<tbody>')[1]?.split('</tr>')[0] ?? '';
  const cells = [
    ...leftRow.matchAll(
      /<span class="compare-metrics__value"[^>]*>([^<]+)<\/span><span class="compare-metrics__counts"[^>]*>([^<]+)<\/span>/g,
    ),
  ];
  surfaces.set(
    'page',
    new Map(names.map((name, i) => [name, { value: cells[i]?.[1] ?? '', count: cells[i]?.[2] ?? '' }])),
  );

  // The performance API, the same rounds: every completed 18-hole round.
  const performance = await api<{
    selections: Array<{
      performanceData: {
        stats: Array<{
          name: string;
          performance: { formatted: string; successes: number; opportunities: number };
        }>;
      };
    }>;
  }>(`/api/v1/players/${DEMO_PLAYER}/performance?s1.name=Eighteen&s1.holes=18`);
  surfaces.set(
    'performance API',
    new Map(
      (performance.selections[0]?.performanceData.stats ?? []).map((stat) => [
        stat.name,
        reading(
          stat.performance.formatted,
          stat.performance.successes,
          stat.performance.opportunities,
          statOf(flagOf(stat.name)).of,
        ),
      ]),
    ),
  );

  // The compare report's PDF: "Drive: Fairway Hit  67%  64%" over "654/980 fairways  27/42 fairways".
  const pdf = (await pdfText(await get(`/reports/compare-stats.pdf?hash=${hash}&pages=summary`))).replace(
    /\s+/g,
    ' ',
  );
  surfaces.set(
    'PDF',
    new Map(
      compared.flatMap((stat) => {
        const of = stat.of.replace(/ /g, ' ');
        const found = pdf.match(new RegExp(`: ${escapeRegExp(stat.name)} (\\S+) \\S+ (\\d+/\\d+ ${of}|–)`));
        return found ? [[stat.name, { value: found[1] ?? '', count: found[2] ?? '' }] as const] : [];
      }),
    ),
  );

  // My Data: the Stats sheet of the spreadsheet and the Stats CSV, their 18-hole columns.
  const sheets = await openWithLibreOffice(
    await (await get('/api/v1/players/me/my-data.xlsx')).arrayBuffer(),
  );
  const csv = parseCsvRows(await (await get('/api/v1/players/me/my-data.csv?table=stats')).text());
  const tables: Array<[string, Array<Array<string>>]> = [
    ['spreadsheet', (sheets.Stats ?? []).slice(1)],
    ['CSV', csv.slice(1)],
  ];
  for (const [surface, rows] of tables) {
    surfaces.set(
      surface,
      new Map(
        rows.map((row) => [row[0] ?? '', reading(row[3] ?? '', row[4] ?? '', row[5] ?? '', row[2] ?? '')]),
      ),
    );
  }

  // Every label reads the same on every surface; a stat nothing counted would read '–' everywhere.
  const differences: Array<string> = [];
  let comparisons = 0;
  for (const stat of compared) {
    const expected = surfaces.get('performance API')?.get(stat.name);
    for (const [surface, readings] of surfaces) {
      comparisons++;
      const found = readings.get(stat.name);
      if (!expected || !found) differences.push(`${stat.name}: missing on ${surface}`);
      else if (found.value !== expected.value || (expected.value !== '–' && found.count !== expected.count))
        differences.push(
          `${stat.name} on ${surface}: ${JSON.stringify(found)} ≠ ${JSON.stringify(expected)}`,
        );
    }
  }
  expect(differences).toEqual([]);
  expect(surfaces.size).toBe(6);
  console.log(
    `one meaning per label: ${compared.length} labels × ${surfaces.size} surfaces = ${comparisons} comparisons`,
  );
}, 180_000);

function flagOf(name: string) {
  const found = STAT_CATALOGUE.find((stat) => stat.name === name);
  if (!found) throw new Error(`no stat named ${name}`);
  return found.flag;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
