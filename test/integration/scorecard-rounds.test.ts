// Scorecard rounds (issue 34 §1, decision 101) against the built Worker and D1: a card's columns in,
// the stats they decide read back from the API and the pages, "not recorded" where a card says
// nothing; partial shot lists kept as sent with the hole's true score; bad cards refused by field.
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectedStrokes } from '../../app/domain/stats/strokes-gained';
import { roundHoles, rounds, shots } from '../../db/schema/rounds';
import { PAR_72, sessionCookieFor } from '../helpers/factories';
import { apiClient, exampleCourse, mixedRound, scorecardRound } from '../helpers/ingest';
import { pdfText } from '../helpers/pdf-text';
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
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function playerWithCourse(clientCourseId: string) {
  const player = await signedIn();
  expect((await post('/api/v1/courses', player.token, exampleCourse(clientCourseId))).status).toBe(201);
  return player;
}

async function created(response: Response): Promise<number> {
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { roundId: number }).roundId;
}

type Stat = { name: string; performance: { successes: number; opportunities: number; formatted: string } };

async function performance(username: string, token: string, holes: 9 | 18): Promise<Map<string, Stat>> {
  const response = await workers.fetch(
    `/api/v1/players/${username}/performance?s1.name=Cards&s1.holes=${holes}&s1.from=2026-01-01&s1.to=2026-12-31`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(response.status).toBe(200);
  const { selections } = (await response.json()) as {
    selections: Array<{ performanceData: { stats: Array<Stat> } }>;
  };
  return new Map((selections[0]?.performanceData.stats ?? []).map((s) => [s.name, s]));
}

test('a nine-hole scorecard with every fairway hit reads back its driving accuracy, greens and saves', async () => {
  const player = await playerWithCourse('c-card-9');
  const body = scorecardRound('card-9', 'c-card-9', 9);
  body.holes = body.holes.map((hole, i) => ({ ...hole, fairway: (PAR_72[i] ?? 4) >= 4 ? 'hit' : 'n.a.' }));
  const roundId = await created(await post('/api/v1/rounds', player.token, body));

  const [round] = await (await playerRoundsDb(workers.db, player.id))
    .select()
    .from(rounds)
    .where(eq(rounds.id, roundId));
  expect(round).toMatchObject({ holeCount: 9, par: 36, score: 39 });
  const holes = await (await playerRoundsDb(workers.db, player.id))
    .select()
    .from(roundHoles)
    .where(eq(roundHoles.roundId, roundId))
    .orderBy(asc(roundHoles.holeNumber));
  expect(holes.map((h) => h.score)).toEqual([4, 4, 4, 5, 4, 5, 3, 4, 6]);
  expect(holes[0]).toMatchObject({ putts: 2, cardFairway: 'hit', fairwayHit: true, shotsIncomplete: false });
  expect(holes[2]).toMatchObject({
    cardFairway: 'n.a.',
    fairwayHit: null,
    cardSandShots: 1,
    hasSandShot: true,
  });

  // Par 4s and 5s of the first nine: 7 fairways, all hit; greens 6 of 9 (every third hole chipped);
  // up and down 0 of the 3 missed greens (bogeys); 2 bunker holes, no save (out and two putts).
  const stats = await performance(player.username, player.token, 9);
  expect(stats.get('Fairway Hit')?.performance).toMatchObject({ successes: 7, opportunities: 7 });
  expect(stats.get('Fairway Miss Left')?.performance).toMatchObject({ successes: 0, opportunities: 7 });
  expect(stats.get('Green in Regulation')?.performance).toMatchObject({ successes: 6, opportunities: 9 });
  expect(stats.get('Up and Down')?.performance).toMatchObject({ successes: 0, opportunities: 3 });
  expect(stats.get('Sand Shots')?.performance).toMatchObject({ successes: 2, opportunities: 9 });
  expect(stats.get('Sand Save')?.performance).toMatchObject({ successes: 0, opportunities: 2 });
  expect(stats.get('One Putt')?.performance).toMatchObject({ successes: 0, opportunities: 9 });
  // What needs shots is not recorded on a card: no chance, never 0 of something.
  expect(stats.get('First Putt Within 5%')?.performance.opportunities).toBe(0);
  expect(stats.get('Approach Within 5%')?.performance.opportunities).toBe(0);
});

test('a putts-only hole and a hole with a shot missing are kept as sent with their true score, marked incomplete', async () => {
  const player = await playerWithCourse('c-mixed');
  const roundId = await created(await post('/api/v1/rounds', player.token, mixedRound('mixed-1', 'c-mixed')));
  const [round] = await (await playerRoundsDb(workers.db, player.id))
    .select()
    .from(rounds)
    .where(eq(rounds.id, roundId));
  expect(round).toMatchObject({ holeCount: 18, par: 72, score: 78 });
  const holes = await (await playerRoundsDb(workers.db, player.id))
    .select()
    .from(roundHoles)
    .where(eq(roundHoles.roundId, roundId))
    .orderBy(asc(roundHoles.holeNumber));
  const stored = await (await playerRoundsDb(workers.db, player.id))
    .select()
    .from(shots)
    .where(eq(shots.roundId, roundId))
    .orderBy(asc(shots.holeNumber), asc(shots.shotNumber));
  const of = (hole: number) => stored.filter((s) => s.holeNumber === hole);

  // Hole 10 (par 4): only its two putts, numbered 3 and 4 as sent; the score is the card's 4.
  expect(holes[9]).toMatchObject({
    score: 4,
    putts: 2,
    shotsIncomplete: true,
    sgPutting: null,
    madePar: true,
  });
  expect(of(10).map((s) => [s.shotNumber, s.type, s.strokesGained])).toEqual([
    [3, 'Putt', null],
    [4, 'Putt', null],
  ]);
  // Hole 11 (par 3): its second shot (a putt) missing; the score is 3, not the 2 shots sent, and the
  // putts are not recorded (the gap may be a putt), never 1.
  expect(holes[10]).toMatchObject({
    score: 3,
    putts: null,
    shotsIncomplete: true,
    sgOffTheTee: null,
    sgApproach: null,
    madeGreenInRegulation: null,
  });
  expect(of(11).map((s) => s.shotNumber)).toEqual([1, 3]);
  // Holes 1–9 shot by shot: whole, with strokes gained adding up to the tee's expectation less the score.
  for (let hole = 1; hole <= 9; hole++) {
    const row = holes[hole - 1];
    expect(row?.shotsIncomplete).toBe(false);
    const first = of(hole)[0];
    const sum = of(hole).reduce((total, s) => total + (s.strokesGained ?? Number.NaN), 0);
    expect(sum).toBeCloseTo(expectedStrokes('tee', first?.startDistanceYards ?? 0) - (row?.score ?? 0), 3);
  }
  // Holes 12–18 as a scorecard: no shots, flags from the card.
  expect(of(12)).toHaveLength(0);
  expect(holes[11]).toMatchObject({ cardFairway: 'right', fairwayHit: false, fairwayMissedRight: true });
});

test('a mixed round reads back hole by hole from the hole-stats API', async () => {
  const player = await playerWithCourse('c-mixed-api');
  const roundId = await created(
    await post('/api/v1/rounds', player.token, mixedRound('mixed-api', 'c-mixed-api')),
  );
  const read = await workers.fetch(`/api/v1/players/${player.username}/hole-stats?roundIds=${roundId}`, {
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(read.status).toBe(200);
  const { rounds: answered } = (await read.json()) as {
    rounds: Array<{
      holes: Array<{
        holeNumber: number;
        score: number;
        putts: number | null;
        shotsIncomplete: boolean;
        flags: Record<string, boolean | null>;
        strokesGained: { shots: Array<unknown> } | null;
      }>;
    }>;
  };
  const holes = answered[0]?.holes ?? [];
  expect(holes).toHaveLength(18);
  const hole = (n: number) => holes.find((h) => h.holeNumber === n);
  expect(hole(1)?.strokesGained?.shots).toHaveLength(4);
  expect(hole(1)?.shotsIncomplete).toBe(false);
  expect(hole(10)).toMatchObject({ score: 4, putts: 2, shotsIncomplete: true, strokesGained: null });
  expect(hole(14)?.shotsIncomplete).toBe(false);
  expect(hole(10)?.flags).toMatchObject({
    madeGreenInRegulation: true,
    madeOnePutt: false,
    fairwayHit: null,
  });
  expect(hole(11)).toMatchObject({ score: 3, strokesGained: null });
  // Hole 14 (par 4, index 13): the card's fairway missed left, a green in regulation, two putts.
  expect(hole(14)?.flags).toMatchObject({
    fairwayHit: false,
    fairwayMissedLeft: true,
    madeGreenInRegulation: true,
  });
  expect(hole(14)?.strokesGained).toBeNull();

  // View Shots lists the partial holes' shots as sent, marked incomplete.
  const map = await workers.fetch(`/api/v1/players/${player.username}/map-rounds?roundIds=${roundId}`, {
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(map.status).toBe(200);
  const { rounds: mapped } = (await map.json()) as {
    rounds: Array<{
      holes: Array<{ roundHoleNumber: number; shotsIncomplete: boolean; shots: Array<unknown> }>;
    }>;
  };
  const mapHole = (n: number) => mapped[0]?.holes.find((h) => h.roundHoleNumber === n);
  expect([mapHole(1)?.shotsIncomplete, mapHole(1)?.shots.length]).toEqual([false, 4]);
  expect([mapHole(10)?.shotsIncomplete, mapHole(10)?.shots.length]).toEqual([true, 2]);
  expect([mapHole(14)?.shotsIncomplete, mapHole(14)?.shots.length]).toEqual([false, 0]);
});

test('a card that contradicts itself is refused with the path and a sentence, and nothing is stored', async () => {
  const player = await playerWithCourse('c-bad-card');
  const body = scorecardRound('bad-card', 'c-bad-card', 9);
  const at = (i: number) => {
    const hole = body.holes[i];
    if (!hole) throw new Error('no hole');
    return hole;
  };
  Object.assign(at(0), { score: 4, putts: 4 });
  Object.assign(at(1), { score: 3, sandShots: 3 });
  Object.assign(at(3), { fairway: 'middle' });
  const response = await post('/api/v1/rounds', player.token, body);
  expect(response.status).toBe(400);
  const { issues } = (await response.json()) as { issues: Array<{ path: string; message: string }> };
  expect(issues).toEqual([
    { path: 'holes[3].fairway', message: 'The fairway is one of hit, left, right, short, long or n.a.' },
  ]);
  Object.assign(at(3), { fairway: 'hit' });
  const again = await post('/api/v1/rounds', player.token, body);
  expect(again.status).toBe(400);
  expect(((await again.json()) as { issues: unknown }).issues).toEqual([
    { path: 'holes[0].putts', message: '4 putts do not fit in a score of 4: the tee shot is not a putt.' },
    {
      path: 'holes[1].sandShots',
      message: '3 sand shots do not fit in a score of 3: the tee shot is not played from sand.',
    },
  ]);
  // A green in regulation that the par contradicts: checked against the course's scorecard.
  Object.assign(at(0), { score: 6, putts: 1, greenInRegulation: true });
  Object.assign(at(1), { score: 4, sandShots: 0 });
  const par = await post('/api/v1/rounds', player.token, body);
  expect(par.status).toBe(400);
  expect(((await par.json()) as { issues: unknown }).issues).toEqual([
    {
      path: 'holes[0].greenInRegulation',
      message:
        'A green in regulation is reached in 2 strokes or fewer on a par 4, and a score of 6 with 1 putts took 5 to reach it.',
    },
  ]);
  const [row] = await (await playerRoundsDb(workers.db, player.id))
    .select({ n: count() })
    .from(rounds)
    .where(eq(rounds.accountId, player.id));
  expect(row?.n).toBe(0);
});

test("a scorecard-only player's dashboard, compare page and report show figures, and not recorded where due", async () => {
  const player = await playerWithCourse('c-card-pages');
  for (const [id, day] of [
    ['card-a', '2026-11-20'],
    ['card-b', '2026-11-22'],
  ] as const) {
    const body = { ...scorecardRound(id, 'c-card-pages'), startedAt: `${day}T09:00:00` };
    await created(await post('/api/v1/rounds', player.token, body));
  }
  const cookie = await sessionCookieFor(workers.db, player.id);

  // Both rounds are the same card: 14 fairways, 6 hit, 5 missed left, 3 right; greens 12 of 18.
  const dashboard = await workers.fetch('/dashboard', { headers: { Cookie: cookie } });
  expect(dashboard.status).toBe(200);
  const page = text(await dashboard.text());
  expect(page).toMatch(/Last Round 1 round · Skill Performance \d+%/);
  expect(page).toMatch(/Drive \d+%/);
  expect(page).toContain('Strokes gained needs rounds recorded shot by shot; these selections have none.');

  const compare = text(await (await workers.fetch(`/player/${player.username}/stats`)).text());
  expect(compare).toMatch(/43% 12\/28 fairways/);
  expect(compare).toContain('Needs the shots of each hole, and these rounds were not recorded shot by shot.');

  const report = text(
    await (
      await workers.fetch(
        `/reports/ppr?accountId=${player.id}&group=Recent+Performance&standardId=pga-tour&holeCount=18`,
      )
    ).text(),
  );
  // Every category has a figure, Drive from the cards' fairways (a shot-less factory round has '–').
  expect(report).toMatch(/Last Round 1 \d+% \d+% \d+% \d+% \d+% \d+%/);
  // The stats report (PDF): fairways counted from the cards, what needs shots listed without a value.
  const pdf = await pdfText(
    await workers.fetch(`/reports/public-player-stats-report.pdf?accountId=${player.id}`),
  );
  expect(pdf).toMatch(/Fairway Hit\s+43%\s+12\/28 fairways/);
  expect(pdf).toContain('STATS WITHOUT A VALUE');
  expect(pdf).toContain('Needs the shots of each hole');

  // The export: each round's fairways and greens from its card, no strokes gained (empty, never 0).
  const csv = await workers.fetch(`/api/v1/players/${player.username}/export.csv`, {
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(csv.status).toBe(200);
  const [header, ...lines] = (await csv.text()).trim().split(/\r?\n/);
  const columns = (header ?? '').split(',');
  const first = (lines[0] ?? '').split(',');
  const value = (name: string) => first[columns.indexOf(name)];
  expect(lines).toHaveLength(2);
  expect([
    value('Score'),
    value('Fairways Hit'),
    value('Fairway Chances'),
    value('Greens in Regulation'),
  ]).toEqual(['78', '6', '14', '12']);
  expect(value('SG Total')).toBe('');

  // The hole rows keep the card as sent.
  const [fourth] = await (await playerRoundsDb(workers.db, player.id))
    .select()
    .from(roundHoles)
    .innerJoin(rounds, eq(rounds.id, roundHoles.roundId))
    .where(and(eq(rounds.accountId, player.id), eq(roundHoles.holeNumber, 2)))
    .limit(1);
  expect(fourth?.round_holes).toMatchObject({ cardFairway: 'left', fairwayMissedLeft: true });
});
