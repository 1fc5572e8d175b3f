// The schedule spreadsheet (spec 3 §4 share and export, §7 Create schedule export) and Download my
// data (issue 21 point 6) against the built Workers, a local D1 and the document Worker: each file
// opened by LibreOffice holds the schedule page's rows, typed; parameters refused in words.
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  createCourse,
  createEntry,
  createPlayer,
  createRound,
  createTournament,
  daysFromToday,
  sessionCookieFor,
  setFeatureSetting,
} from '../helpers/factories';
import { openWithLibreOffice } from '../helpers/spreadsheets';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let player: Awaited<ReturnType<typeof createPlayer>>;
let ownerCookie: string;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Two past events with rounds, one past without, two upcoming: names unique to this file.
const PAST = [
  { name: 'Cedar Ridge Invitational', start: -40, finish: 'T4', scores: [73, 72] },
  { name: 'Lakeside Junior Open', start: -120, finish: '1', scores: [68, 71, 69] },
  { name: 'Harbor Classic', start: -200, finish: null, scores: [] },
];
const UPCOMING = [
  { name: 'Summit Amateur', start: 30, statusId: 1 },
  { name: 'Valley Qualifier', start: 10, statusId: 2 },
];

beforeAll(async () => {
  workers = await startTestWorkers();
  player = await createPlayer(workers.db, { firstName: 'Rosa', lastName: 'Delgado' });
  ownerCookie = await sessionCookieFor(workers.db, player.id);
  const course = await createCourse(workers.db, { name: 'Sheet Hills' });
  for (const event of PAST) {
    const { id } = await createTournament(workers.db, {
      name: event.name,
      courseId: course.id,
      startDate: daysFromToday(event.start),
      endDate: daysFromToday(event.start + 2),
      numberOfRounds: 3,
    });
    await createEntry(workers.db, { tournamentId: id, accountId: player.id, finishPosition: event.finish });
    for (const [i, score] of event.scores.entries()) {
      await createRound(workers.db, {
        accountId: player.id,
        courseId: course.id,
        playedOn: daysFromToday(event.start + i),
        score,
        roundTypeId: 3,
        tournamentId: id,
        roundNumber: i + 1,
      });
    }
  }
  for (const event of UPCOMING) {
    const { id } = await createTournament(workers.db, {
      name: event.name,
      startDate: daysFromToday(event.start),
      numberOfRounds: 2,
      city: 'Boise',
      state: 'ID',
    });
    await createEntry(workers.db, { tournamentId: id, accountId: player.id, statusId: event.statusId });
  }
}, 60_000);
afterAll(async () => {
  await workers?.dispose();
});

async function workbookOf(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('Content-Type')).toBe(XLSX);
  return openWithLibreOffice(await response.arrayBuffer());
}

/** The page's table row naming `event`: the text of the <tr> it stands in. */
function pageRow(html: string, event: string): string {
  const row = html.split('<tr').find((chunk) => chunk.includes(event));
  if (row === undefined) throw new Error(`the page shows no row for ${event}`);
  return row;
}

test("the spreadsheet opened by LibreOffice holds the schedule page's rows, in its order", async () => {
  const response = await workers.fetch(`/player/${player.username}/schedule.xlsx`);
  expect(response.headers.get('Content-Disposition')).toBe(
    'attachment; filename="Schedule-Rosa-Delgado.xlsx"',
  );
  const sheets = await workbookOf(response);
  expect(Object.keys(sheets).sort()).toEqual([
    'Historical Events',
    'My Best Rounds',
    'My Featured Tournaments',
    'Upcoming',
  ]);
  const html = await (await workers.fetch(`/player/${player.username}/schedule/0`)).text();

  const [upcomingHeader, ...upcoming] = sheets.Upcoming ?? [];
  const up = (row: Array<string>, header: string) => row[upcomingHeader?.indexOf(header) ?? -1];
  expect(upcoming.map((row) => row[0])).toEqual(['Valley Qualifier', 'Summit Amateur']);
  for (const row of upcoming) {
    const shown = pageRow(html, row[0] ?? '');
    expect(shown).toContain(up(row, 'Status'));
    expect(up(row, 'Start')).toBe(up(row, 'End'));
    expect([up(row, 'Location'), up(row, 'Rounds')]).toEqual(['Boise, ID', '2']);
  }

  const [resultsHeader, ...results] = sheets['Historical Events'] ?? [];
  expect(resultsHeader).toEqual([
    'Event',
    'Start',
    'End',
    'Course',
    'Location',
    'Type',
    'Locale',
    'Team',
    'Featured',
    'Finish',
    'R1',
    'R2',
    'R3',
    'Total',
    'To Par',
  ]);
  const at = (row: Array<string>, header: string) => row[resultsHeader?.indexOf(header) ?? -1] ?? '';
  expect(results.map((row) => row[0])).toEqual(PAST.map((event) => event.name));
  for (const [i, event] of PAST.entries()) {
    const row = results[i] ?? [];
    const shown = pageRow(html, event.name);
    // Days as the date format shows them; the page writes the same days in words.
    expect(at(row, 'Start')).toBe(daysFromToday(event.start));
    expect(at(row, 'End')).toBe(daysFromToday(event.start + 2));
    expect(at(row, 'Course')).toBe('Sheet Hills');
    if (event.scores.length === 0) {
      expect([at(row, 'R1'), at(row, 'Total'), at(row, 'To Par')]).toEqual(['', '', '']);
      continue;
    }
    const total = event.scores.reduce((a, b) => a + b, 0);
    const toPar = total - 72 * event.scores.length;
    expect(at(row, 'Total')).toBe(String(total));
    expect(shown).toContain(`>${total}<`);
    expect(at(row, 'To Par')).toBe(toPar === 0 ? 'E' : toPar > 0 ? `+${toPar}` : String(toPar));
    expect(event.scores.map((_, r) => at(row, `R${r + 1}`))).toEqual(event.scores.map(String));
    for (const score of event.scores) expect(shown).toContain(`>${score}<`);
    expect(shown).toContain(`>${at(row, 'Finish')}<`);
  }
  expect(results.map((row) => at(row, 'Finish'))).toEqual(['T4', '1st', '']);
  // To par as the page writes it: +1 over, -8 under.
  expect(results.map((row) => at(row, 'To Par'))).toEqual(['+1', '-8', '']);
});

test('start and end keep the events with a day in the range; the file is named after it', async () => {
  const start = daysFromToday(-130);
  const end = daysFromToday(15);
  const response = await workers.fetch(`/player/${player.username}/schedule.xlsx?start=${start}&end=${end}`);
  expect(response.headers.get('Content-Disposition')).toBe(
    `attachment; filename="Schedule-Rosa-Delgado-${start}-${end}.xlsx"`,
  );
  const sheets = await workbookOf(response);
  expect(sheets.Upcoming?.slice(1).map((row) => row[0])).toEqual(['Valley Qualifier']);
  expect(sheets['Historical Events']?.slice(1).map((row) => row[0])).toEqual([
    'Cedar Ridge Invitational',
    'Lakeside Junior Open',
  ]);
});

test("with the page's filter (a status unticked, a threshold), each sheet holds the rows the page shows", async () => {
  // Score view, All Time, 18 holes, at most 72 a round: Valley Qualifier (Considering) is unticked.
  const filter =
    'view=score&range=all&threshold=72&filters=1&type=3&type=10&type=11&locale=1&locale=3&locale=4&status=1&status=3&status=4&status=5&status=6';
  const response = await workers.fetch(`/player/${player.username}/schedule.xlsx?${filter}`);
  const sheets = await workbookOf(response);
  const events = await (await workers.fetch(`/player/${player.username}/schedule/0?${filter}`)).text();
  const results = await (await workers.fetch(`/player/${player.username}/schedule/1?${filter}`)).text();

  // Tab 0: Upcoming Events without the unticked status, Historical Events as listed.
  const shownUpcoming = UPCOMING.map((e) => e.name).filter((name) => events.includes(`>${name}<`));
  expect(shownUpcoming).toEqual(['Summit Amateur']);
  expect(sheets.Upcoming?.slice(1).map((row) => row[0])).toEqual(shownUpcoming);
  expect(sheets['Historical Events']?.slice(1).map((row) => row[0])).toEqual(PAST.map((e) => e.name));

  // Tab 1: the rounds at or under 72, best to par first; the events whose average is at or under 72.
  const [roundsHeader, ...rounds] = sheets['My Best Rounds'] ?? [];
  const score = roundsHeader?.indexOf('Score') ?? -1;
  expect(rounds.map((row) => row[score])).toEqual(['68', '69', '71', '72']);
  for (const row of rounds) expect(results).toContain(`>${row[score]}<`);
  expect(results).not.toContain('>73<');
  const tournaments = sheets['My Featured Tournaments']?.slice(1).map((row) => row[0]);
  expect(tournaments).toEqual(['Lakeside Junior Open']);
  expect(results).toContain('Lakeside Junior Open');
});

test('a hidden schedule exports nothing: the viewer is sent to the profile', async () => {
  const other = await createPlayer(workers.db, { firstName: 'Hid', lastName: 'Den' });
  await setFeatureSetting(workers.db, other.id, 80, { isPublic: false, isPhoneVerified: false });
  const response = await workers.fetch(`/player/${other.username}/schedule.xlsx?status=1`, {
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  expect(response.headers.get('Location')).toBe(`/player/${other.username}`);
});

test.each([
  ['status=9', "The schedule's status must be among 1, 4, 3, 2, 6, 5."],
  ['holes=27', "The schedule's holes must be 9, 18 or 918."],
  ['start=2026-02-30', 'start is not a day of the calendar.'],
  ['end=soon', 'end must be a day written YYYY-MM-DD.'],
  ['start=2026-03-01&end=2026-02-01', 'start must not be after end.'],
  ['start=2026-01-01&start=2026-01-02', 'start is given more than once.'],
])('schedule.xlsx?%s is a 400 in words', async (query, message) => {
  const response = await workers.fetch(`/player/${player.username}/schedule.xlsx?${query}`);
  expect(response.status).toBe(400);
  expect(await response.text()).toBe(`${message}\n`);
});

test('only GET reads the spreadsheet', async () => {
  const response = await workers.fetch(`/player/${player.username}/schedule.xlsx`, { method: 'POST' });
  expect(response.status).toBe(405);
});

test('my data as a workbook: every round with its stats, every tournament with its result', async () => {
  const response = await workers.fetch('/api/v1/players/me/my-data.xlsx', {
    headers: { Cookie: ownerCookie },
  });
  expect(response.headers.get('Content-Disposition')).toMatch(
    /^attachment; filename="Rosa-Delgado-My-Data-\d{4}-\d{2}-\d{2}\.xlsx"$/,
  );
  expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  const sheets = await workbookOf(response);
  const [roundsHeader, ...rounds] = sheets.Rounds ?? [];
  expect(roundsHeader).toContain('SG Total');
  expect(rounds).toHaveLength(5);
  const score = roundsHeader?.indexOf('Score') ?? -1;
  const date = roundsHeader?.indexOf('Date') ?? -1;
  // Newest first, as the CSV read API.
  expect(rounds.map((row) => row[score])).toEqual(['72', '73', '69', '71', '68']);
  expect(rounds[0]?.[date]).toBe(daysFromToday(-39));
  const [tournamentsHeader, ...tournaments] = sheets.Tournaments ?? [];
  expect(tournaments.map((row) => row[0])).toEqual([
    'Summit Amateur',
    'Valley Qualifier',
    'Cedar Ridge Invitational',
    'Lakeside Junior Open',
    'Harbor Classic',
  ]);
  const total = tournamentsHeader?.indexOf('Total') ?? -1;
  expect(tournaments.map((row) => row[total])).toEqual(['', '', '145', '208', '']);
  // Every stat of the catalogue with the value the pages show, over what it counts.
  const [statsHeader, ...stats] = sheets.Stats ?? [];
  expect(statsHeader?.slice(0, 6)).toEqual([
    'Stat',
    'Category',
    'Counted over',
    '18-hole rounds: value',
    '18-hole rounds: made',
    '18-hole rounds: chances',
  ]);
  expect(stats).toHaveLength(42);
  const greens = stats.find((row) => row[0] === 'Green in Regulation');
  expect(greens?.[2]).toBe('greens');
  expect(greens?.[3]).toMatch(/^\d+%$/);
});

test('my data as CSV: the rounds by default, the tournaments when asked; a wrong table in words', async () => {
  const get = (query: string) =>
    workers.fetch(`/api/v1/players/${player.username}/my-data.csv${query}`, {
      headers: { Cookie: ownerCookie },
    });
  const rounds = await get('');
  expect(rounds.status).toBe(200);
  expect(rounds.headers.get('Content-Disposition')).toMatch(/Rosa-Delgado-My-Data-Rounds-[\d-]+\.csv"$/);
  const roundLines = (await rounds.text()).trim().split('\r\n');
  expect(roundLines).toHaveLength(6);
  const tournaments = await (await get('?table=tournaments')).text();
  expect(tournaments.split('\r\n')[0]).toMatch(/^Event,Start,End,Course,Location/);
  expect(tournaments).toContain('Lakeside Junior Open');
  const wrong = await get('?table=scores');
  expect(wrong.status).toBe(400);
  expect(await wrong.json()).toMatchObject({ message: 'table must be rounds, tournaments or stats.' });
  const stats = (await (await get('?table=stats')).text()).split('\r\n');
  expect(stats[0]).toMatch(/^Stat,Category,Counted over,18-hole rounds: value/);
  expect(stats.find((line) => line.startsWith('Fairway Hit,'))).toMatch(/^Fairway Hit,Off the Tee,fairways,/);
});

test('the settings page links the three downloads of my data', async () => {
  const html = await (
    await workers.fetch('/dashboard/settings', { headers: { Cookie: ownerCookie } })
  ).text();
  expect(html).toContain('Download my data');
  for (const href of [
    '/api/v1/players/me/my-data.xlsx',
    '/api/v1/players/me/my-data.csv?table=rounds',
    '/api/v1/players/me/my-data.csv?table=tournaments',
    '/api/v1/players/me/my-data.csv?table=stats',
  ]) {
    expect(html).toContain(`href="${href}"`);
  }
});
