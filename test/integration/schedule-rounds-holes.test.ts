// spec 3 §3 / §4: the schedule's My Results over a Rounds period (Last N Rounds) and a hole count
// (9 / 18 / Both), against the built Worker and D1. The page's figures equal the domain's read of the
// same rows (resultsScope, resultsLists, historicalMetrics).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { roundsOption } from '../../app/domain/calendar/range-options';
import { historicalMetrics, resultsLists, resultsScope } from '../../app/domain/schedule/results';
import type { HoleCount } from '../../app/domain/schedule/schedule-filter';
import {
  createCourse,
  createEntry,
  createPlayer,
  createRound,
  createTournament,
  daysFromToday,
  holesForScore,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let username = '';
let accountId = 0;

type Event = { name: string; daysAgo: number; scores: Array<number>; holes: 9 | 18 };

// Newest first: two 9-hole events among 18-hole ones.
const EVENTS: Array<Event> = [
  { name: 'Nine Sprint', daysAgo: 10, scores: [37, 39], holes: 9 },
  { name: 'Autumn Open', daysAgo: 30, scores: [71, 73], holes: 18 },
  { name: 'Nine Dash', daysAgo: 50, scores: [36], holes: 9 },
  { name: 'Summer Classic', daysAgo: 80, scores: [75, 70, 72], holes: 18 },
  { name: 'Spring Cup', daysAgo: 200, scores: [78], holes: 18 },
  { name: 'Winter Invitational', daysAgo: 400, scores: [69, 74], holes: 18 },
];

/** The rows the page reads, as the domain sees them. */
const entries: Array<Parameters<typeof historicalMetrics>[0][number]> = [];
const rounds: Array<Parameters<typeof historicalMetrics>[1][number]> = [];

function nineHoles(score: number) {
  return holesForScore(score + 36).slice(0, 9);
}

beforeAll(async () => {
  workers = await startTestWorkers();
  const player = await createPlayer(workers.db, { firstName: 'Hal', lastName: 'Holes' });
  username = player.username;
  accountId = player.id;
  const course = await createCourse(workers.db, { name: 'Count Links' });
  for (const event of EVENTS) {
    const startDate = daysFromToday(-event.daysAgo);
    const endDate = daysFromToday(-event.daysAgo + event.scores.length - 1);
    const tournament = await createTournament(workers.db, {
      name: event.name,
      courseId: course.id,
      startDate,
      endDate,
      numberOfRounds: event.scores.length,
      eventTypeId: 3,
    });
    await createEntry(workers.db, { tournamentId: tournament.id, accountId: player.id });
    entries.push({
      accountId: player.id,
      tournamentId: tournament.id,
      eventTypeId: 3,
      localeTypeId: 1,
      statusId: null,
      isFeatured: false,
      startDate,
      endDate,
    });
    for (const [index, score] of event.scores.entries()) {
      const playedOn = daysFromToday(-event.daysAgo + index);
      const holes = event.holes === 9 ? nineHoles(score) : holesForScore(score);
      const round = await createRound(workers.db, {
        accountId: player.id,
        courseId: course.id,
        tournamentId: tournament.id,
        roundNumber: index + 1,
        playedOn,
        holes,
      });
      const par = holes.reduce((sum, h) => sum + h.par, 0);
      const total = holes.reduce((sum, h) => sum + (h.score ?? 0), 0);
      expect(total).toBe(score);
      rounds.push({
        id: round.id,
        accountId: player.id,
        tournamentId: tournament.id,
        playedOn,
        roundNumber: index + 1,
        score,
        par,
        inProgress: false,
        holesPlayed: event.holes,
        holeCount: event.holes,
      });
    }
  }
}, 60_000);
afterAll(async () => {
  await workers?.dispose();
});

function text(page: string): string {
  return page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function page(query: string): Promise<{ html: string; plain: string }> {
  const response = await workers.fetch(`/player/${username}/schedule/1?${query}`);
  expect(response.status, query).toBe(200);
  const html = await response.text();
  return { html, plain: text(html) };
}

/** The domain's answer for the same rows: the listed rounds' names, the events and the metrics. */
function expected(count: number, holes: HoleCount) {
  const historical = [...entries].sort((a, b) => b.startDate.localeCompare(a.startDate));
  const settings = { view: 'score' as const, timeframe: roundsOption(count), holes, threshold: 0 };
  const scope = resultsScope(settings.timeframe, holes, historical, rounds);
  const lists = resultsLists(historical, rounds, settings, scope);
  const metrics = historicalMetrics(historical, rounds, scope, holes, daysFromToday(0));
  const nameOf = (tournamentId: number | null) =>
    EVENTS[entries.findIndex((e) => e.tournamentId === tournamentId)]?.name ?? '';
  return {
    rounds: lists.rounds.map((r) => `${nameOf(r.tournamentId)} · Round ${r.roundNumber}`),
    events: lists.events.map((e) => nameOf(e.tournamentId)),
    metrics,
  };
}

function metricsText(metrics: ReturnType<typeof expected>['metrics']): Array<string> {
  return [
    `Tournaments ${metrics.tournamentCount}`,
    ...metrics.best.map((b) => `Best ${b.rounds}-round score ${b.score}`),
  ];
}

describe('Last N Rounds', () => {
  test('Last 3 Rounds of 18 holes: the 3 most recent 18-hole event rounds and their events', async () => {
    const { html, plain } = await page('view=score&range=last-3-rounds&holes=18&threshold=0');
    const want = expected(3, 18);
    // Autumn Open's two rounds and Summer Classic's last (the 9-hole events are not 18 holes).
    expect(want.rounds.sort()).toEqual(
      ['Autumn Open · Round 1', 'Autumn Open · Round 2', 'Summer Classic · Round 3'].sort(),
    );
    for (const name of want.rounds) expect(plain).toContain(name);
    expect(plain).not.toContain('Summer Classic · Round 2');
    expect(plain).not.toContain('Nine Sprint · Round 1');
    expect(want.events).toEqual(['Autumn Open', 'Summer Classic']);
    for (const line of metricsText(want.metrics)) expect(plain).toContain(line);
    expect(want.metrics.tournamentCount).toBe(2);
    // The selector shows the period; the hole count is checked.
    expect(plain).toMatch(/Timeframe ?: Last 3 Rounds/);
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="18"/);
  });

  test('Last 10 Rounds of Both: every hole count; the figures equal the domain read', async () => {
    const { plain } = await page('view=score&range=last-10-rounds&holes=918&threshold=0');
    const want = expected(10, 918);
    expect(want.rounds).toHaveLength(10);
    // Best to par first, 8 shown before View More (spec 3 §9), in the domain's order.
    expect(plain).toContain('My Best Rounds 10');
    const shown = plain.slice(plain.indexOf('My Best Rounds'), plain.indexOf('View More'));
    const order = want.rounds.slice(0, 8).map((name) => shown.indexOf(name));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The eleventh most recent round (Winter Invitational's first) is out.
    expect(plain).not.toContain('Winter Invitational · Round 1');
    for (const line of metricsText(want.metrics)) expect(plain).toContain(line);
  });
});

describe('hole count', () => {
  test('9 holes: only the 9-hole events, rounds and metrics', async () => {
    const { plain } = await page('view=score&range=all&holes=9&threshold=0');
    expect(plain).toContain('Nine Sprint · Round 1');
    expect(plain).toContain('Nine Dash · Round 1');
    expect(plain).not.toContain('Autumn Open · Round 1');
    expect(plain).toContain('Tournaments 2');
    expect(plain).toContain('Best 1-round score 36');
    expect(plain).toContain('Best 2-round score 76');
  });

  test('18 holes: the 9-hole events leave the lists and the metrics', async () => {
    const { plain } = await page('view=score&range=all&holes=18&threshold=0');
    expect(plain).not.toContain('Nine Sprint');
    expect(plain).toContain('Tournaments 4');
    expect(plain).toContain('Best 1-round score 78');
    expect(plain).toContain('Best 2-round score 143');
    expect(plain).toContain('Best 3-round score 217');
  });

  test('Featured starts at Both and Score at 18 (spec 3 §4); the address keeps a choice', async () => {
    const featured = await page('view=featured');
    expect(featured.html).toMatch(/<input[^>]*checked=""[^>]*value="918"/);
    const score = await page('view=score');
    expect(score.html).toMatch(/<input[^>]*checked=""[^>]*value="18"/);
    const chosen = await page('view=score&holes=9');
    expect(chosen.html).toMatch(/<input[^>]*checked=""[^>]*value="9"/);
    expect(accountId).toBeGreaterThan(0);
  });

  test('a hole count or period out of range is a 400 naming the parameter', async () => {
    for (const [query, word] of [
      ['holes=27', 'holes'],
      ['range=last-0-rounds', 'range'],
      ['range=last-1000-rounds', 'range'],
    ]) {
      const response = await workers.fetch(`/player/${username}/schedule/1?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.text(), query).toContain(word);
    }
  });
});
