import { expect, test } from 'vitest';
import type { EntryInput } from '../access/profile-views';
import { workbookModelSchema } from '../spreadsheets/workbook-model';
import {
  overlapsRange,
  type ScheduleRound,
  scheduleFileName,
  scheduleWorkbook,
  tournamentsTable,
} from './schedule-workbook';

const OPEN = { start: null, end: null };

function entry(over: Partial<EntryInput> & Pick<EntryInput, 'entryId' | 'startDate'>): EntryInput {
  return {
    tournamentId: over.entryId,
    name: `Event ${over.entryId}`,
    url: null,
    eventTypeId: 3,
    localeTypeId: 1,
    isTeamEvent: false,
    courseName: 'Pine Valley',
    city: 'Clementon',
    state: 'NJ',
    endDate: null,
    numberOfRounds: 2,
    statusId: 1,
    isFeatured: false,
    note: null,
    finishPosition: null,
    ...over,
  };
}

function round(tournamentId: number, roundNumber: number, score: number, par = 72): ScheduleRound {
  return {
    id: tournamentId * 100 + roundNumber,
    tournamentId,
    roundNumber,
    score,
    par,
    inProgress: false,
    holesPlayed: 18,
    holeCount: 18,
  };
}

function columnOf(sheet: { columns: Array<{ header: string }> }, header: string): number {
  return sheet.columns.findIndex((c) => c.header === header);
}

function book(
  input: Partial<Parameters<typeof scheduleWorkbook>[0]> & { rounds?: Array<ScheduleRound> },
): ReturnType<typeof scheduleWorkbook> {
  return scheduleWorkbook({
    firstName: 'Jordan',
    lastName: 'Reyes',
    upcoming: [],
    historical: [],
    results: { featured: true, events: [], rounds: [] },
    rounds: [],
    names: null,
    range: OPEN,
    ...input,
  });
}

test("the page's lists each become a sheet, in the page's order and with its rows as given", () => {
  const model = book({
    upcoming: [
      entry({ entryId: 3, startDate: '2026-12-05' }),
      entry({ entryId: 2, startDate: '2027-01-10' }),
    ],
    historical: [
      entry({ entryId: 4, startDate: '2026-10-01' }),
      entry({ entryId: 1, startDate: '2026-03-01' }),
    ],
    results: {
      featured: false,
      events: [entry({ entryId: 1, startDate: '2026-03-01' })],
      rounds: [{ ...round(1, 1, 70), playedOn: '2026-03-01', tournamentName: 'Event 1', courseName: 'Pine' }],
    },
    rounds: [round(1, 1, 70)],
  });
  expect(model.sheets.map((sheet) => sheet.name)).toEqual([
    'Upcoming',
    'Historical Events',
    'My Best Rounds',
    'My Featured Tournaments',
  ]);
  const [upcoming, historical, rounds, events] = model.sheets;
  expect(upcoming?.rows.map((r) => r[0])).toEqual(['Event 3', 'Event 2']);
  expect(historical?.rows.map((r) => r[0])).toEqual(['Event 4', 'Event 1']);
  expect(rounds?.rows).toEqual([['2026-03-01', 'Event 1', 1, 'Pine', 18, 70, -2]]);
  expect(events?.rows.map((r) => r[0])).toEqual(['Event 1']);
  expect(workbookModelSchema.safeParse(model).success).toBe(true);
});

test("merged players: every row names its player, and each event takes only its own player's rounds", () => {
  const names = new Map<number, string | null>([
    [1, 'Jordan Reyes'],
    [2, 'Ava Chen'],
  ]);
  const model = book({
    historical: [
      { ...entry({ entryId: 1, startDate: '2026-03-01' }), tournamentId: 9, accountId: 1 },
      { ...entry({ entryId: 2, startDate: '2026-03-01' }), tournamentId: 9, accountId: 2 },
    ],
    rounds: [
      { ...round(9, 1, 70), accountId: 1 },
      { ...round(9, 1, 80), id: 5, accountId: 2 },
    ],
    names,
  });
  const historical = model.sheets[1];
  expect(historical?.columns[0]?.header).toBe('Player');
  const total = columnOf(historical ?? { columns: [] }, 'Total');
  expect(historical?.rows.map((r) => [r[0], r[total]])).toEqual([
    ['Jordan Reyes', 70],
    ['Ava Chen', 80],
  ]);
});

test('cells are typed: days as days, rounds and scores as numbers, to par as a signed number', () => {
  const model = book({
    historical: [
      entry({
        entryId: 7,
        startDate: '2026-05-01',
        endDate: '2026-05-03',
        finishPosition: '3',
        isFeatured: true,
        url: 'www.example.org/open',
      }),
    ],
    upcoming: [entry({ entryId: 8, startDate: '2027-02-01', statusId: 2, url: 'www.example.org/open' })],
    rounds: [round(7, 2, 70), round(7, 1, 74), round(7, 3, 69)],
  });
  expect(workbookModelSchema.safeParse(model).success).toBe(true);
  const [upcoming, results] = model.sheets;
  if (!upcoming || !results) throw new Error('two sheets');
  const [row] = results.rows;
  const at = (header: string) => row?.[columnOf(results, header)];
  expect(results.columns.find((c) => c.header === 'Start')?.kind).toBe('date');
  expect([at('Start'), at('End'), at('Finish'), at('Featured')]).toEqual([
    '2026-05-01',
    '2026-05-03',
    '3rd',
    'Yes',
  ]);
  expect([at('R1'), at('R2'), at('R3'), at('Total'), at('To Par')]).toEqual([74, 70, 69, 213, -3]);
  expect(results.columns.find((c) => c.header === 'To Par')?.kind).toBe('to-par');
  const [next] = upcoming.rows;
  const up = (header: string) => next?.[columnOf(upcoming, header)];
  expect([up('End'), up('Rounds'), up('Status'), up('Location'), up('Link')]).toEqual([
    '2027-02-01',
    2,
    'Considering',
    'Clementon, NJ',
    'https://www.example.org/open',
  ]);
});

test('an event without completed rounds has empty score cells, and one round column at least', () => {
  const model = book({
    historical: [entry({ entryId: 1, startDate: '2026-01-05' })],
    rounds: [{ ...round(1, 1, 80), inProgress: true }],
  });
  const results = model.sheets[1];
  expect(results?.columns.map((c) => c.header).filter((h) => /^R\d+$/.test(h))).toEqual(['R1']);
  const row = results?.rows[0] ?? [];
  expect(row.slice(-3)).toEqual([null, null, null]);
});

test('the older start/end range keeps the events with a day in it on every sheet', () => {
  const model = book({
    upcoming: [
      entry({ entryId: 3, startDate: '2026-12-05' }),
      entry({ entryId: 2, startDate: '2027-01-10' }),
    ],
    historical: [
      entry({ entryId: 4, startDate: '2026-10-01' }),
      entry({ entryId: 1, startDate: '2026-03-01' }),
    ],
    range: { start: '2026-06-01', end: '2026-12-31' },
  });
  expect(model.sheets[0]?.rows.map((r) => r[0])).toEqual(['Event 3']);
  expect(model.sheets[1]?.rows.map((r) => r[0])).toEqual(['Event 4']);
  expect(model.fileName).toBe('Schedule-Jordan-Reyes-2026-06-01-2026-12-31.xlsx');
});

test('the range keeps events with a day inside it, both ends included', () => {
  const event = { startDate: '2026-05-01', endDate: '2026-05-03' };
  expect(overlapsRange(event, { start: '2026-05-03', end: null })).toBe(true);
  expect(overlapsRange(event, { start: '2026-05-04', end: null })).toBe(false);
  expect(overlapsRange(event, { start: null, end: '2026-05-01' })).toBe(true);
  expect(overlapsRange(event, { start: null, end: '2026-04-30' })).toBe(false);
  expect(
    overlapsRange({ startDate: '2026-05-01', endDate: null }, { start: '2026-05-01', end: '2026-05-01' }),
  ).toBe(true);
});

test('spec 3 §7: the file is named Schedule with the player and the range', () => {
  expect(scheduleFileName('Zoë', 'Łukasiewicz', { start: '2025-01-01', end: '2026-12-31' })).toBe(
    'Schedule-Zoe-Lukasiewicz-2025-01-01-2026-12-31.xlsx',
  );
  expect(scheduleFileName('Jordan', 'Reyes', OPEN)).toBe('Schedule-Jordan-Reyes.xlsx');
  expect(scheduleFileName('Jordan', 'Reyes', { start: '2026-01-01', end: null })).toBe(
    'Schedule-Jordan-Reyes-from-2026-01-01.xlsx',
  );
});

test("the player's own tournaments: every entry newest first with its result", () => {
  const table = tournamentsTable(
    [
      entry({ entryId: 1, startDate: '2025-04-01', finishPosition: 'T2' }),
      entry({ entryId: 2, startDate: '2027-01-01' }),
    ],
    [round(1, 1, 71), round(1, 2, 73, 71)],
  );
  expect(table.rows.map((r) => r[0])).toEqual(['Event 2', 'Event 1']);
  const [, past] = table.rows;
  const at = (header: string) => past?.[columnOf(table, header)];
  expect([at('Finish'), at('Rounds Played'), at('Total'), at('To Par')]).toEqual(['T2', 2, 144, 1]);
});
