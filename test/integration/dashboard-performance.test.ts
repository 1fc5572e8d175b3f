// The player dashboard (spec 3 §1, §2.1; spec 2 §4, §7, §9) against real Workers and a local D1: the
// selected group in the document with percentages worked out by hand, the not-enough-data card, the
// saved choices, the group resource route and its 400 sentences, the same view on data-analysis, and
// the account settings at their new address with the old links still working.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dashboardPreferences } from '../../db/schema/dashboard';
import { postForm } from '../helpers/auth';
import {
  createCourse,
  createPlayer,
  createRound,
  daysFromToday,
  holesForScore,
  sessionCookieFor,
  setFeatureSetting,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let courseId: number;

beforeAll(async () => {
  workers = await startTestWorkers();
  courseId = (await createCourse(workers.db, { name: 'Dashboard Dunes' })).id;
}, 60_000);
afterAll(async () => {
  await workers?.dispose();
});

function text(page: string): string {
  return page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/\s+/g, ' ');
}

/**
 * Two 18-hole rounds on a par 72, every hole on the green in regulation with 2 putts and every
 * par 4 and 5 (14 holes) from the fairway: the last one (3 days ago) all pars, the one before
 * (10 days ago) 68 with birdies on the first four holes.
 */
async function playerWithTwoRounds() {
  const player = await createPlayer(workers.db, { firstName: 'Dana', lastName: 'Driver' });
  await createRound(workers.db, { accountId: player.id, courseId, playedOn: daysFromToday(-3), score: 72 });
  await createRound(workers.db, { accountId: player.id, courseId, playedOn: daysFromToday(-10), score: 68 });
  return { ...player, cookie: await sessionCookieFor(workers.db, player.id) };
}

function get(path: string, cookie?: string) {
  return workers.fetch(path, cookie ? { headers: { Cookie: cookie } } : {});
}

type GroupAnswer = {
  name: string;
  status: string;
  standard: { id: string; name: string };
  overviews: Array<{
    filterName: string;
    loadingState: string;
    rounds: number;
    skillPerformance: { formatted: string };
    byCategory: Array<{ category: string; formatted: string }>;
    strokesGained: unknown;
    strengthsAndWeaknesses: Record<string, { strengths: Array<string>; weaknesses: Array<string> }> | null;
    ratings: unknown;
    trend: unknown;
    rankedStrengthsAndWeaknesses: Record<
      string,
      {
        strengths: Array<{ name: string; strokesPerRound: number }>;
        weaknesses: Array<{ name: string; strokesPerRound: number }>;
      }
    > | null;
    biggestOpportunity: { name: string; text: string } | null;
  }>;
};

// PGA TOUR judges all 31 compared stats (app/domain/stats/standards.ts, decision 068), of which these
// rounds give chances for 12: the 8 scoring stats (birdies 20.2 %, under par 20.7 %, eagles 0.54 %,
// par or better 83.8 %, par 63.1 %, over par 16.2 %, bogeys 15.5 %, doubles 0.8 %), greens in
// regulation (65 %), missed (35 %), one putt (39.7 %) and one putt or less (42.3 %); missed short
// and long need shot positions, which these rounds lack (decision 069). A factory tee shot is no
// complete hole, so no fairway is counted (Drive –), and with every green hit there is no
// up-and-down chance (Save –). The last round (all pars): scoring 5 of 8 beaten (not birdie, under
// par, eagle), approach 2 of 2, putt 0 of 2 (no one-putt): 7 of 12 = 58 %. The round before (4
// birdies in 18 holes, 22.2 % > 20.2 %): scoring 7 of 8 (not eagle) = 88 %, 9 of 12 = 75 %. Both
// rounds (4 birdies in 36 holes, 11.1 %): scoring 5 of 8, 7 of 12 = 58 %.
test('the dashboard: the selected group in the document with its percentages, strokes gained beside them', async () => {
  const player = await playerWithTwoRounds();
  const response = await get('/dashboard', player.cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const page = text(await response.text());
  expect(page).toContain('Recent Performance Assessment');
  expect(page).toMatch(
    /Last Round 1 round · Skill Performance 58% Stats better Strokes Scoring 63% – Drive – – Approach 100% – Save – – Putt 0% –/,
  );
  expect(page).toMatch(
    /Previous Round 1 round · Skill Performance 75% Stats better Strokes Scoring 88% – Drive – – Approach 100% – Save – – Putt 0% –/,
  );
  expect(page).toMatch(/Last 3 2 rounds · Skill Performance 58% Stats better Strokes Scoring 63%/);
  // Previous 3 has no rounds: no-data, and it is not drawn as a card with numbers.
  expect(page).not.toMatch(/Previous 3 \d+ rounds? ·/);
  // Rounds without shots have no strokes gained: the ratings say why instead of a 0.
  expect(page).toContain('Strokes gained needs rounds recorded shot by shot; these selections have none.');
  // The grid's standards row names the standard; a beaten stat says so in words too.
  expect(page).toMatch(/PGA TOUR – 84% 20% 15% 1% 61% 65% 26% 58% 47% 40% 2%/);
  expect(page).toContain('beats the standard');
  // spec 3 §2.1: My Rounds below Round Assessment; its rounds come from the section's data route
  // once the page is up, so the document carries none of them.
  expect(page).toMatch(/Recent Performance Assessment .* My Rounds/);
  expect(page).not.toContain('Hole 1 2 3');
  const section = await get('/resources/my-rounds/me', player.cookie);
  expect(section.status).toBe(200);
  expect(section.headers.get('cache-control')).toBe('private, no-store');
  const rounds = (await section.json()) as { history: Array<unknown>; groups: unknown };
  expect(rounds.history).toHaveLength(2);
  expect(JSON.stringify(rounds)).toContain('Dashboard Dunes');
  // Nobody signed in: a 401 sentence, not someone's rounds.
  const anonymous = await get('/resources/my-rounds/me');
  expect(anonymous.status).toBe(401);
});

test('the group resource route: each group of the mode with the same numbers, 400 sentences for bad input', async () => {
  const player = await playerWithTwoRounds();
  const response = await get(
    '/resources/dashboard-group/me/recent-performance?holes=18&standard=pga-tour',
    player.cookie,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const group = (await response.json()) as GroupAnswer;
  expect(group.status).toBe('hasData');
  const byName = new Map(group.overviews.map((o) => [o.filterName, o]));
  expect(byName.get('Last Round')?.byCategory.map((c) => c.formatted)).toEqual([
    '63%',
    '–',
    '100%',
    '–',
    '0%',
  ]);
  expect(byName.get('Previous Round')?.skillPerformance.formatted).toBe('75%');
  expect(byName.get('Previous 3')?.loadingState).toBe('no-data');
  // spec 3 §2.1: Scorecard and Score read Top. decision 068: ranked by strokes a round against the
  // standard, named with 20 chances or more, so one round (18 holes) names none.
  expect(byName.get('Previous Round')?.strengthsAndWeaknesses?.Top).toEqual({
    strengths: [],
    weaknesses: [],
  });
  const last3 = byName.get('Last 3');
  expect(last3?.strengthsAndWeaknesses?.Top).toEqual({
    strengths: ['Green in Regulation', 'Par or Better'],
    weaknesses: ['One Putt or Less', 'Under Par'],
  });
  const ranked = last3?.rankedStrengthsAndWeaknesses?.Top;
  expect(ranked?.strengths.every((s) => s.strokesPerRound > 0)).toBe(true);
  expect(ranked?.weaknesses.every((s) => s.strokesPerRound < 0)).toBe(true);
  expect(ranked?.weaknesses.map((s) => s.name)).toEqual(['One Putt or Less', 'Under Par']);
  expect(last3?.biggestOpportunity?.text).toMatch(
    /^One Putt or Less: \d+\.\d strokes a round against PGA TOUR$/,
  );
  // No shots recorded: no strokes gained, so no ratings and no trend.
  expect(last3).toMatchObject({ strokesGained: null, ratings: null, trend: null });

  // Best 3 Rounds: one overview per round, so 2 usable overviews: has data. 9 holes: none → incomplete.
  const best = (await (
    await get('/resources/dashboard-group/me/best-3-rounds?holes=18', player.cookie)
  ).json()) as GroupAnswer;
  expect(best.overviews.map((o) => o.filterName)).toEqual(['Best Round', '2nd Best Round']);
  const nine = (await (
    await get('/resources/dashboard-group/me/recent?holes=9', player.cookie)
  ).json()) as GroupAnswer;
  expect(nine.status).toBe('hasIncompleteData');

  const badGroup = await get('/resources/dashboard-group/me/nothing-like-it?holes=18', player.cookie);
  expect(badGroup.status).toBe(400);
  expect(((await badGroup.json()) as { message: string }).message).toMatch(
    /^There is no overview group called "nothing-like-it"\. Choose one of Recent Performance, /,
  );
  const badStandard = await get('/resources/dashboard-group/me/recent?standard=tour-pro', player.cookie);
  expect(badStandard.status).toBe(400);
  expect(((await badStandard.json()) as { message: string }).message).toMatch(
    /^There is no standard "tour-pro"\. Choose one of PGA TOUR, /,
  );
  expect((await get('/resources/dashboard-group/me/recent?holes=27', player.cookie)).status).toBe(400);
  expect((await get('/resources/dashboard-group/me/recent')).status).toBe(401);
});

test('a player with no completed round sees the Play Some Rounds! card with the store badges', async () => {
  const player = await createPlayer(workers.db);
  await createRound(workers.db, {
    accountId: player.id,
    courseId,
    playedOn: daysFromToday(-1),
    holes: holesForScore(72).slice(0, 5),
    holeCount: 18,
    inProgress: true,
  });
  const cookie = await sessionCookieFor(workers.db, player.id);
  const html = await (await get('/dashboard', cookie)).text();
  const page = text(html);
  expect(page).toContain('Play Some Rounds! Log rounds in the mobile app to access in-depth gameplay stats.');
  expect(html).toContain('alt="Download on the App Store"');
  expect(html).toContain('alt="Get it on Google Play"');
  expect(page).not.toContain('Player Performance');
  // The same on the profile's data-analysis page.
  expect(text(await (await get(`/player/${player.username}/data-analysis`)).text())).toContain(
    'Play Some Rounds!',
  );
});

test('the choices are saved by the dashboard form and restored; bad ones are a 400 sentence', async () => {
  const player = await playerWithTwoRounds();
  const choices = {
    intent: 'preferences',
    mode: 'Assessment',
    performanceGroup: 'Best 3 Rounds',
    assessmentGroup: 'Recent',
    standardId: 'hcp-10',
    holeCount: '18',
    category: 'Putt',
  };
  const saved = await postForm(workers, '/dashboard', choices, { Cookie: player.cookie });
  expect(saved.status).toBe(200);
  const [row] = await workers.db
    .select()
    .from(dashboardPreferences)
    .where(eq(dashboardPreferences.accountId, player.id));
  expect(row).toMatchObject({
    mode: 'Assessment',
    assessmentGroup: 'Recent',
    standardId: 'hcp-10',
    holeCount: 18,
  });
  const page = text(await (await get('/dashboard', player.cookie)).text());
  // Assessment mode opens on its group, Recent, against the 10 Handicap standard, category Putt.
  expect(page).toContain('Recent Assessment');
  expect(page).toContain('Last 6 Rounds');
  expect(page).toMatch(/10 Handicap/);
  expect(page).toContain('Putt: made');

  const badGroup = await postForm(
    workers,
    '/dashboard',
    { ...choices, assessmentGroup: 'Best Ever' },
    { Cookie: player.cookie },
  );
  expect(badGroup.status).toBe(400);
  expect(await badGroup.text()).toMatch(
    /There is no Assessment overview group called \W+Best Ever\W+ Choose one of Recent,/,
  );
  const badStandard = await postForm(
    workers,
    '/dashboard',
    { ...choices, standardId: 'tour' },
    { Cookie: player.cookie },
  );
  expect(badStandard.status).toBe(400);
  expect(await badStandard.text()).toMatch(/There is no standard \W+tour\W+ Choose one of PGA TOUR,/);
  expect((await postForm(workers, '/dashboard', choices)).status).toBe(302);

  // A visitor of the data-analysis page opens on the player's saved choices; nothing is theirs to save.
  const visitor = text(await (await get(`/player/${player.username}/data-analysis`)).text());
  expect(visitor).toContain('Recent Assessment');
  expect(visitor).toMatch(/10 Handicap/);
});

test('data-analysis: the same view for visitors, with the numbers of the dashboard', async () => {
  const player = await playerWithTwoRounds();
  const page = text(await (await get(`/player/${player.username}/data-analysis`)).text());
  expect(page).toMatch(
    /Last Round 1 round · Skill Performance 58% Stats better Strokes Scoring 63% – Drive – – Approach 100% – Save – – Putt 0% –/,
  );
  const group = await get(`/resources/dashboard-group/${player.username}/recent-performance?holes=18`);
  expect(group.status).toBe(200);
  // Hidden from visitors: the page goes to the parent and the resource route says 403.
  await setFeatureSetting(workers.db, player.id, 59, { isPublic: false, isPhoneVerified: null });
  expect((await get(`/player/${player.username}/data-analysis`)).status).toBe(302);
  expect((await get(`/resources/dashboard-group/${player.username}/recent-performance`)).status).toBe(403);
  // The owner still has both.
  expect((await get(`/player/${player.username}/data-analysis`, player.cookie)).status).toBe(200);
});

test('settings live at /dashboard/settings; old links and old posts still work', async () => {
  const player = await playerWithTwoRounds();
  const settings = await get('/dashboard/settings', player.cookie);
  expect(settings.status).toBe(200);
  expect(text(await settings.text())).toContain('Website settings');
  const dashboard = await (await get('/dashboard', player.cookie)).text();
  expect(dashboard).toContain('href="/dashboard/settings"');
  // The product manager's search link.
  const search = await get('/dashboard?q=Dana', player.cookie);
  expect([search.status, search.headers.get('location')]).toEqual([302, '/dashboard/settings?q=Dana']);
  // A settings form posted to the old address goes on with its body (307).
  const old = await postForm(
    workers,
    '/dashboard',
    { intent: 'site', on: 'false' },
    { Cookie: player.cookie },
  );
  expect([old.status, old.headers.get('location')]).toEqual([307, '/dashboard/settings']);
  const saved = await postForm(
    workers,
    '/dashboard/settings',
    { intent: 'site', on: 'true' },
    { Cookie: player.cookie },
  );
  expect([saved.status, saved.headers.get('location')]).toEqual([302, '/dashboard/settings']);
});
