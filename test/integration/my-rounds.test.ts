// My Rounds and View Shots (spec 3 §2.1, §2.2, §3, §4) against the built Worker and D1: a factory
// player's rounds grouped by Course and by Clusters of 6 with group bars worked out by hand, the stat
// filter's holes, the View Shots page, the spec's messages for a bad address, and another player's
// round ids, which never return data.
import type { AppLoadContext } from '@remix-run/cloudflare';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseMyRoundsQuery } from '../../app/domain/rounds/my-rounds-query';
import { type CardHole, type MyRoundsData, unpackHoles } from '../../app/domain/rounds/my-rounds-view';
import { groupBar, groupScorecard, type ScorecardGrouping } from '../../app/domain/stats/round-groupings';
import { loadMyRounds } from '../../app/routes/player.$username.my-rounds.server';
import type { Db } from '../../db/client';
import { playerShardQuery } from '../../db/queries/player-shards';
import {
  createCourse,
  createPlayer,
  createRound,
  type HoleInput,
  sessionCookieFor,
} from '../helpers/factories';
import { shardsOf } from '../helpers/test-shards';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let owner: { id: number; username: string };
let ownerCookie: string;
const ids: Record<string, number> = {};
let foreignId = 0;
const TODAY = '2026-06-01';

// Without shots a hole's flags come from score and putts (app/domain/stats/hole-stats.ts): a green in
// regulation is score − putts ≤ par − 2; a missed green is an up-and-down chance, made at par or better.
const hole = (par: number, score: number, putts: number): HoleInput => ({ par, score, putts });
// A1: GIR on holes 1 and 2; hole 3 missed (6 − 2 > 3) and its up and down missed (6 > 5). +1, 6 putts.
const A1 = [hole(4, 4, 2), hole(3, 3, 2), hole(5, 6, 2)];
// A2: holes 1 and 2 missed (4 > 2, 2 > 1); up and down missed on 1 (5 > 4), made on 2; GIR on 3. +1, 4 putts.
const A2 = [hole(4, 5, 1), hole(3, 3, 1), hole(5, 5, 2)];
// B: three par 4s in regulation with two putts each: E, 6 putts.
const B = [hole(4, 4, 2), hole(4, 4, 2), hole(4, 4, 2)];

beforeAll(async () => {
  workers = await startTestWorkers();
  const { db } = workers;
  owner = await createPlayer(db, { firstName: 'Card', lastName: 'Reader' });
  ownerCookie = await sessionCookieFor(db, owner.id);
  const alpha = await createCourse(db, { name: 'Alpha Links' });
  const beta = await createCourse(db, { name: 'Beta Hills' });
  ids.a1 = (
    await createRound(db, { accountId: owner.id, courseId: alpha.id, playedOn: '2026-05-10', holes: A1 })
  ).id;
  ids.a2 = (
    await createRound(db, { accountId: owner.id, courseId: alpha.id, playedOn: '2026-05-03', holes: A2 })
  ).id;
  for (const day of [5, 4, 3, 2, 1]) {
    ids[`b${6 - day}`] = (
      await createRound(db, { accountId: owner.id, courseId: beta.id, playedOn: `2026-04-0${day}`, holes: B })
    ).id;
  }
  const stranger = await createPlayer(db);
  const secretCourse = await createCourse(db, { name: 'Stranger Secret Dunes' });
  foreignId = (
    await createRound(db, {
      accountId: stranger.id,
      courseId: secretCourse.id,
      playedOn: '2026-05-11',
      score: 70,
    })
  ).id;
}, 60_000);

afterAll(async () => {
  await workers?.dispose();
});

type Loaded = MyRoundsData & { holes: Record<number, Array<CardHole>> };

async function load(search: string, grouping: ScorecardGrouping = 'Course'): Promise<Loaded> {
  const context = { db: await roundShardOf(workers.db, owner.id) } as unknown as AppLoadContext;
  const data = await loadMyRounds(
    context,
    owner.id,
    parseMyRoundsQuery(new URLSearchParams(search), grouping),
    TODAY,
  );
  return { ...data, holes: unpackHoles(data.packedHoles) };
}

function barsOf(view: Loaded, grouping: ScorecardGrouping) {
  const selected = view.history.filter((r) => view.selectedIds.includes(r.id));
  const grouped = groupScorecard(selected, grouping);
  if (grouped.mode !== 'groups') throw new Error('expected plain groups');
  return grouped.groups.map((g) => ({
    label: g.label,
    rounds: g.rounds.map((r) => r.id),
    ...groupBar(g.rounds).text,
  }));
}

test('the default selection is the 6 newest rounds, grouped by course with their bars', async () => {
  const view = await load('');
  expect(view.query).toMatchObject({ select: 'Last 6 Rounds', grouping: 'Course' });
  expect(view.selectedIds).toEqual([ids.a1, ids.a2, ids.b1, ids.b2, ids.b3, ids.b4]);
  expect(view.errors).toEqual([]);
  expect(barsOf(view, 'Course')).toEqual([
    // GIR 3 of 6, up and down 1 of 3, putts (6 + 4) / 2, to par (+1 +1) / 2; no fairway chances.
    {
      label: 'Alpha Links',
      rounds: [ids.a1, ids.a2],
      fir: '–',
      gir: '50%',
      upDown: '33%',
      putts: '5.0',
      avgScoreVsPar: '+1.0',
    },
    {
      label: 'Beta Hills',
      rounds: [ids.b1, ids.b2, ids.b3, ids.b4],
      fir: '–',
      gir: '100%',
      upDown: '–',
      putts: '6.0',
      avgScoreVsPar: 'E',
    },
  ]);
  // Each selected round's holes, in playing order, all shown without a stat filter.
  expect(view.holes[ids.a1 ?? 0]?.map((h) => [h.par, h.score, h.shown])).toEqual([
    [4, 4, true],
    [3, 3, true],
    [5, 6, true],
  ]);
});

test('Clusters of 6 over Past 2 Years: the six newest, then the last one', async () => {
  const view = await load('group=Clusters of 6&select=Past 2 Years');
  expect(view.selectedIds).toHaveLength(7);
  expect(barsOf(view, 'Clusters of 6')).toEqual([
    // GIR (2 + 1 + 3 × 4) / 18, up and down 1 of 3, putts (6 + 4 + 6 × 4) / 6, to par (1 + 1) / 6.
    {
      label: 'Apr 2 – May 10, 2026',
      rounds: [ids.a1, ids.a2, ids.b1, ids.b2, ids.b3, ids.b4],
      fir: '–',
      gir: '83%',
      upDown: '33%',
      putts: '5.7',
      avgScoreVsPar: '+0.3',
    },
    {
      label: 'Apr 1, 2026',
      rounds: [ids.b5],
      fir: '–',
      gir: '100%',
      upDown: '–',
      putts: '6.0',
      avgScoreVsPar: 'E',
    },
  ]);
});

test('a month grouping without a chosen selection selects Past 2 Years', async () => {
  const view = await load('group=Year-Month');
  expect(view.query.select).toBe('Past 2 Years');
  expect(view.selectedIds).toHaveLength(7);
});

test('Filter Holes by Stat: missed greens leave three holes, and the cards count only those', async () => {
  const view = await load(
    `select=Custom&rounds=${[ids.a1, ids.a2, ids.b1].join(',')}&stats=missedGreenInRegulation`,
  );
  expect(view.shownHoleCount).toBe(3);
  const shown = Object.entries(view.holes).flatMap(([roundId, holes]) =>
    holes.filter((h) => h.shown).map((h) => [Number(roundId), h.holeNumber]),
  );
  expect(shown.sort()).toEqual(
    [
      [ids.a1, 3],
      [ids.a2, 1],
      [ids.a2, 2],
    ].sort(),
  );
  const card = (flag: string) => view.statCards.find((c) => c.flag === flag);
  expect(card('missedGreenInRegulation')).toMatchObject({
    holes: 3,
    percent: '100%',
    count: '3/3 greens',
    active: true,
  });
  // Of the three: over par on A1's 3rd and A2's 1st, par on A2's 2nd.
  expect(card('madeOverPar')).toMatchObject({ holes: 2, percent: '67%', count: '2/3 holes', active: false });
  // A stat that matches none of the shown holes has no card.
  expect(card('madeGreenInRegulation')).toBeUndefined();
});

test("another player's round ids are dropped and named, never read", async () => {
  const view = await load(`select=Custom&rounds=${ids.a1},${foreignId}`);
  expect(view.selectedIds).toEqual([ids.a1]);
  expect(view.errors).toEqual([`No rounds of this player with the ids ${foreignId}.`]);
  expect(JSON.stringify(view)).not.toContain('Stranger Secret Dunes');
  const page = await workers.fetch(`/player/${owner.username}/view-shots?select=Custom&rounds=${foreignId}`, {
    headers: { Cookie: ownerCookie },
  });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).not.toContain('Stranger Secret Dunes');
  expect(html).toContain(`No rounds of this player with the ids ${foreignId}.`);
  // The map's data request refuses it too.
  const map = await workers.fetch(
    `/api/v1/players/${owner.username}/map-rounds?roundIds=${foreignId}&feature=my-rounds`,
    { headers: { Cookie: ownerCookie } },
  );
  expect(map.status).toBe(404);
  expect(await map.text()).not.toContain('Stranger Secret Dunes');
});

test('the page renders the scorecard on the server: groups, bars, Par row and round rows', async () => {
  const response = await workers.fetch(`/player/${owner.username}/my-rounds`, {
    headers: { Cookie: ownerCookie },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('Alpha Links');
  // A share says over what; a figure the rounds never recorded is '–' with the reason (issue 29).
  expect(html).toContain('<dt>GIR</dt><dd>50%<span class="my-scorecard__over">3/6 greens</span></dd>');
  expect(html).toContain(
    'No value. Needs the fairway of each par 4 and 5, from its shots or its scorecard, and these rounds recorded neither.',
  );
  expect(html).toContain('Avg Score v Par');
  // spec 3 §2.1: a Par row when grouped by Course; the long date on round rows.
  expect(html).toMatch(/<th scope="row">Par<\/th>/);
  expect(html).toContain('May 10, 2026');
  // An over-par hole: a blue square with words for screen readers.
  expect(html).toContain('Hole 3: 6, over par (+1)');
  // The map's code is not part of the first load.
  expect(html).not.toMatch(/maplibre|shot-map-viewer\.client/);
});

test('the View Shots page groups by Round; the map data answers with the My Rounds guard', async () => {
  const response = await workers.fetch(`/player/${owner.username}/view-shots`, {
    headers: { Cookie: ownerCookie },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('View Shots');
  expect(html).toContain('grouped by Round');
  const map = await workers.fetch(
    `/api/v1/players/${owner.username}/map-rounds?roundIds=${ids.a1}&feature=my-rounds`,
    { headers: { Cookie: ownerCookie } },
  );
  expect(map.status).toBe(200);
  // The viewer's packed polygons (decision 050); a format other than points or packed is a 400.
  const packed = await workers.fetch(
    `/api/v1/players/${owner.username}/map-rounds?roundIds=${ids.a1}&feature=my-rounds&geometry=packed`,
    { headers: { Cookie: ownerCookie } },
  );
  expect(packed.status).toBe(200);
  expect(await packed.json()).toMatchObject({ geometry: 'packed', courses: expect.any(Array) });
  const format = await workers.fetch(
    `/api/v1/players/${owner.username}/map-rounds?roundIds=${ids.a1}&geometry=svg`,
    {
      headers: { Cookie: ownerCookie },
    },
  );
  expect(format.status).toBe(400);
  expect(await format.text()).toContain('geometry: expected points or packed');
  const bad = await workers.fetch(
    `/api/v1/players/${owner.username}/map-rounds?roundIds=${ids.a1}&feature=resume`,
    {
      headers: { Cookie: ownerCookie },
    },
  );
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain('feature: expected stats or my-rounds');
});

test('a bad address shows the spec messages and the defaults, never a 5xx', async () => {
  const cases: Array<[string, string]> = [
    ['sort=Colour', 'Invalid sort property: Colour'],
    ['group=Ugly', 'Invalid custom group key: Ugly'],
    ['select=Custom', 'Cannot set empty rounds list'],
    ['rounds=1;2', 'round ids separated by commas'],
    ['stats=bogus', 'Unknown stat: bogus'],
  ];
  for (const [search, message] of cases) {
    for (const child of ['my-rounds', 'view-shots']) {
      const response = await workers.fetch(`/player/${owner.username}/${child}?${search}`, {
        headers: { Cookie: ownerCookie },
      });
      expect(response.status, `${child}?${search}`).toBe(200);
      expect(await response.text(), `${child}?${search}`).toContain(message);
    }
  }
});

test('an unfinished round is left out by default, and marked when included (issue 29)', async () => {
  const { db } = workers;
  const player = await createPlayer(db, { firstName: 'Half', lastName: 'Way' });
  const cookie = await sessionCookieFor(db, player.id);
  const course = await createCourse(db, { name: 'Gamma Dunes' });
  const finished: Array<number> = [];
  for (const day of [1, 2, 3, 4, 5, 6, 7]) {
    finished.push(
      (
        await createRound(db, {
          accountId: player.id,
          courseId: course.id,
          playedOn: `2026-05-${String(20 - day).padStart(2, '0')}`,
          holes: B,
        })
      ).id,
    );
  }
  // The newest round: 2 of 9 holes, still in progress, in one putt each and one under.
  const open = (
    await createRound(db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: '2026-05-25',
      holeCount: 9,
      inProgress: true,
      holes: [hole(4, 3, 1), hole(4, 4, 1)],
    })
  ).id;
  const context = { db: await roundShardOf(db, player.id) } as unknown as AppLoadContext;
  const loadFor = (search: string) =>
    loadMyRounds(context, player.id, parseMyRoundsQuery(new URLSearchParams(search), 'Course'), TODAY);

  // Last 6 Rounds: the six newest finished rounds.
  const byDefault = await loadFor('');
  expect(byDefault.selectedIds).toEqual(finished.slice(0, 6));
  for (const select of ['Past 30 Days', 'Past 12 Months', 'Past 2 Years', 'Current Season']) {
    expect((await loadFor(`select=${select}`)).selectedIds, select).not.toContain(open);
  }
  // Named in a Custom selection, it is left out and the page says why.
  const custom = await loadFor(`select=Custom&rounds=${open},${finished[0]}`);
  expect(custom.selectedIds).toEqual([finished[0]]);
  expect(custom.errors).toEqual([
    `Round ${open} is unfinished and left out: choose Include unfinished rounds to see it.`,
  ]);

  // Included: in Last 6 Rounds, but never in a per-round average.
  const included = await loadFor('unfinished=include');
  expect(included.query.unfinished).toBe(true);
  expect(included.selectedIds).toEqual([open, ...finished.slice(0, 5)]);
  const rounds = included.history.filter((r) => included.selectedIds.includes(r.id));
  const bar = groupBar(rounds);
  // Five finished rounds of 6 putts and E; the unfinished one's 2 putts and −1 count nowhere.
  expect(bar.text).toMatchObject({ putts: '6.0', avgScoreVsPar: 'E' });
  const grouped = groupScorecard(rounds, 'Course');
  if (grouped.mode !== 'groups') throw new Error('expected plain groups');
  expect(grouped.groups[0]?.averageScore).toBe(12);

  // The page: left out by default, marked when included (the scorecard and the round list's data).
  const page = (search: string) =>
    workers.fetch(`/player/${player.username}/my-rounds${search}`, { headers: { Cookie: cookie } });
  const plain = await (await page('')).text();
  expect(plain).not.toContain('Unfinished · 2 of 9 holes');
  expect(plain).not.toContain(`data-round="${open}"`);
  const marked = await (await page('?unfinished=include')).text();
  expect(marked).toContain(`data-round="${open}"`);
  expect(marked).toContain('Unfinished · 2 of 9 holes');
  expect(marked).toContain('Last 6 Rounds · 6 rounds · unfinished included');
  // Without scripts the choice is a form kept in the address.
  expect(plain).toMatch(/<input[^>]*name="unfinished" value="include"/);

  // The map rounds: left out and named unless included, then marked.
  const map = async (search: string) =>
    (await (
      await workers.fetch(
        `/api/v1/players/${player.username}/map-rounds?roundIds=${open},${finished[0]}&feature=my-rounds${search}`,
        { headers: { Cookie: cookie } },
      )
    ).json()) as {
      rounds: Array<{ golfRoundId: number; unfinished: string | null }>;
      unfinished: Array<number>;
    };
  const without = await map('');
  expect(without.unfinished).toEqual([open]);
  expect(without.rounds.map((r) => r.golfRoundId)).toEqual([finished[0]]);
  const withIt = await map('&unfinished=include');
  expect(withIt.unfinished).toEqual([]);
  expect(withIt.rounds.map((r) => [r.golfRoundId, r.unfinished])).toEqual([
    [open, 'Unfinished · 2 of 9 holes'],
    [finished[0], null],
  ]);
  const bad = await workers.fetch(
    `/api/v1/players/${player.username}/map-rounds?roundIds=${open}&feature=my-rounds&unfinished=yes`,
    { headers: { Cookie: cookie } },
  );
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain('unfinished: expected include or exclude');
});

/** The player's round shard (decision 119): loadMyRounds reads the rounds there. */
async function roundShardOf(dir: Db, accountId: number): Promise<Db> {
  const [row] = await playerShardQuery(dir, accountId);
  return shardsOf(dir).ofPlayer(row?.shard);
}
