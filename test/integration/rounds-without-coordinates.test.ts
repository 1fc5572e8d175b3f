// A round a tracker sent without coordinates (issue 29), through the ingest API against the built
// Worker and D1: what it never recorded reads '–' with the reason, never 0 %, on My Rounds' stat
// filter, the Round Assessment grid and the player reports; the map rounds still list every hole's
// shots (lies, distances, strokes gained where the stats are shared); tournament rounds without an
// event read '–' events with why.
import type { AppLoadContext } from '@remix-run/cloudflare';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseMyRoundsQuery } from '../../app/domain/rounds/my-rounds-query';
import type { MapRoundsAnswer } from '../../app/domain/rounds/shot-map';
import { NOT_RECORDED } from '../../app/domain/stats/stat-catalogue';
import { loadMyRounds } from '../../app/routes/player.$username.my-rounds.server';
import type { Db } from '../../db/client';
import { playerShardQuery } from '../../db/queries/player-shards';
import { dashboardPreferences } from '../../db/schema/dashboard';
import {
  apiTokenFor,
  createPlayer,
  daysFromToday,
  sessionCookieFor,
  setFeatureSetting,
} from '../helpers/factories';
import { courseWithoutCoordinates, exampleRound, withoutCoordinates } from '../helpers/ingest';
import { pdfText } from '../helpers/pdf-text';
import { shardsOf } from '../helpers/test-shards';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let player: { id: number; username: string };
let cookie: string;
let roundId = 0;

// spec 1 §6 feature ids: compare stats 63.
const COMPARE_STATS = 63;

async function post(path: string, token: string, body: unknown) {
  return workers.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  workers = await startTestWorkers();
  const { db } = workers;
  player = await createPlayer(db, { firstName: 'Blind', lastName: 'Tracker' });
  cookie = await sessionCookieFor(db, player.id);
  const token = await apiTokenFor(db, player.id);
  expect((await post('/api/v1/courses', token, courseWithoutCoordinates('bare'))).status).toBe(201);
  const sent = await post(
    '/api/v1/rounds',
    token,
    withoutCoordinates(
      exampleRound({
        clientRoundId: 'blind-1',
        clientCourseId: 'bare',
        startedAt: `${daysFromToday(-3)}T08:40:00`,
      }),
    ),
  );
  expect(sent.status).toBe(201);
  ({ roundId } = (await sent.json()) as { roundId: number });
  // A tournament round the app did not link to an event.
  const unlinked = {
    ...withoutCoordinates(
      exampleRound({
        clientRoundId: 'blind-2',
        clientCourseId: 'bare',
        startedAt: `${daysFromToday(-5)}T08:40:00`,
      }),
    ),
    roundType: 'tournament' as const,
  };
  expect((await post('/api/v1/rounds', token, unlinked)).status).toBe(201);
  // The Round Assessment on its Drive category (the saved dashboard choice).
  await db.insert(dashboardPreferences).values({
    accountId: player.id,
    mode: 'Assessment',
    performanceGroup: 'Recent Performance',
    assessmentGroup: 'Recent',
    standardId: 'pga-tour',
    holeCount: 18,
    assessmentCategory: 'Drive',
  });
}, 60_000);

afterAll(async () => {
  await workers?.dispose();
});

test('Filter Holes by Stat: a stat the round never recorded is listed with why, and no card reads 0 %', async () => {
  const context = { db: await roundShardOf(workers.db, player.id) } as unknown as AppLoadContext;
  const view = await loadMyRounds(
    context,
    player.id,
    parseMyRoundsQuery(new URLSearchParams(''), 'Course'),
    daysFromToday(0),
  );
  expect(view.selectedIds).toContain(roundId);
  const gap = (flag: string) => view.statGaps.find((g) => g.flag === flag)?.reason;
  expect(gap('fairwayMissedLeft')).toBe(NOT_RECORDED.positions);
  expect(gap('missedGreenShort')).toBe(NOT_RECORDED.positions);
  expect(gap('approachShortSided')).toBe(NOT_RECORDED.positions);
  expect(gap('isDoglegLeft')).toBe(NOT_RECORDED.geometry);
  expect(view.statCards.some((c) => c.flag === 'fairwayMissedLeft' || c.flag === 'missedGreenShort')).toBe(
    false,
  );
  // What the lies and distances decide keeps its value, over what it counts: 14 par-4 and par-5 tee
  // shots a round, two rounds.
  expect(view.statCards.find((c) => c.flag === 'fairwayHit')).toMatchObject({
    percent: '100%',
    count: '28/28 fairways',
  });
});

test('the Round Assessment grid shows – with the reason, for screen readers too', async () => {
  const response = await workers.fetch(`/player/${player.username}/data-analysis`, {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('Recent Assessment');
  expect(html).toContain(`title="${NOT_RECORDED.positions}"`);
  expect(html).toContain(`No value. ${NOT_RECORDED.positions}`);
  // The fairways it did record, over what.
  expect(html).toMatch(/\d+\/\d+ fairways/);
});

test('the reports: – with why in the page and the PDF, never 0 % for what was not recorded', async () => {
  const query = `accountId=${player.id}&group=Recent&category=Drive&holeCount=18&standardId=pga-tour`;
  const page = await workers.fetch(`/reports/data-analysis?${query}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Stats without a value');
  expect(html).toContain(NOT_RECORDED.positions);
  const text = await pdfText(await workers.fetch(`/reports/data-analysis.pdf?${query}`));
  expect(text).toContain('STATS WITHOUT A VALUE');
  expect(text).toMatch(/Fairway Miss Left\s+Last Round/);
  expect(text).not.toMatch(/Fairway Miss Left[^\n]*0%/);
});

test('Best Stats: tournament rounds not linked to an event read – events with why, never 0 events', async () => {
  const html = await (await workers.fetch(`/reports/player-best-stats-report?accountId=${player.id}`)).text();
  expect(html).toContain('<dt>Events</dt><dd><span aria-hidden="true">–</span>');
  expect(html).toContain('these tournament rounds are not linked to an event.');
  const text = await pdfText(
    await workers.fetch(`/reports/player-best-stats-report.pdf?accountId=${player.id}`),
  );
  expect(text).toMatch(/not linked to\s+an event/);
  expect(text).not.toMatch(/(^|\s)0\s+EVENTS/);
});

test('map rounds list every shot of a hole without coordinates, strokes gained only where shared', async () => {
  const url = `/api/v1/players/${player.username}/map-rounds?roundIds=${roundId}&feature=my-rounds`;
  const own = (await (await workers.fetch(url, { headers: { Cookie: cookie } })).json()) as MapRoundsAnswer;
  const [round] = own.rounds;
  expect(round?.unfinished).toBeNull();
  const hole = round?.holes[0];
  expect(hole?.coordinates).toBeNull();
  expect(hole?.shots.map((s) => [s.shotNumber, s.startLie, s.endLie, s.start, s.end])).toEqual([
    [1, 'tee', 'fairway', null, null],
    [2, 'fairway', 'green', null, null],
    [3, 'green', 'green', null, null],
    [4, 'green', 'holed', null, null],
  ]);
  expect(hole?.shots[0]).toMatchObject({ distanceBeforeYards: 402, distanceAfterYards: 152 });
  expect(hole?.shots.every((s) => typeof s.strokesGained === 'number')).toBe(true);

  // Compare stats hidden from visitors: My Rounds' map still lists the shots, without strokes gained.
  await setFeatureSetting(workers.db, player.id, COMPARE_STATS, { isPublic: false, isPhoneVerified: null });
  const visitor = (await (await workers.fetch(url)).json()) as MapRoundsAnswer;
  const shots = visitor.rounds[0]?.holes[0]?.shots ?? [];
  expect(shots).toHaveLength(4);
  expect(shots.some((s) => 'strokesGained' in s)).toBe(false);
  expect(JSON.stringify(visitor)).not.toContain('strokesGained');
  await setFeatureSetting(workers.db, player.id, COMPARE_STATS, { isPublic: null, isPhoneVerified: null });
});

/** The player's round shard (decision 119): loadMyRounds reads the rounds there. */
async function roundShardOf(dir: Db, accountId: number): Promise<Db> {
  const [row] = await playerShardQuery(dir, accountId);
  return shardsOf(dir).ofPlayer(row?.shard);
}
