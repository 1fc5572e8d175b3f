// The Compare Stats page (spec 2 §2–§5, §8) and its report route against real Workers and a local D1:
// the default comparison, tabs by address, every change saved as a cached state opened by its hash,
// the 404s of a malformed, unknown or foreign hash, a second player only among the associated ones,
// and pages that show a second player never kept for other visitors.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { cachedStateOf, defaultCompareConfig } from '../../app/domain/stats/compare-config';
import { defaultStatFilter } from '../../app/domain/stats/stat-filters';
import { saveCompareState } from '../../db/queries/compare-states';
import { playerShards } from '../../db/schema/shards';
import {
  createCourse,
  createOrganization,
  createPlayer,
  createRound,
  daysFromToday,
  saveTwoPlayerComparison,
  sessionCookieFor,
  setFeatureSetting,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let courseId: number;

beforeAll(async () => {
  workers = await startTestWorkers();
  courseId = (await createCourse(workers.db, { name: 'Compare Links' })).id;
}, 60_000);
afterAll(async () => {
  await workers?.dispose();
});

function text(page: string): string {
  return page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function playerWithRounds(
  scores: Array<number>,
  name?: { firstName: string; lastName: string },
  shard?: string,
) {
  const player = await createPlayer(workers.db, name);
  // Placed on a given shard before the first round (decision 119: placement keeps an existing row).
  if (shard !== undefined) await workers.db.insert(playerShards).values({ accountId: player.id, shard });
  for (const [index, score] of scores.entries()) {
    await createRound(workers.db, {
      accountId: player.id,
      courseId,
      playedOn: daysFromToday(-3 - index * 7),
      score,
    });
  }
  return player;
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return workers.fetch(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: workers.url.origin, ...headers },
  });
}

test('the default comparison: last ten against best ten, the metrics and the shot-to-green cards', async () => {
  const player = await playerWithRounds([70, 74, 90]);
  const response = await workers.fetch(`/player/${player.username}/stats`);
  expect(response.status).toBe(200);
  const page = text(await response.text());
  // issue 29: each side is named by its player and its selection, never Left or Right Selection.
  const name = `Test Player${player.id}`;
  expect(page).toContain(`${name} — Last 10 Rounds against ${name} — Best 10 Rounds`);
  expect(page).not.toMatch(/Left Selection|Right Selection/);
  // spec 2 §2: the seven tabs in order, the cards of the default tab with plain titles (one player).
  expect(page).toMatch(
    /Stat Probability - View Shots Scoring Drive Shot to Green Putts Playing Style Rounds/,
  );
  expect(page.match(/Shots to Green Accuracy/g)).toHaveLength(2);
  // The metrics table: both sides select all three rounds; greens in regulation 34 of 54 (decision 033).
  // Counts say over what (issue 29): greens in regulation of greens.
  expect(page).toMatch(new RegExp(`${name} — Last 10 Rounds 63% 34/54 holes .* 63% 34/54 greens`));
  expect(page).toMatch(new RegExp(`${name} — Best 10 Rounds 63% 34/54 holes .* 63% 34/54 greens`));
  // A stat these rounds cannot count (no shots were recorded) is a dash with why, never 0 %.
  expect(page).toContain(
    '– not recorded Not recorded. Needs the shots of each hole, and these rounds were not recorded shot by shot.',
  );
});

test('a tab is part of the address; an unknown tab is the default one', async () => {
  const player = await playerWithRounds([72, 75]);
  const putts = text(await (await workers.fetch(`/player/${player.username}/stats?tab=putts`)).text());
  expect(putts.match(/Putts Summary/g)).toHaveLength(2);
  const junk = text(await (await workers.fetch(`/player/${player.username}/stats?tab=nope`)).text());
  expect(junk.match(/Shots to Green Accuracy/g)).toHaveLength(2);
});

test('fewer than 2 rounds: the spec’s empty state, the store badges, and Report and Select Rounds wait', async () => {
  const player = await playerWithRounds([72]);
  const html = await (await workers.fetch(`/player/${player.username}/stats`)).text();
  const page = text(html);
  expect(page).toContain(
    'Log in on your mobile device and enter at least 2 rounds of play to see your stats.',
  );
  expect(page).toContain(`Test Player${player.id} has 1 round of 18 holes; stats need at least 2.`);
  // spec 2 §1: the Play Some Rounds! card with the two stores' badges.
  expect(page).toContain('Play Some Rounds! Log rounds in the mobile app to access in-depth gameplay stats.');
  expect(html).toContain('alt="Download on the App Store"');
  expect(html).toContain('alt="Get it on Google Play"');
  // Nothing to choose or report on: both buttons are disabled and say why.
  for (const name of ['Select Rounds', 'Report']) {
    expect(html, name).toMatch(
      new RegExp(`<button[^>]*disabled=""[^>]*aria-describedby="([^"]+)-waiting"[^>]*>${name}</button>`),
    );
  }
  expect(page).toContain('Nothing to compare yet: each side needs at least 2 rounds of 18 holes.');
  expect(page).not.toContain('Reset Selections');
});

test('a second player with fewer than 2 rounds: nothing to compare, named, and the comparison can end', async () => {
  const player = await playerWithRounds([70, 74], { firstName: 'Iris', lastName: 'Vance' });
  const mate = await playerWithRounds([81], { firstName: 'Tom', lastName: 'Hale' });
  await createOrganization(workers.db, { rosters: [{ members: [player.id, mate.id] }] });
  const path = `/player/${player.username}/stats`;
  const chosen = await post(path, { intent: 'player', accountId: String(mate.id) });
  const html = await (await workers.fetch(chosen.headers.get('location') ?? '')).text();
  const page = text(html);
  expect(page).toContain('Tom Hale has 1 round of 18 holes; stats need at least 2.');
  expect(page).not.toContain('Iris Vance has');
  expect(html).toContain('alt="Download on the App Store"');
  expect(page).toContain('End Comparison');
  // A player with enough rounds on both sides compares as usual: no empty state, no badges.
  const full = await (await workers.fetch(path)).text();
  expect(full).not.toContain('alt="Download on the App Store"');
  expect(full).not.toMatch(/<button[^>]*disabled=""[^>]*>Report<\/button>/);
});

test('Select Rounds saves the comparison and opens it by its hash; the same change gives the same hash', async () => {
  const player = await playerWithRounds([70, 74, 90, 80]);
  const month = {
    ...defaultStatFilter('Scoring'),
    advancedFilter: {
      ...defaultStatFilter('Scoring').advancedFilter,
      scoringThreshold: 75,
      customLabel: 'Under 75',
    },
  };
  const fields = {
    intent: 'configure',
    left: JSON.stringify(month),
    right: JSON.stringify(defaultStatFilter('Trend')),
  };
  const path = `/player/${player.username}/stats?tab=putts`;
  const saved = await post(path, fields);
  expect(saved.status).toBe(302);
  const location = saved.headers.get('location') ?? '';
  expect(location).toMatch(/^\/player\/[^?]+\/stats\?hash=\d+&tab=putts$/);
  expect((await post(path, fields)).headers.get('location')).toBe(location);
  // A tab or standard that is not a real one is not echoed back into the redirect.
  const junk = await post(`/player/${player.username}/stats?tab=${'é'.repeat(3000)}&standard=nope`, fields);
  expect(junk.headers.get('location')).toMatch(/\?hash=\d+&tab=shot-to-green&standard=pga-tour$/);
  const page = text(await (await workers.fetch(location)).text());
  expect(page).toContain('— Under 75 against');
  expect(page).toContain('— Best 3 Consecutive Rounds.');
  // Two rounds (70, 74) score at or under 75 on the left.
  expect(page).toMatch(/— Under 75 2 rounds/);
});

test('bad changes get a sentence and save nothing: no seasons, a stranger, junk', async () => {
  const player = await playerWithRounds([70, 74]);
  const path = `/player/${player.username}/stats`;
  const noSeasons = await post(path, {
    intent: 'configure',
    left: JSON.stringify({ ...defaultStatFilter('Trend'), seasons: [] }),
    right: JSON.stringify(defaultStatFilter('Trend')),
  });
  expect(noSeasons.status).toBe(400);
  expect(await noSeasons.text()).toContain('No seasons selected');
  const stranger = await createPlayer(workers.db);
  const foreign = await post(path, { intent: 'player', accountId: String(stranger.id) });
  expect(foreign.status).toBe(400);
  // A form posted without script lands on the page, whose banner says why nothing was saved.
  expect(await foreign.text()).toMatch(
    /role="alert">This change was not saved\. This player cannot be compared here\. Choose one from the list\.</,
  );
  expect((await post(path, { intent: 'explode' })).status).toBe(400);
});

test('a malformed, unknown or foreign hash is a clear 404 that names no one', async () => {
  const player = await playerWithRounds([70, 74]);
  const other = await playerWithRounds([71, 73]);
  const foreign = await saveCompareState(workers.db, other.id, cachedStateOf(defaultCompareConfig(other.id)));
  for (const hash of ['abc', '0', '99999999999999999999', '123456789', String(foreign)]) {
    const response = await workers.fetch(`/player/${player.username}/stats?hash=${hash}`);
    expect(response.status, hash).toBe(404);
    const body = await response.text();
    expect(body, hash).toContain('This saved comparison does not exist');
    expect(body, hash).not.toContain(other.username ?? 'none');
  }
});

test('Compare By Player: an associated player is compared; the page is never stored for others; End Comparison', async () => {
  const player = await playerWithRounds([70, 74], { firstName: 'Lena', lastName: 'Ortiz' });
  const mate = await playerWithRounds([80, 84], { firstName: 'Sam', lastName: 'Reed' });
  await createOrganization(workers.db, { rosters: [{ members: [player.id, mate.id] }] });
  const path = `/player/${player.username}/stats`;
  // The picker reads the players and their averages when it opens; the page carries none of them.
  const picker = await workers.fetch(`${path}/players`);
  expect(picker.status).toBe(200);
  expect(picker.headers.get('cache-control')).toContain('no-store');
  expect(await picker.json()).toEqual({
    players: [
      {
        accountId: mate.id,
        username: mate.username,
        playerName: 'Sam Reed',
        recentRoundsSvPAverage: expect.any(Number),
        bestRoundsSvPAverage: expect.any(Number),
      },
    ],
  });
  expect(text(await (await workers.fetch(path)).text())).not.toContain('Sam Reed');
  const chosen = await post(path, { intent: 'player', accountId: String(mate.id) });
  expect(chosen.status).toBe(302);
  const location = chosen.headers.get('location') ?? '';
  const response = await workers.fetch(location);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toContain('no-store');
  // Rendered for every request, never kept by the edge cache; a comparison of one player is kept.
  const again = await workers.fetch(location);
  expect(again.headers.get('x-edge-cache')).toBeNull();
  await again.text();
  const single = `${path}?hash=${await saveCompareState(workers.db, player.id, cachedStateOf(defaultCompareConfig(player.id)))}`;
  await (await workers.fetch(single)).text();
  expect((await workers.fetch(single)).headers.get('x-edge-cache')).toBe('HIT');
  const page = text(await response.text());
  // Like for like: the chosen player gets the left side's Last 10 Rounds, not Best 10.
  expect(page).toContain('Lena Ortiz — Last 10 Rounds against Sam Reed — Last 10 Rounds');
  expect(page).toContain("Sam Reed's Shots to Green Accuracy");
  expect(page).toContain("Lena Ortiz's Shots to Green Accuracy");
  // Select Rounds reads both sides' rounds when it opens; the page itself carries none of them.
  const hash = new URL(location, workers.url).searchParams.get('hash') ?? '';
  const roundsPath = `${path}/rounds?hash=${hash}`;
  const options = await workers.fetch(roundsPath);
  expect(options.status).toBe(200);
  expect(options.headers.get('cache-control')).toContain('no-store');
  const { left, right } = (await options.json()) as {
    left: Array<{ golfRoundID: number; score: number }>;
    right: Array<{ golfRoundID: number; score: number }>;
  };
  expect(left.map((round) => round.score).sort()).toEqual([70, 74]);
  expect(right.map((round) => round.score).sort()).toEqual([80, 84]);
  expect(page).not.toContain(`"golfRoundID"`);
  // The mate hides compare stats: the saved comparison is gone for every visitor, and so is the picker entry.
  await setFeatureSetting(workers.db, mate.id, 63, { isPublic: false, isPhoneVerified: false });
  expect((await workers.fetch(location)).status).toBe(404);
  const hidden = await workers.fetch(roundsPath);
  expect(hidden.status).toBe(404);
  expect(await hidden.text()).not.toMatch(/\b8[04]\b/);
  expect(text(await (await workers.fetch(path)).text())).not.toContain('Sam Reed');
  expect(await (await workers.fetch(`${path}/players`)).json()).toEqual({ players: [] });
  await setFeatureSetting(workers.db, mate.id, 63, { isPublic: true, isPhoneVerified: null });
  const ended = await post(`${path}?hash=${hash}`, { intent: 'end', hash });
  const back = text(await (await workers.fetch(ended.headers.get('location') ?? '')).text());
  expect(back).not.toContain("Sam Reed's");
});

test('two players on different shards: each side, the picker and Select Rounds read their own player’s shard', async () => {
  const names = workers.shards.names;
  // With one database both are on it; with shards, on the first and the last.
  const [leftShard, rightShard] = [names[0] ?? 'DB', names[names.length - 1] ?? 'DB'];
  expect(names.length === 1 || leftShard !== rightShard).toBe(true);
  const player = await playerWithRounds([70, 74, 72], { firstName: 'Ada', lastName: 'Left' }, leftShard);
  const mate = await playerWithRounds([81, 85], { firstName: 'Bo', lastName: 'Right' }, rightShard);
  await createOrganization(workers.db, { rosters: [{ members: [player.id, mate.id] }] });
  const path = `/player/${player.username}/stats`;
  const picker = (await (await workers.fetch(`${path}/players`)).json()) as {
    players: Array<{ accountId: number; recentRoundsSvPAverage: number | null }>;
  };
  expect(picker.players.map((p) => p.accountId)).toEqual([mate.id]);
  expect(picker.players[0]?.recentRoundsSvPAverage).toEqual(expect.any(Number));
  const hash = await saveTwoPlayerComparison(workers.db, player.id, mate.id);
  const page = await workers.fetch(`${path}?hash=${hash}`);
  expect(page.status).toBe(200);
  const shown = text(await page.text());
  expect(shown).toContain("Ada Left's Shots to Green Accuracy");
  expect(shown).toContain("Bo Right's Shots to Green Accuracy");
  // Neither side is empty: no Play Some Rounds! card.
  expect(shown).not.toContain('Play Some Rounds');
  const options = (await (await workers.fetch(`${path}/rounds?hash=${hash}`)).json()) as {
    left: Array<{ score: number }>;
    right: Array<{ score: number }>;
  };
  expect(options.left.map((round) => round.score).sort()).toEqual([70, 72, 74]);
  expect(options.right.map((round) => round.score).sort()).toEqual([81, 85]);
});

test('issue 29: chosen rounds on the left give the chosen player as many of their latest rounds', async () => {
  const player = await playerWithRounds([70, 74, 78, 82], { firstName: 'Rui', lastName: 'Costa' });
  const mate = await playerWithRounds([80, 84, 88, 71, 75], { firstName: 'Eli', lastName: 'Park' });
  await createOrganization(workers.db, { rosters: [{ members: [player.id, mate.id] }] });
  const path = `/player/${player.username}/stats`;
  const options = (await (await workers.fetch(`${path}/rounds`)).json()) as {
    left: Array<{ golfRoundID: number }>;
  };
  const [first, second] = options.left;
  const configured = await post(path, {
    intent: 'configure',
    left: JSON.stringify({
      advancedFilter: {
        label: 'Round',
        rounds: [first?.golfRoundID, second?.golfRoundID],
        customLabel: 'Two picks',
      },
    }),
    right: JSON.stringify(defaultStatFilter('Trend')),
  });
  const hash = new URL(configured.headers.get('location') ?? '', workers.url).searchParams.get('hash') ?? '';
  const chosen = await post(`${path}?hash=${hash}`, { intent: 'player', hash, accountId: String(mate.id) });
  expect(chosen.status).toBe(302);
  const page = text(await (await workers.fetch(chosen.headers.get('location') ?? '')).text());
  // Two of Rui's rounds against Eli's two latest (80 and 84, played 3 and 10 days ago), without Rui's label.
  expect(page).toContain('Rui Costa — Two picks against Eli Park — Chosen Rounds.');
  expect(page).toMatch(/Eli Park — Chosen Rounds 2 rounds/);
  // The report's Rounds page lists each side's rounds: Eli's are the latest two, 80 and 84.
  const chosenHash = new URL(chosen.headers.get('location') ?? '', workers.url).searchParams.get('hash');
  const report = text(
    await (await workers.fetch(`/reports/compare-stats?hash=${chosenHash}&pages=rounds`)).text(),
  );
  const eli = report.slice(report.lastIndexOf('Eli Park — Chosen Rounds'));
  expect([...eli.matchAll(/ (\d{2}) [+−–]?\d+ /g)].map((match) => match[1])).toEqual(['80', '84']);
});

test('hidden compare stats: no page, no action, no report', async () => {
  const player = await playerWithRounds([70, 74]);
  const hash = await saveCompareState(workers.db, player.id, cachedStateOf(defaultCompareConfig(player.id)));
  await setFeatureSetting(workers.db, player.id, 63, { isPublic: false, isPhoneVerified: false });
  const page = await workers.fetch(`/player/${player.username}/stats`);
  expect(page.status).toBe(302);
  expect((await post(`/player/${player.username}/stats`, { intent: 'end' })).status).toBe(302);
  const report = await workers.fetch(`/reports/compare-stats?hash=${hash}`);
  expect(report.status).toBe(302);
  expect(report.headers.get('location')).toBe('/');
  // The player themselves still sees it.
  const cookie = await sessionCookieFor(workers.db, player.id);
  expect(
    (await workers.fetch(`/reports/compare-stats?hash=${hash}`, { headers: { Cookie: cookie } })).status,
  ).toBe(200);
});

test('Report saves the comparison and opens the report page with every card', async () => {
  const player = await playerWithRounds([70, 74, 78]);
  const saved = await post(`/player/${player.username}/stats`, { intent: 'report' });
  expect(saved.status).toBe(302);
  const location = saved.headers.get('location') ?? '';
  expect(location).toMatch(/^\/reports\/compare-stats\?hash=\d+$/);
  const report = await workers.fetch(location);
  expect(report.status).toBe(200);
  const page = text(await report.text());
  for (const title of [
    'Score To Par At Distances',
    'Drive Summary',
    'Shots to Green Accuracy',
    'Putts Summary',
    'Playing Style',
  ]) {
    // The section's heading names the tab; each side's card names itself.
    expect(page.match(new RegExp(`${title} `, 'g'))?.length, title).toBeGreaterThanOrEqual(2);
  }
  expect(page).toContain('Open in Compare Stats');
  // The report options dialog asks for the hash alone: the same saved comparison, no redirect.
  const named = await post(`/player/${player.username}/stats.data`, { intent: 'report', respond: 'hash' });
  expect(named.status).toBe(200);
  expect(await named.text()).toContain(location.split('=')[1] ?? 'none');
  expect(await (await workers.fetch(location)).text()).toContain(
    `href="/reports/compare-stats.pdf?hash=${location.split('=')[1]}"`,
  );
  for (const bad of ['abc', '1', '']) {
    expect((await workers.fetch(`/reports/compare-stats?hash=${bad}`)).status, bad).toBe(404);
  }
});

test('a side of more than a hundred rounds (more than D1 binds in one statement) still reads', async () => {
  const player = await playerWithRounds(Array.from({ length: 104 }, (_, index) => 70 + (index % 9)));
  const saved = await post(`/player/${player.username}/stats?tab=scoring`, {
    intent: 'configure',
    left: JSON.stringify({ advancedFilter: { label: 'Scoring', scoringThreshold: 300 } }),
    right: JSON.stringify({ advancedFilter: { label: 'Round', rounds: [] } }),
  });
  const response = await workers.fetch(saved.headers.get('location') ?? '');
  expect(response.status).toBe(200);
  const page = text(await response.text());
  expect(page).toMatch(/— Rounds of 300 or Better 104 rounds/);
  // Greens in regulation are known on every hole of the 104 rounds.
  expect(page).toMatch(/— Rounds of 300 or Better \d+% \d+\/1872 holes /);
}, 60_000);
