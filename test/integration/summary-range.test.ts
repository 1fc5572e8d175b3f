// spec 3 §2.4 / §3: the summary's Performance Trends over the range chosen with the date range
// selector (Last 24 Months by default, a typed Last N, a Rounds period), read in the page's batch and
// equal to the best-ten read model (/api/v1/players/{username}/best-ten) of the same rounds.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lastOption } from '../../app/domain/calendar/range-options';
import { firstLoadScripts } from '../../bench/lib/first-load-js';
import { createCourse, createPlayer, createRound, daysFromToday, holesForScore } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let username = '';
let fewUsername = '';
/** The days ago of each round, newest first, and its score. */
const ROUNDS = Array.from({ length: 30 }, (_, i) => ({ daysAgo: 3 + i * 9, score: 68 + ((i * 7) % 11) }));

beforeAll(async () => {
  workers = await startTestWorkers();
  const player = await createPlayer(workers.db, { firstName: 'Rae', lastName: 'Range' });
  const few = await createPlayer(workers.db, { firstName: 'Fay', lastName: 'Few' });
  username = player.username;
  fewUsername = few.username;
  const course = await createCourse(workers.db, { name: 'Range Ridge' });
  for (const round of ROUNDS) {
    await createRound(workers.db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: daysFromToday(-round.daysAgo),
      holes: holesForScore(round.score),
    });
  }
  for (let i = 0; i < 12; i++) {
    await createRound(workers.db, {
      accountId: few.id,
      courseId: course.id,
      playedOn: daysFromToday(-(800 + i)),
    });
  }
}, 60_000);
afterAll(async () => {
  await workers?.dispose();
});

async function html(path: string): Promise<string> {
  const response = await workers.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The Performance Trends card of a page, without tags. */
function trendsText(page: string): string {
  const start = page.indexOf('class="card trends-card"');
  expect(start).toBeGreaterThan(0);
  // The main column's end: the card and anything after it in that column.
  const end = page.indexOf('summary__column--side', start);
  return page
    .slice(start, end === -1 ? undefined : end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

/** The bars' round titles of the page's first (wide) chart. */
function barTitles(page: string): Array<string> {
  const svg = page.slice(
    page.indexOf('score-chart__svg--wide'),
    page.indexOf('</svg>', page.indexOf('score-chart__svg--wide')),
  );
  return [...svg.matchAll(/<g><title>([^<]+)<\/title>/g)].map((m) => m[1] ?? '');
}

type BestTen = {
  range: { start: string; end: string };
  chartData: Array<{ key: string; averageScore: number | null; includedRounds: Array<{ playedOn: string }> }>;
};

async function readModel(query: string): Promise<BestTen> {
  const response = await workers.fetch(`/api/v1/players/${username}/best-ten${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as BestTen;
}

const oneDecimal = (value: number | null | undefined) => (value == null ? '–' : value.toFixed(1));

describe('Performance Trends range', () => {
  test('by default the charts cover the Last 24 Months, as the read model does', async () => {
    const page = await html(`/player/${username}/summary`);
    const card = trendsText(page);
    expect(card).toMatch(/Chart range ?: Last 24 Months/);
    const model = await readModel('');
    const best = model.chartData.find((set) => set.key === 'best-ten');
    expect(card).toContain(`Scoring avg ${oneDecimal(best?.averageScore)}`);
    expect(barTitles(page)).toHaveLength(10);
  });

  test('a typed Last 20 Weeks reads only its rounds: the figures equal the read model of those days', async () => {
    const today = daysFromToday(0);
    const range = lastOption(20, 'weeks', today).range;
    if (range === null) throw new Error('no days');
    const page = await html(`/player/${username}/summary?range=last-20-weeks`);
    const card = trendsText(page);
    expect(card).toMatch(/Chart range ?: Last 20 Weeks/);
    const model = await readModel(`?from=${range.start}&to=${range.end}`);
    const best = model.chartData.find((set) => set.key === 'best-ten');
    expect(card).toContain(`Scoring avg ${oneDecimal(best?.averageScore)}`);
    const inRange = ROUNDS.filter((r) => r.daysAgo <= 140).length;
    // Best 10 of the 16 rounds of those days; Prior 10 has the 6 before the last 10.
    expect(inRange).toBe(16);
    expect(card).toMatch(/Prior 10/);
    const prior = model.chartData.find((set) => set.key === 'prior-ten');
    expect(prior?.includedRounds).toHaveLength(6);
    // The spider table follows the range: one column per set with rounds, one row per category.
    expect(card).toMatch(/Category ?Best 10 ?Best Consecutive ?Last 10 ?Prior 10/);
    expect(card.match(/(Scoring|Drive|Approach|Save|Putt)( (\d+%|–)){4}/g)?.length ?? 0).toBe(5);
  });

  test('Last 12 Rounds: the sets of the 12 most recent rounds, equal to the read model from the 12th', async () => {
    const page = await html(`/player/${username}/summary?range=last-12-rounds`);
    const card = trendsText(page);
    expect(card).toMatch(/Chart range ?: Last 12 Rounds/);
    const twelfth = ROUNDS[11];
    if (!twelfth) throw new Error('no twelfth round');
    const model = await readModel(`?from=${daysFromToday(-twelfth.daysAgo)}&to=${daysFromToday(0)}`);
    const best = model.chartData.find((set) => set.key === 'best-ten');
    expect(card).toContain(`Scoring avg ${oneDecimal(best?.averageScore)}`);
    const prior = model.chartData.find((set) => set.key === 'prior-ten');
    expect(prior?.includedRounds).toHaveLength(2);
    expect(barTitles(page)).toHaveLength(10);
  });

  test('a custom range and All Time are read as chosen; the selector shows them', async () => {
    const from = daysFromToday(-200);
    const to = daysFromToday(-50);
    const page = await html(`/player/${username}/summary?range=custom&from=${from}&to=${to}`);
    const model = await readModel(`?from=${from}&to=${to}`);
    const best = model.chartData.find((set) => set.key === 'best-ten');
    expect(trendsText(page)).toContain(`Scoring avg ${oneDecimal(best?.averageScore)}`);
    const all = trendsText(await html(`/player/${username}/summary?range=all`));
    expect(all).toMatch(/Chart range ?: All Time/);
  });

  test('a chosen range with fewer than 10 rounds keeps the card and its selector, and says so', async () => {
    const card = trendsText(await html(`/player/${username}/summary?range=last-3-weeks`));
    expect(card).toMatch(/Chart range ?: Last 3 Weeks/);
    expect(card).toContain('Fewer than 10 completed 18-hole rounds in Last 3 Weeks');
    // The plain summary of a player whose rounds are older than 24 months has no card; All Time has.
    expect(await html(`/player/${fewUsername}/summary`)).not.toContain('class="card trends-card"');
    expect(barTitles(await html(`/player/${fewUsername}/summary?range=all`))).toHaveLength(10);
  });

  test('a range out of bounds is a 400 that names the parameter, inside the profile (issue 31 §6)', async () => {
    for (const [query, words] of [
      ['range=last-0-weeks', "The summary's range is not a timeframe."],
      ['range=last-1000-days', "The summary's range is not a timeframe."],
      ['range=custom&from=2026-02-30&to=2026-03-01', "The summary's from is not a date (YYYY-MM-DD)."],
      ['range=custom&from=2026-03-02&to=2026-03-01', "The summary's from must not be after to."],
      ['range=custom', "The summary's range needs from and to dates when it is custom."],
    ] as const) {
      const response = await workers.fetch(`/player/${username}/summary?${query}`);
      expect(response.status, query).toBe(400);
      const page = (await response.text()).replace(/&#x27;/g, "'");
      expect(page, query).toContain(words);
      // The profile stays: its header and side navigation around the page's own error, and a way out.
      expect(page, query).toContain('class="profile-header__name"');
      expect(page, query).toContain('class="profile-nav"');
      expect(page, query).toContain('class="card page-error"');
      expect(page, query).toContain(`href="/player/${username}/summary"`);
      expect(page, query).not.toContain('class="error-page"');
    }
    // A form sent to the page, which takes none: refused in words, inside the profile too.
    const put = await workers.fetch(`/player/${username}/summary`, { method: 'PUT', body: 'a=1' });
    expect(put.status).toBe(405);
    const refusal = await put.text();
    expect(refusal).toContain('This page does not take that request');
    expect(refusal).toContain('class="profile-header__name"');
  });
});

describe('first-load JavaScript', () => {
  test('the summary and the schedule stay within 150 KiB gzip, with no zod in the browser', async () => {
    const { readFileSync } = await import('node:fs');
    for (const path of [`/player/${username}/summary`, `/player/${username}/schedule/1`]) {
      const page = await html(path);
      let bytes = 0;
      for (const source of firstLoadScripts(page)) {
        const code = readFileSync(`build/client${source}`);
        bytes += gzipSync(code).length;
        // zod's error map and its locale names are in every zod build.
        expect(code.toString(), `${path} ${source}`).not.toContain('Invalid input: expected');
      }
      console.log(`${path}: ${(bytes / 1024).toFixed(1)} KiB gzip`);
      expect(bytes, path).toBeLessThanOrEqual(150 * 1024);
    }
  });
});
