import { expect, test } from 'vitest';
import { type RoundIngestBody, roundIngestSchema } from '../rounds/ingest';
import { readCsv } from './csv-read';
import { columnMap, formatOf, headerKey } from './formats';
import {
  booleanCell,
  dayCell,
  fairwayCell,
  ingestDistance,
  lieCell,
  locate,
  numberCell,
  problemText,
  roundsOfRows,
  timeCell,
} from './rounds';
import { templateTable } from './templates';

test('a CSV is read with quotes, doubled quotes, CRLF, a BOM and a semicolon delimiter', () => {
  expect(readCsv('\ufeffa,b\r\n"x, y","say ""hi"""\r\n', 10)).toEqual({
    ok: true,
    rows: [
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ],
  });
  expect(readCsv('a;b\n1;2\n\n', 10)).toEqual({
    ok: true,
    rows: [
      ['a', 'b'],
      ['1', '2'],
    ],
  });
  expect(readCsv('a\tb\n1\t2', 10)).toEqual({
    ok: true,
    rows: [
      ['a', 'b'],
      ['1', '2'],
    ],
  });
});

test('a quoted field never closed makes the CSV malformed, naming its line', () => {
  expect(readCsv('a,b\n1,"2\n3,4\n', 10)).toEqual({
    ok: false,
    message: 'The file is not a well-formed CSV: the quoted field opened on line 2 is never closed.',
  });
});

test('a CSV with more rows than allowed is refused', () => {
  const read = readCsv('a\n1\n2\n3\n', 2);
  expect(read.ok).toBe(false);
});

test('headers are compared in any case, with spaces, dots or hyphens for underscores', () => {
  expect(headerKey(' Start Lie ')).toBe('start_lie');
  expect(headerKey('Up-and-Down')).toBe('up_and_down');
  expect(formatOf(['Date', 'Course', 'Hole', 'Score'])).toBe('scorecard');
  expect(formatOf(['date', 'course', 'hole', 'shot', 'Start Lie'])).toBe('shots');
  expect(formatOf(['roundid', 'hnum', 'startpos'])).toBe('golfmetrics');
  expect(formatOf(['name'])).toBeNull();
});

test('a column map finds aliases, lists the headers it ignores and the required ones missing', () => {
  const map = columnMap('scorecard', ['Date', 'Course', 'Hole', 'Strokes', 'GIR', 'Weather']);
  expect(map.index.get('score')).toBe(3);
  expect(map.index.get('gir')).toBe(4);
  expect(map.ignored).toEqual(['Weather']);
  expect(columnMap('scorecard', ['Date', 'Hole', 'Score']).missing).toEqual(['course']);
  expect(columnMap('scorecard', ['Date', 'course_id', 'Hole', 'Score']).missing).toEqual([]);
});

test('cells convert only where the conversion is plain; anything else is passed on as written', () => {
  expect(numberCell(' 12.5 ')).toBe(12.5);
  expect(numberCell('')).toBeUndefined();
  expect(numberCell('twelve')).toBe('twelve');
  expect(booleanCell('Yes')).toBe(true);
  expect(booleanCell('n')).toBe(false);
  expect(booleanCell('maybe')).toBe('maybe');
  expect(lieCell('Bunker')).toBe('sand');
  expect(lieCell('OB')).toBe('penalty');
  expect(lieCell('Fairway')).toBe('fairway');
  expect(fairwayCell('Y')).toBe('hit');
  expect(fairwayCell('N/A')).toBe('n.a.');
});

test('distances become yards off the green and feet on it, from yards, feet or metres', () => {
  expect(ingestDistance(150, null, false)).toBe(150);
  expect(ingestDistance(30, 'ft', false)).toBe(10);
  expect(ingestDistance(4, 'yd', true)).toBe(12);
  expect(ingestDistance(100, 'm', false)).toBe(109.4);
  expect(ingestDistance(3, 'm', true)).toBe(9.8);
});

test('dates are ISO days or US month/day/year; times are HH:MM', () => {
  expect(dayCell('2026-11-21')).toBe('2026-11-21');
  expect(dayCell('11/21/2026')).toBe('2026-11-21');
  expect(dayCell('2/3/26')).toBe('2026-02-03');
  expect(dayCell('2026-02-30')).toBeNull();
  expect(dayCell('yesterday')).toBeNull();
  expect(timeCell('8:40')).toBe('08:40');
  expect(timeCell('1:05 PM')).toBe('13:05');
  expect(timeCell('')).toBe('');
  expect(timeCell('25:00')).toBeNull();
});

const SHOTS_HEADER = [
  'date',
  'course',
  'tees',
  'hole',
  'shot',
  'start_lie',
  'start_distance',
  'end_lie',
  'end_distance',
];

test('shot rows are grouped into rounds and holes, each built as the ingest request body', () => {
  const parsed = roundsOfRows([
    SHOTS_HEADER,
    ['2026-05-01', 'Pines', 'Blue', '1', '1', 'tee', '380', 'fairway', '120'],
    ['2026-05-01', 'Pines', 'Blue', '1', '2', 'fairway', '120', 'green', '15'],
    ['2026-05-01', 'Pines', 'Blue', '1', '3', 'green', '15', 'holed', ''],
    ['2026-05-02', 'Pines', 'Blue', '10', '1', 'tee', '170', 'holed', '0'],
  ]);
  if (!parsed.ok) throw new Error(parsed.message);
  expect(parsed.format).toBe('shots');
  expect(parsed.rounds).toHaveLength(2);
  const [first, second] = parsed.rounds;
  expect(first?.body).toMatchObject({
    startedAt: '2026-05-01T00:00:00',
    roundType: 'practice',
    holeCount: 9,
  });
  expect(first?.body.holes[0]).toMatchObject({
    number: 1,
    courseHoleNumber: 1,
    shots: [
      { number: 1, startLie: 'tee', distanceBefore: 380, endLie: 'fairway', distanceAfter: 120 },
      { number: 2, startLie: 'fairway', distanceBefore: 120, endLie: 'green', distanceAfter: 15 },
      { number: 3, startLie: 'green', distanceBefore: 15, endLie: 'holed', distanceAfter: 0 },
    ],
  });
  expect(first?.holeRows).toEqual([{ row: 2, shots: [2, 3, 4] }]);
  // A hole above 9 makes an 18-hole round.
  expect(second?.body.holeCount).toBe(18);
  expect(second?.teeName).toBe('Blue');
  // Different rows make a different key, so a different clientRoundId.
  expect(first?.keySource).not.toBe(second?.keySource);
});

test('shot rows carry the Rules records: a penalty kind, relief before a shot, a provisional ball (decision 111)', () => {
  const header = [
    ...SHOTS_HEADER,
    'penalty_strokes',
    'penalty_kind',
    'relief',
    'relief_from_distance',
    'provisional',
  ];
  const parsed = roundsOfRows([
    header,
    [
      '2026-05-01',
      'Pines',
      'Blue',
      '1',
      '1',
      'tee',
      '380',
      'penalty area',
      '150',
      '1',
      'Penalty Area',
      '',
      '',
      '',
    ],
    [
      '2026-05-01',
      'Pines',
      'Blue',
      '1',
      '2',
      'drop zone',
      '140',
      'green',
      '15',
      '',
      '',
      'penalty_area',
      '150',
      '',
    ],
    ['2026-05-01', 'Pines', 'Blue', '1', '3', 'green', '15', 'holed', '', '', '', '', '', ''],
    ['2026-05-01', 'Pines', 'Blue', '2', '1', 'tee', '400', 'ob', '200', '1', 'out of bounds', '', '', ''],
    ['2026-05-01', 'Pines', 'Blue', '2', '2', 'tee', '400', 'green', '20', '', '', '', '', 'yes'],
    ['2026-05-01', 'Pines', 'Blue', '2', '3', 'green', '20', 'holed', '', '', '', '', '', ''],
  ]);
  if (!parsed.ok) throw new Error(parsed.message);
  const body = parsed.rounds[0]?.body as RoundIngestBody;
  const [first, second] = body.holes;
  expect(first?.shots).toMatchObject([
    {
      startLie: 'tee',
      endLie: 'water',
      penaltyStrokes: 1,
      penalties: [{ kind: 'penalty-area', strokes: 1 }],
    },
    {
      startLie: 'drop-zone',
      relief: { reason: 'penalty-area', fromLie: 'water', fromDistance: 150 },
    },
    { startLie: 'green' },
  ]);
  expect(second?.shots?.[0]).toMatchObject({ penalties: [{ kind: 'out-of-bounds', strokes: 1 }] });
  expect(second?.shots?.[1]).toMatchObject({ startLie: 'tee', provisional: true });
  // And the ingest takes them as they are.
  const round = roundIngestSchema.safeParse({
    ...body,
    clientRoundId: 'file-1',
    clientCourseId: 'c-1',
    tee: 'Blue',
    inProgress: true,
  });
  expect(round.success ? [] : round.error.issues).toEqual([]);
});

test('an ingest path is mapped back to its row and column', () => {
  const parsed = roundsOfRows([
    SHOTS_HEADER,
    ['2026-05-01', 'Pines', 'Blue', '1', '1', 'tee', '380', 'fairway', '120'],
    ['2026-05-01', 'Pines', 'Blue', '1', '2', 'fairway', '120', 'holed', '0'],
  ]);
  if (!parsed.ok) throw new Error(parsed.message);
  const round = parsed.rounds[0];
  if (!round) throw new Error('no round');
  expect(locate('shots', round, 'holes[0].shots[1].endLie')).toEqual({ row: 3, column: 'end_lie' });
  expect(locate('shots', round, 'holes[0].shots[0].distanceBefore')).toEqual({
    row: 2,
    column: 'start_distance',
  });
  expect(locate('shots', round, 'startedAt')).toEqual({ row: 2, column: 'date' });
  expect(locate('shots', round, 'tee')).toEqual({ row: 2, column: 'tees' });
  expect(
    problemText({ row: 14, column: 'end_distance', message: 'A holed shot ends 0 from the hole.' }),
  ).toBe('Row 14, column end_distance: A holed shot ends 0 from the hole.');
});

test('a scorecard hole listed twice and a date that is not one are problems of their rows', () => {
  const parsed = roundsOfRows([
    ['Date', 'Course', 'Hole', 'Score', 'Putts', 'GIR'],
    ['tomorrow', 'Pines', '1', '4', '2', 'yes'],
    ['tomorrow', 'Pines', '1', '5', '2', 'no'],
  ]);
  if (!parsed.ok) throw new Error(parsed.message);
  expect(parsed.rounds[0]?.problems.map(problemText)).toEqual([
    'Row 3, column hole: Hole 1 is listed twice in this round (rows 2 and 3).',
    'Row 2, column date: "tomorrow" is not a date: write it as 2026-11-21 (or 11/21/2026).',
  ]);
  expect(parsed.rounds[0]?.body.holes[0]).toMatchObject({ score: 4, putts: 2, greenInRegulation: true });
});

test('a Golfmetrics export: end lies from the next shot, a penalty charged to the shot before, its own round id', () => {
  const header = [
    'roundid',
    'uid',
    'date',
    'course',
    'round',
    'hnum',
    'stroke',
    'startpos',
    'holedis',
    'recovery',
    'pickup',
    'penalty',
  ];
  const parsed = roundsOfRows([
    header,
    ['77', 'a@b.c', '2026-05-01', 'Pines', '1', '1', '1', '0', '400', '0', '0', '0'],
    ['77', 'a@b.c', '2026-05-01', 'Pines', '1', '1', '2', '2', '200', '0', '0', '1'],
    ['77', 'a@b.c', '2026-05-01', 'Pines', '1', '1', '3', '4', '20', '0', '0', '0'],
  ]);
  if (!parsed.ok) throw new Error(parsed.message);
  expect(parsed.format).toBe('golfmetrics');
  const round = parsed.rounds[0];
  expect(round?.fileRoundId).toBe('golfmetrics-77');
  expect(round?.body.holes[0]?.shots).toEqual([
    {
      number: 1,
      startLie: 'tee',
      endLie: 'unknown',
      distanceBefore: 400,
      distanceAfter: 200,
      penaltyStrokes: 1,
    },
    {
      number: 2,
      startLie: 'rough',
      endLie: 'unknown',
      distanceBefore: 200,
      distanceAfter: 20,
      penaltyStrokes: 0,
    },
    {
      number: 3,
      startLie: 'green',
      endLie: 'holed',
      distanceBefore: 20,
      distanceAfter: 0,
      penaltyStrokes: 0,
    },
  ]);
  expect(round?.body).toMatchObject({ holeCount: 9, inProgress: true });
});

test('a file without a known header, or without rows, is refused in words', () => {
  expect(roundsOfRows([])).toMatchObject({ ok: false, message: expect.stringContaining('empty') });
  expect(roundsOfRows([['a', 'b']])).toMatchObject({
    ok: false,
    message: expect.stringContaining('names no format'),
  });
  expect(roundsOfRows([['date', 'course', 'hole', 'score']])).toMatchObject({
    ok: false,
    message: 'The file has a header row and no rows of shots or holes.',
  });
});

test('the templates list every column of their format and read back as a round', () => {
  for (const format of ['shots', 'scorecard'] as const) {
    const table = templateTable(format);
    const rows = [
      table.columns.map((c) => c.header),
      ...table.rows.map((r) => r.map((v) => (v === null ? '' : String(v)))),
    ];
    const parsed = roundsOfRows(rows);
    expect(parsed.ok && parsed.format).toBe(format);
    expect(parsed.ok && parsed.rounds).toHaveLength(1);
  }
});
