import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { destination, type LngLat } from '../../app/domain/courses/geo';
import { aimedShots, type ClubShot, clubDispersions } from '../../app/domain/stats/dispersion';
import { playerShardQuery } from '../../db/queries/player-shards';
import { shots } from '../../db/schema/rounds';
import { postForm } from '../helpers/auth';
import {
  createCourse,
  createGuideCourse,
  createPlayer,
  createRound,
  daysFromToday,
  sessionCookieFor,
} from '../helpers/factories';
import { pdfText } from '../helpers/pdf-text';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let player: { id: number; username: string };
let courseId: number;
let bestRoundId: number;
const nextYear = new Date().getUTCFullYear() + 1;

// The guide course's holes (test/helpers/factories.ts): tees 120 m apart going east, each played north.
const START: LngLat = [-82.02, 33.5];
const TEES: Array<LngLat> = [START, destination(START, 120, 90), destination(START, 240, 90)];
const LENGTHS = [340, 150, 460];
const PINS = TEES.map((tee, i) => destination(tee, LENGTHS[i] ?? 0, 0));

type Shot = { type: 'Tee' | 'Approach' | 'Putt'; club: string | null; from: LngLat; to: LngLat };

/** A hole's shots: a tee shot `right` metres right of the line, an approach, then a putt. */
function holeShots(hole: number, right: number): Array<Shot> {
  const tee = TEES[hole] as LngLat;
  const pin = PINS[hole] as LngLat;
  if (hole === 1) {
    const on = destination(pin, 4 + right / 4, 90);
    return [
      { type: 'Tee', club: '8 Iron', from: tee, to: on },
      { type: 'Putt', club: null, from: on, to: pin },
    ];
  }
  const drive = destination(destination(tee, 220, 0), right, 90);
  const near = destination(pin, 3, 180);
  return [
    { type: 'Tee', club: 'Driver', from: tee, to: drive },
    { type: 'Approach', club: '7 Iron', from: drive, to: near },
    { type: 'Putt', club: null, from: near, to: pin },
  ];
}

async function roundWithShots(scores: Array<number>, right: number, daysAgo: number) {
  const pars = [4, 3, 5];
  const { id } = await createRound(workers.db, {
    accountId: player.id,
    courseId,
    playedOn: daysFromToday(-daysAgo),
    holeCount: 3,
    holes: pars.map((par, i) => ({
      par,
      score: scores[i] ?? par,
      putts: 1,
      yards: Math.round((LENGTHS[i] ?? 0) * 1.09361),
    })),
  });
  const rows = [0, 1, 2].flatMap((hole) =>
    holeShots(hole, right).map((shot, n) => ({
      roundId: id,
      holeNumber: hole + 1,
      shotNumber: n + 1,
      type: shot.type,
      club: shot.club,
      startLie: n === 0 ? ('tee' as const) : shot.type === 'Putt' ? ('green' as const) : ('fairway' as const),
      endLie: shot.type === 'Putt' ? ('holed' as const) : ('green' as const),
      startDistanceYards: 100,
      endDistanceYards: 1,
      startLatitude: shot.from[1],
      startLongitude: shot.from[0],
      endLatitude: shot.to[1],
      endLongitude: shot.to[0],
    })),
  );
  // On the player's round shard, beside the round (decision 119).
  const [placed] = await playerShardQuery(workers.db, player.id);
  const shard = workers.shards.ofPlayer(placed?.shard);
  for (const row of rows) await shard.insert(shots).values(row);
  return { id, shots: rows };
}

const clubShots: Array<ClubShot> = [];

beforeAll(async () => {
  workers = await startTestWorkers();
  courseId = (await createGuideCourse(workers.db, { name: 'Plan Ridge' })).id;
  const created = await createPlayer(workers.db, { firstName: 'Noa', lastName: 'Lindqvist' });
  player = { id: created.id, username: created.username };
  const best = await roundWithShots([4, 2, 5], 6, 3);
  bestRoundId = best.id;
  await roundWithShots([5, 3, 6], -9, 10);
  await roundWithShots([4, 4, 5], 14, 20);
  for (const hole of [0, 1, 2])
    for (const right of [6, -9, 14])
      for (const shot of holeShots(hole, right))
        if (shot.club)
          clubShots.push({
            club: shot.club,
            type: shot.type,
            par: [4, 3, 5][hole] ?? 4,
            start: shot.from,
            end: shot.to,
            pin: PINS[hole] ?? null,
            centerline: null,
          });
}, 60_000);
afterAll(async () => {
  await workers?.dispose();
});

async function pageText(pathname: string): Promise<string> {
  const response = await workers.fetch(pathname);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

describe('each round report, as a page and as a PDF', () => {
  test('rr: the best round (lowest to par), its scorecard and its shots on the hole maps', async () => {
    const query = `accountId=${player.id}`;
    const html = await pageText(`/reports/rr?${query}`);
    expect(html).toContain('Noa Lindqvist · Best Round Report');
    expect(html).toContain('Best round: Plan Ridge');
    // The score figure: 11 on par 12.
    expect(html).toContain('11 (−1)');
    // A hole map per located hole, drawn as SVG with its words for screen readers.
    expect(html.match(/<svg[^>]*role="img"/g)?.length).toBe(3);
    expect(html).toContain('Hole 2, par 3');
    expect(html).not.toContain('maplibre');
    const response = await workers.fetch(`/reports/rr.pdf?${query}`);
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Noa-Lindqvist-${nextYear}-Best-Round.pdf"`,
    );
    const text = await pdfText(response);
    expect(text).toContain('Noa Lindqvist');
    expect(text).toContain('BEST ROUND REPORT');
    // The PDF's WinAnsi text sets the minus sign as a dash.
    expect(text).toMatch(/11 \([−–]1\)/);
    expect(text).toMatch(/Total\s+12\s+\d+\s+11\s+[−–]1\s+3/);
    expect(text).toContain('SHOTS, HOLE BY HOLE');
    expect(text).toMatch(/Par 3 · 164 yd · 2 \([−–]1\) · 1 putt/);
  });

  test('rr: a chosen round by id, and a round of nobody a 400 sentence', async () => {
    const others = await pageText(`/reports/rr?accountId=${player.id}&round=${bestRoundId}`);
    expect(others).toContain(`Round: Plan Ridge`);
    const refused = await workers.fetch(`/reports/rr.pdf?accountId=${player.id}&round=424242`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('That round is not one of this player’s completed rounds.');
    const malformed = await workers.fetch(`/reports/rr?accountId=${player.id}&round=best-ever`);
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain(
      'Choose the best round or a round of this player by its number.',
    );
  });

  test('dispersion-analysis: per club, the spread equals the dispersion read model', async () => {
    const expected = clubDispersions(aimedShots(clubShots));
    const driver = expected.find((c) => c.club === 'Driver');
    expect(driver?.shots).toBe(6);
    const query = `accountId=${player.id}&timeframe=all-time`;
    const html = await pageText(`/reports/dispersion-analysis?${query}`);
    expect(html).toContain('Noa Lindqvist · Dispersion Report');
    expect(html).toContain('Driver · 6 shots');
    const text = await pdfText(await workers.fetch(`/reports/dispersion-analysis.pdf?${query}`));
    expect(text).toContain('Noa Lindqvist');
    expect(text).toContain('DISPERSION BY CLUB');
    for (const club of expected) {
      expect(text).toMatch(
        new RegExp(`${club.club}\\s+${club.shots}\\s+${Math.round(club.averageDistanceYards)}\\s`),
      );
    }
    expect(text).toMatch(/All Time · 3 rounds/);
    const refused = await workers.fetch(
      `/reports/dispersion-analysis.pdf?accountId=${player.id}&timeframe=forever`,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose one of Last 10 rounds');
  });

  test('course-plan-report: hole by hole on the most-played course, with a plan and the hole maps', async () => {
    const html = await pageText(`/reports/course-plan-report?accountId=${player.id}`);
    expect(html).toContain('Noa Lindqvist · Course Plan Report');
    expect(html).toContain('Plan Ridge');
    const text = await pdfText(await workers.fetch(`/reports/course-plan-report.pdf?accountId=${player.id}`));
    expect(text).toContain('Noa Lindqvist');
    expect(text).toContain('HOLE BY HOLE');
    // Hole 2 (par 3): scores 2, 3 and 4, so an average of 3.0 and even par; 8 Iron off the tee.
    expect(text).toMatch(/2\s+3\s+164\s+3\s+3\.0\s+E\s+–\s+\S+\s+8 Iron/);
    expect(text).toMatch(/Par 3, 164 yd: 8 Iron finds the green/);
    expect(text).toContain('THE HOLES');
    const refused = await workers.fetch(`/reports/course-plan-report?accountId=${player.id}&course=987654`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('This player has not played that course.');
  });
});

test('Save Report stores a round report under its hash, and the hash opens it', async () => {
  const cookie = await sessionCookieFor(workers.db, player.id);
  const response = await postForm(
    workers,
    `/reports/dispersion-analysis?accountId=${player.id}&timeframe=all-time`,
    { intent: 'save' },
    { Cookie: cookie },
  );
  expect(response.status).toBe(302);
  const location = response.headers.get('Location') ?? '';
  expect(location).toMatch(/^\/reports\/dispersion-analysis\?hash=\d+$/);
  const html = await pageText(location);
  expect(html).toContain('Driver · 6 shots');
  const viewer = await workers.fetch(`/player/${player.username}/report-viewer`, {
    headers: { Cookie: cookie },
  });
  expect(await viewer.text()).toContain('Dispersion Report');
});

test('course-plan-report: the course picker lists only the player’s courses, most played first, and changes the course', async () => {
  const home = await createCourse(workers.db, { name: 'Picker Home Links', city: 'Dayton', state: 'OH' });
  const away = await createCourse(workers.db, { name: 'Picker Away Dunes', city: 'Erie', state: 'PA' });
  const foreign = await createCourse(workers.db, { name: 'Picker Foreign Hills' });
  const golfer = await createPlayer(workers.db, { firstName: 'Ines', lastName: 'Ward' });
  const other = await createPlayer(workers.db, { firstName: 'Tomas', lastName: 'Berg' });
  for (const [accountId, course, daysAgo] of [
    [golfer.id, home.id, 5],
    [golfer.id, home.id, 12],
    [golfer.id, away.id, 2],
    [other.id, foreign.id, 3],
  ] as const)
    await createRound(workers.db, {
      accountId,
      courseId: course,
      playedOn: daysFromToday(-daysAgo),
      score: 74,
    });

  const html = await pageText(`/reports/course-plan-report?accountId=${golfer.id}`);
  const picker = /<form[^>]*class="report-picker"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  expect(picker).toMatch(/method="get"/i);
  expect(picker).toMatch(
    /<label[^>]*for="([^"]+)"[^>]*>Course<\/label>[\s\S]*<select[^>]*id="\1"[^>]*name="course"/,
  );
  expect(picker).toContain(`name="accountId" value="${golfer.id}"`);
  expect(picker).toContain('Show course');
  // The player's two courses, the most played first (and chosen); nobody else's.
  const options = [...picker.matchAll(/<option[^>]*value="(\d+)"[^>]*>([^<]*)<\/option>/g)].map((m) => [
    Number(m[1]),
    m[2],
  ]);
  expect(options).toEqual([
    [home.id, 'Picker Home Links · Dayton, OH (2 rounds)'],
    [away.id, 'Picker Away Dunes · Erie, PA (1 round)'],
  ]);
  expect(picker).toMatch(new RegExp(`<option[^>]*value="${home.id}"[^>]*selected`));
  expect(html).toContain('Picker Home Links · Dayton, OH · 2 rounds played');

  // The form's GET: the other course, chosen in the list.
  const chosen = await pageText(`/reports/course-plan-report?accountId=${golfer.id}&course=${away.id}`);
  expect(chosen).toContain('Picker Away Dunes · Erie, PA · 1 round played');
  expect(chosen).toMatch(new RegExp(`<option[^>]*value="${away.id}"[^>]*selected`));
  const pdf = await pdfText(
    await workers.fetch(`/reports/course-plan-report.pdf?accountId=${golfer.id}&course=${away.id}`),
  );
  expect(pdf).toContain('Picker Away Dunes');

  // Another player's course, or no course at all: the 400 sentence, on the page and the PDF.
  for (const pathname of [
    `/reports/course-plan-report?accountId=${golfer.id}&course=${foreign.id}`,
    `/reports/course-plan-report.pdf?accountId=${golfer.id}&course=${foreign.id}`,
  ]) {
    const refused = await workers.fetch(pathname);
    expect(refused.status, pathname).toBe(400);
    expect(await refused.text()).toContain('This player has not played that course.');
  }
  const malformed = await workers.fetch(`/reports/course-plan-report?accountId=${golfer.id}&course=abc`);
  expect(malformed.status).toBe(400);

  // The other kinds have no picker.
  expect(await pageText(`/reports/rr?accountId=${golfer.id}`)).not.toContain('report-picker');
});
