// Discovery on the search page's players tab (issue 33 §1–§2, decision 093) against the built Worker
// and a real D1: the per-player row kept by the write paths, expected result sets for filter
// combinations and sorts, paging, hidden figures, and filters that cannot be searched.
import { eq } from 'drizzle-orm';
import { decode } from 'turbo-stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FEATURE_IDS } from '../../app/domain/access/features';
import { parseDiscoveryParams } from '../../app/domain/search/discovery-params';
import { DISCOVERY_ROW_VERSION } from '../../app/domain/search/discovery-summary';
import { setPublicSite } from '../../db/queries/dashboard';
import { DISCOVERY_COUNT_CAP, discoverPlayers, rebuildDiscoveryRows } from '../../db/queries/discovery';
import { accountExtraInfo, accounts } from '../../db/schema/accounts';
import { derivedRebuilds } from '../../db/schema/maintenance';
import { playerDiscovery } from '../../db/schema/player-discovery';
import { STATS_BACKFILL_CRON } from '../../workers/crons';
import {
  apiTokenFor,
  createCourse,
  createOrganization,
  createPlayer,
  createRound,
  createSwingVideo,
  daysFromToday,
  setFeatureSetting,
  setPlayerSchool,
} from '../helpers/factories';
import { exampleCourse, exampleRound } from '../helpers/ingest';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let org: { short: string };
const ids: Record<string, number> = {};

type PlayerSpec = {
  key: string;
  first: string;
  gender: 'M' | 'F';
  hometown: string;
  classOf: number;
  scores: Array<number>;
  handicap?: number;
};

// One organization holds these players: every search below is narrowed to it, so other tests'
// players never show.
const PLAYERS: Array<PlayerSpec> = [
  {
    key: 'ana',
    first: 'Ana',
    gender: 'F',
    hometown: 'Austin, TX',
    classOf: 2027,
    scores: [72, 74, 76],
    handicap: 1.5,
  },
  { key: 'bea', first: 'Bea', gender: 'F', hometown: 'Dallas, TX', classOf: 2027, scores: [78, 80] },
  { key: 'cal', first: 'Cal', gender: 'M', hometown: 'Waco, TX', classOf: 2027, scores: [70] },
  { key: 'dee', first: 'Dee', gender: 'F', hometown: 'Fresno, CA', classOf: 2027, scores: [73] },
  {
    key: 'eve',
    first: 'Eve',
    gender: 'F',
    hometown: 'Tyler, TX',
    classOf: 2028,
    scores: [71],
    handicap: -0.8,
  },
  // Hides her statistics: she is listed, without figures.
  { key: 'fay', first: 'Fay', gender: 'F', hometown: 'Plano, TX', classOf: 2027, scores: [69, 69] },
  // Private: not listed at all.
  { key: 'gia', first: 'Gia', gender: 'F', hometown: 'Frisco, TX', classOf: 2027, scores: [70] },
  // No rounds.
  { key: 'hal', first: 'Hal', gender: 'M', hometown: 'Boise, ID', classOf: 2029, scores: [] },
];

beforeAll(async () => {
  workers = await startTestWorkers();
  const course = await createCourse(workers.db);
  for (const spec of PLAYERS) {
    const player = await createPlayer(workers.db, {
      firstName: spec.first,
      lastName: 'Discovery',
      gender: spec.gender,
    });
    ids[spec.key] = player.id;
    await setPlayerSchool(workers.db, player.id, {
      highSchool: 'Discovery High School',
      highSchoolEndDate: `${spec.classOf}-05-31`,
      hometown: spec.hometown,
    });
    if (spec.handicap !== undefined) {
      await workers.db
        .update(accountExtraInfo)
        .set({ handicapIndex: spec.handicap })
        .where(eq(accountExtraInfo.accountId, player.id));
    }
    for (const [i, score] of spec.scores.entries()) {
      await createRound(workers.db, {
        accountId: player.id,
        courseId: course.id,
        playedOn: daysFromToday(-10 - i * 7),
        score,
      });
    }
  }
  await createSwingVideo(workers.db, { accountId: ids.dee ?? 0 });
  await setFeatureSetting(workers.db, ids.fay ?? 0, FEATURE_IDS.stats, {
    isPublic: false,
    isPhoneVerified: null,
  });
  await setPublicSite(workers.db, workers.shards, ids.gia ?? 0, false);
  org = await createOrganization(workers.db, {
    rosters: [{ name: 'Varsity', members: Object.values(ids) }],
  });
});
afterAll(async () => {
  await workers?.dispose();
});

async function page(search: string, status = 200): Promise<string> {
  const response = await workers.fetch(`/golf/search?type=account&org=${org.short}&${search}`);
  expect(response.status).toBe(status);
  return response.text();
}

/** The first names on the result cards (phones' view), in order. */
async function names(search: string): Promise<Array<string>> {
  const html = await page(search);
  const cards = html.split('<ul class="discovery-cards"')[1]?.split('</ul>')[0] ?? '';
  return [...cards.matchAll(/<h2 class="discovery-card__name"><a [^>]*>([A-Za-z]+) Discovery<\/a>/g)].map(
    (m) => m[1] ?? '',
  );
}

test('a coach filters class of 2027 women in Texas with a scoring average of 75 or better', async () => {
  expect(await names('gradMin=2027&gradMax=2027&gender=F&state=TX&avgMax=75')).toEqual(['Ana']);
  // Without the average: Fay, whose statistics are hidden, is listed last, without figures.
  expect(await names('gradMin=2027&gradMax=2027&gender=F&state=TX')).toEqual(['Ana', 'Bea', 'Fay']);
});

test('filters by region, handicap, minimum rounds, video and class range', async () => {
  expect(await names('region=West')).toEqual(['Dee', 'Hal']);
  expect(await names('hcpMax=0')).toEqual(['Eve']);
  expect(await names('hcpMin=-1&hcpMax=2&sort=handicap')).toEqual(['Eve', 'Ana']);
  expect(await names('minRounds=2')).toEqual(['Ana', 'Bea']);
  expect(await names('minRounds=2&sort=avg&dir=desc')).toEqual(['Bea', 'Ana']);
  expect(await names('video=1')).toEqual(['Dee']);
  expect(await names('gradMin=2028&sort=grad&dir=desc')).toEqual(['Hal', 'Eve']);
  expect(await names('country=US&gender=M&sort=name')).toEqual(['Cal', 'Hal']);
});

test('sorts by the scoring average either way, the players without one last', async () => {
  expect(await names('sort=avg')).toEqual(['Cal', 'Eve', 'Dee', 'Ana', 'Bea', 'Fay', 'Hal']);
  expect(await names('sort=avg&dir=desc')).toEqual(['Bea', 'Ana', 'Dee', 'Eve', 'Cal', 'Fay', 'Hal']);
  // Equal figures keep the order's direction by account (the players were created Cal, Dee, Eve).
  expect(await names('sort=rounds&period=last10')).toEqual(['Ana', 'Bea', 'Eve', 'Dee', 'Cal', 'Fay', 'Hal']);
});

test('a private player is in no discovery result', async () => {
  const html = await page('sort=name');
  expect(html).not.toContain('Gia Discovery');
  const rows = await workers.db
    .select()
    .from(playerDiscovery)
    .where(eq(playerDiscovery.accountId, ids.gia ?? 0));
  expect(rows).toEqual([]);
});

test('hidden statistics never reach the page or its data, and a filter on them skips the player', async () => {
  const row = (
    await workers.db
      .select()
      .from(playerDiscovery)
      .where(eq(playerDiscovery.accountId, ids.fay ?? 0))
  )[0];
  expect(row).toMatchObject({
    avg12m: null,
    avgLast10: null,
    rounds12m: null,
    sgTotal: null,
    gradYear: 2027,
  });
  const html = await page('sort=avg');
  expect(html).toContain('Fay Discovery');
  // Her only figure would be 69.0 (two rounds of 69); nobody else has it.
  expect(html).not.toContain('69.0');
  const response = await workers.fetch(`/golf/search.data?type=account&org=${org.short}&sort=avg`);
  const decoded = await decode(response.body ?? new ReadableStream());
  await decoded.done;
  const data = (
    decoded.value as Record<string, { data: { discovery: { results: Array<Record<string, unknown>> } } }>
  )['routes/golf.search']?.data;
  const fay = data?.discovery.results.find((player) => player.fullName === 'Fay Discovery');
  expect(fay).toMatchObject({ average: null, rounds: null, sgTotal: null, sgPutting: null, handicap: null });
  expect(JSON.stringify(data)).not.toContain('69');
  expect(await names('avgMax=69.5')).toEqual([]);
  // Showing the statistics again brings her figures back.
  await setFeatureSetting(workers.db, ids.fay ?? 0, FEATURE_IDS.stats, {
    isPublic: true,
    isPhoneVerified: null,
  });
  expect(await names('avgMax=69.5')).toEqual(['Fay']);
  await setFeatureSetting(workers.db, ids.fay ?? 0, FEATURE_IDS.stats, {
    isPublic: false,
    isPhoneVerified: null,
  });
  expect(await names('avgMax=69.5')).toEqual([]);
});

test('pages keep the filters and the order; the players without the figure follow on later pages', async () => {
  const filters = parseDiscoveryParams(new URLSearchParams(`org=${org.short}&sort=avg`)).filters;
  const today = daysFromToday(0);
  const pages = await Promise.all(
    [1, 2, 3, 4].map((p) => discoverPlayers(workers.db, { filters, page: p, pageSize: 2, today })),
  );
  expect(pages.map((p) => p.total)).toEqual([7, 7, 7, 7]);
  expect(pages.map((p) => p.items.map((i) => i.firstName))).toEqual([
    ['Cal', 'Eve'],
    ['Dee', 'Ana'],
    ['Bea', 'Fay'],
    ['Hal'],
  ]);
  const html = await page('sort=avg&page=1');
  expect(html).toContain('Results: <span class="tabular-nums">7</span>');
});

test('past the count cap the page says "1000+" and pages through the first thousand', async () => {
  const big = await createOrganization(workers.db, { name: 'Discovery Cap Club' });
  const organizationId = (
    await workers.d1
      .prepare('SELECT id FROM organizations WHERE short = ?')
      .bind(big.short)
      .first<{ id: number }>()
  )?.id;
  const count = DISCOVERY_COUNT_CAP + 10;
  const first = 9_000_000;
  const counter = `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})`;
  await workers.d1.batch([
    workers.d1.prepare(
      `${counter} INSERT INTO accounts (id, guid, username, first_name, last_name, gender) SELECT ${first} + i, 'cap-' || i, 'cap-player-' || i, 'Cap', 'Player' || printf('%04d', i), 'F' FROM n`,
    ),
    workers.d1
      .prepare(
        `${counter} INSERT INTO player_discovery (account_id, sort_name, grad_year, gender, organization_id, has_video, has_resume) SELECT ${first} + i, 'player' || printf('%04d', i) || ' cap', CASE WHEN i < 10 THEN 2027 ELSE 2028 END, 'F', ?, 0, 0 FROM n`,
      )
      .bind(organizationId),
  ]);
  try {
    const search = `/golf/search?type=account&org=${big.short}&sort=name`;
    const firstPage = await (await workers.fetch(search)).text();
    expect(firstPage).toContain(`Results: <span class="tabular-nums">${DISCOVERY_COUNT_CAP}</span>+ `);
    expect(firstPage).toContain(`the first ${DISCOVERY_COUNT_CAP} are shown: add a filter to narrow them`);
    const lastPage = Math.ceil(DISCOVERY_COUNT_CAP / 24);
    const beyond = await workers.fetch(`${search}&page=${lastPage + 1}`, { redirect: 'manual' });
    expect(beyond.status).toBe(302);
    expect(beyond.headers.get('Location')).toContain(`page=${lastPage}`);
    const last = await (await workers.fetch(`${search}&page=${lastPage}`)).text();
    const cards = last.split('<ul class="discovery-cards"')[1]?.split('</ul>')[0] ?? '';
    const shown = [...cards.matchAll(/Cap Player(\d{4})/g)].map((m) => Number(m[1]));
    expect(shown).toHaveLength(DISCOVERY_COUNT_CAP - (lastPage - 1) * 24);
    expect(shown.at(-1)).toBe(DISCOVERY_COUNT_CAP - 1);
    // A narrower search is counted exactly again.
    const narrow = await (await workers.fetch(`${search}&gradMax=2027`)).text();
    expect(narrow).toContain('Results: <span class="tabular-nums">10</span>');
    expect(narrow).not.toContain('search-results__more');
  } finally {
    await workers.d1.batch([
      workers.d1.prepare('DELETE FROM player_discovery WHERE account_id >= ?').bind(first),
      workers.d1.prepare('DELETE FROM accounts WHERE id >= ?').bind(first),
    ]);
  }
});

test('the row follows a round written through the ingest API', async () => {
  const player = await createPlayer(workers.db, { firstName: 'Ivy', lastName: 'Discovery', gender: 'F' });
  const token = await apiTokenFor(workers.db, player.id);
  const post = (path: string, body: unknown) =>
    workers.fetch(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const before = await workers.db
    .select()
    .from(playerDiscovery)
    .where(eq(playerDiscovery.accountId, player.id));
  expect(before[0]).toMatchObject({ rounds12m: null, avg12m: null });
  expect((await post('/api/v1/courses', exampleCourse('c-discovery'))).status).toBe(201);
  const startedAt = `${daysFromToday(-3)}T08:40:00`;
  const response = await post(
    '/api/v1/rounds',
    exampleRound({ clientRoundId: 'r-discovery', clientCourseId: 'c-discovery', startedAt }),
  );
  expect(response.status).toBe(201);
  const after = (
    await workers.db.select().from(playerDiscovery).where(eq(playerDiscovery.accountId, player.id))
  )[0];
  expect(after?.rounds12m).toBe(1);
  expect(after?.latestRound).toBe(startedAt.slice(0, 10));
  expect(after?.avg12m).toBeGreaterThan(60);
  // The example round is played shot by shot: it has strokes gained.
  expect(after?.sgTotal).not.toBeNull();
});

test('unknown values are ignored with a note; a reversed or out-of-bounds range is a message', async () => {
  const noted = await page('gender=X&state=TX&gradMin=2027&gradMax=2027');
  expect(noted).toContain('Unknown gender &quot;X&quot; was ignored.');
  const reversed = await page('gradMin=2029&gradMax=2027', 400);
  expect(reversed).toContain('These filters cannot be searched');
  expect(reversed).toContain('Class year: the first value (2029) is above the second (2027).');
  const outOfBounds = await page('avgMax=999', 400);
  expect(outOfBounds).toContain('Scoring average (to) must be between 50 and 200.');
});

test('the name search without filters answers as before', async () => {
  const response = await workers.fetch('/golf/search?q=ana%20discovery&type=account');
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(html).toContain('Results: <span class="tabular-nums">1</span>');
  expect(html).toContain('class="result-card__name">Ana Discovery<');
  expect(html).not.toContain('discovery-cards');
});

test('a database whose rows predate the table or the rules gets them back from the scheduled run', async () => {
  const all = () => workers.db.select().from(playerDiscovery).orderBy(playerDiscovery.accountId);
  const built = await all();
  expect(built.length).toBeGreaterThan(5);
  // As a database that had players before migration 0019: no rows, no rebuild on record.
  await workers.db.delete(playerDiscovery);
  await workers.db.delete(derivedRebuilds);
  expect(await names('gender=F')).toEqual([]);
  await workers.scheduled(new Date('2026-10-02T03:20:00Z'), STATS_BACKFILL_CRON);
  expect(await all()).toEqual(built);
  expect(await names('gradMin=2027&gradMax=2027&gender=F&state=TX&avgMax=75')).toEqual(['Ana']);
  // Done: the next run reads the state and nothing else.
  expect(await rebuildDiscoveryRows(workers.db, workers.shards, 100)).toBe(0);

  // Rules of an older version: the rebuild walks the accounts a few at a time, from where it stopped.
  await workers.db
    .update(derivedRebuilds)
    .set({ version: DISCOVERY_ROW_VERSION - 1 })
    .where(eq(derivedRebuilds.name, 'player_discovery'));
  await workers.db.delete(playerDiscovery);
  const accountIds = (await workers.db.select({ id: accounts.id }).from(accounts).orderBy(accounts.id)).map(
    (row) => row.id,
  );
  expect(await rebuildDiscoveryRows(workers.db, workers.shards, 3)).toBe(3);
  // The scheduled run keeps the Handicap Index records' rebuild beside it (decision 102).
  const discoveryRebuild = () =>
    workers.db.select().from(derivedRebuilds).where(eq(derivedRebuilds.name, 'player_discovery'));
  expect(await discoveryRebuild()).toEqual([
    {
      name: 'player_discovery',
      version: DISCOVERY_ROW_VERSION,
      afterAccountId: accountIds[2],
      finished: false,
    },
  ]);
  let runs = 1;
  while ((await rebuildDiscoveryRows(workers.db, workers.shards, 3)) > 0) runs += 1;
  expect(runs).toBe(Math.ceil(accountIds.length / 3));
  expect(await all()).toEqual(built);
  expect((await discoveryRebuild())[0]?.finished).toBe(true);
});
