// Issue 34 §6 (decision 102): the Handicap Index computed from the rounds by the World Handicap System,
// against the built Worker and D1: recomputed whenever the ingest API writes a round, stored as a
// scoring record, and shown on the profile summary, the resume and the dashboard, where the player's
// own figure appears (as their claim) only without a computed index.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FEATURE_IDS } from '../../app/domain/access/features';
import { refreshHandicaps } from '../../db/queries/handicap';
import { handicapScores } from '../../db/schema/handicap';
import { playerDiscovery } from '../../db/schema/player-discovery';
import {
  createCourse,
  createPlayer,
  createRound,
  daysFromToday,
  sessionCookieFor,
  setFeatureSetting,
  updateExtraInfo,
} from '../helpers/factories';
import { apiClient, exampleCourse, exampleRound } from '../helpers/ingest';
import { playerRoundsDb } from '../helpers/test-shards';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

const { signedIn, post } = apiClient(() => workers);

function text(page: string): string {
  return page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function record(accountId: number) {
  return (await playerRoundsDb(workers.db, accountId))
    .select()
    .from(handicapScores)
    .where(eq(handicapScores.accountId, accountId))
    .orderBy(asc(handicapScores.position));
}

/**
 * The example round scores 78 from the Blue tee (Course Rating 72.4, Slope Rating 131): every
 * differential is 113 / 131 × (78 − 72.4) = 4.83 → 4.8 (Rule 5.1a). Three scores: the lowest less
 * 2.0 = 2.8; four: the lowest less 1.0 = 3.8 (Rule 5.2a).
 */
async function sendRounds(token: string, days: Array<number>, status = 201) {
  for (const day of days) {
    const response = await post(
      '/api/v1/rounds',
      token,
      exampleRound({
        clientRoundId: `hc-${day}`,
        clientCourseId: 'hc-course',
        startedAt: `2026-10-${String(day).padStart(2, '0')}T08:40:00`,
      }),
    );
    expect(response.status).toBe(status);
  }
}

test('the index is recomputed each time the ingest API writes a round, and matches the hand-computed value', async () => {
  const player = await signedIn();
  expect((await post('/api/v1/courses', player.token, exampleCourse('hc-course'))).status).toBe(201);

  await sendRounds(player.token, [1, 2]);
  let rows = await record(player.id);
  // 36 holes: not yet the 54 that establish an index (Rule 2.2).
  expect(rows.map((r) => [r.differential, r.indexAfter])).toEqual([
    [4.8, null],
    [4.8, null],
  ]);

  await sendRounds(player.token, [3]);
  rows = await record(player.id);
  expect(rows.map((r) => r.indexAfter)).toEqual([null, null, 2.8]);
  expect(rows.map((r) => r.adjustedGrossScore)).toEqual([78, 78, 78]);

  await sendRounds(player.token, [4]);
  rows = await record(player.id);
  expect(rows.at(-1)?.indexAfter).toBe(3.8);
  expect(rows.filter((r) => r.counts)).toHaveLength(1);

  // A round sent again under the same client id changes nothing (decision 015).
  const before = await record(player.id);
  await sendRounds(player.token, [4], 200);
  expect(await record(player.id)).toEqual(before);

  // The discovery row shows the computed index, not the player's own figure.
  await updateExtraInfo(workers.db, player.id, { handicapIndex: 12, ghin: '1234567' });
  await sendRounds(player.token, [5]);
  const [row] = await workers.db
    .select({ handicap: playerDiscovery.handicap })
    .from(playerDiscovery)
    .where(eq(playerDiscovery.accountId, player.id));
  // Five scores: the lowest, no adjustment (Rule 5.2a).
  expect(row?.handicap).toBe(4.8);

  const summary = text(await (await workers.fetch(`/player/${player.username}/summary`)).text());
  expect(summary).toContain('Handicap Index 4.8 Handicap Index');
  expect(summary).toContain('Revised October 5, 2026');
  expect(summary).not.toContain('own claim');

  const resume = text(await (await workers.fetch(`/player/${player.username}/resume`)).text());
  expect(resume).toMatch(/Handicap Index\s*4\.8/);

  const cookie = await sessionCookieFor(workers.db, player.id);
  const dashboard = await workers.fetch('/dashboard', { headers: { Cookie: cookie } });
  expect(dashboard.status).toBe(200);
  const dashText = text(await dashboard.text());
  expect(dashText).toContain('Handicap Index 4.8 Handicap Index');
  expect(dashText).toContain('Scoring record');
});

test('the record a write carries on equals the record rewritten whole, also for a round played before others', async () => {
  const player = await signedIn();
  expect((await post('/api/v1/courses', player.token, exampleCourse('hc-course'))).status).toBe(201);
  await sendRounds(player.token, [10, 12, 14, 16, 18]);
  // Played before three of the stored rounds: those are recomputed after it.
  await sendRounds(player.token, [11]);
  const carried = await record(player.id);
  expect(carried.map((r) => r.playedOn)).toEqual([
    '2026-10-10',
    '2026-10-11',
    '2026-10-12',
    '2026-10-14',
    '2026-10-16',
    '2026-10-18',
  ]);
  await refreshHandicaps(workers.db, workers.shards, [player.id]);
  expect(await record(player.id)).toEqual(carried);
});

test('without rounds from rated tees the player’s own figure shows, labelled as a claim, with the reason', async () => {
  const player = await createPlayer(workers.db);
  await updateExtraInfo(workers.db, player.id, { handicapIndex: -1.5 });
  const unrated = await createCourse(workers.db);
  await createRound(workers.db, {
    accountId: player.id,
    courseId: unrated.id,
    teeId: unrated.teeId,
    playedOn: daysFromToday(-3),
    score: 74,
  });
  const summary = text(await (await workers.fetch(`/player/${player.username}/summary`)).text());
  expect(summary).toContain('+1.5 Handicap (own claim)');
  expect(summary).toContain('The tee has no Course Rating and Slope Rating (Rule 5.1).');
});

test('rounds from a rated tee written with their holes give the index after 54 holes', async () => {
  const player = await createPlayer(workers.db);
  await updateExtraInfo(workers.db, player.id, { handicapIndex: 20 });
  const rated = await createCourse(workers.db, { rating: 70, slope: 113 });
  for (const [i, score] of [80, 84, 90].entries()) {
    await createRound(workers.db, {
      accountId: player.id,
      courseId: rated.id,
      teeId: rated.teeId,
      playedOn: daysFromToday(-30 + i),
      score,
    });
  }
  // Differentials 10.0, 14.0 and 20.0 (113 / 113 × (score − 70)); the lowest less 2.0.
  const rows = await record(player.id);
  expect(rows.map((r) => r.differential)).toEqual([10, 14, 20]);
  expect(rows.at(-1)?.indexAfter).toBe(8);
  const summary = text(await (await workers.fetch(`/player/${player.username}/summary`)).text());
  expect(summary).toContain('8.0 Handicap Index');
  expect(summary).not.toContain('own claim');
});

test('a player who hides the summary shows the index on no summary page to visitors', async () => {
  const player = await createPlayer(workers.db);
  const rated = await createCourse(workers.db, { rating: 70, slope: 113 });
  for (const [i, score] of [80, 81, 82].entries()) {
    await createRound(workers.db, {
      accountId: player.id,
      courseId: rated.id,
      teeId: rated.teeId,
      playedOn: daysFromToday(-20 + i),
      score,
    });
  }
  await setFeatureSetting(workers.db, player.id, FEATURE_IDS.summary, {
    isPublic: false,
    isPhoneVerified: false,
  });
  const response = await workers.fetch(`/player/${player.username}/summary`, { redirect: 'manual' });
  expect(response.status).toBeGreaterThanOrEqual(300);
  expect(response.status).toBeLessThan(400);
  // The owner still sees it on the dashboard.
  const cookie = await sessionCookieFor(workers.db, player.id);
  const dashboard = text(await (await workers.fetch('/dashboard', { headers: { Cookie: cookie } })).text());
  expect(dashboard).toContain('8.0 Handicap Index');
});
