// Security issue "no 5xx on any input", issue 34 §5 (decision 105): the round import — the API, the
// settings page's preview and confirm, the page's confirm steps and the templates — with files that
// are nearly right (cells replaced, rows dropped or repeated, headers in any case, quotes broken),
// files of other kinds, bodies of every kind, any query, tokens and cookies.
import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import { SHOT_HEADER, shotRows, XLSX_TYPE, xlsxOf } from '../helpers/import-files';
import { exampleCourse, exampleRound, scorecardRound } from '../helpers/ingest';
import {
  type Body,
  breaking,
  encodeSegment,
  formBody,
  header,
  pairs,
  segment,
  text,
  valueFrom,
  writeRequest,
} from './arbitraries';
import { cookies, fuzzWorldFor } from './fixtures';
import { expectClearAnswer, type FuzzRequest, fuzzRoute, printable } from './harness';

const context = fuzzWorldFor('imports');
const COURSE = 'Fuzz Import Course';

const CARD_HEADER = [
  'Date',
  'Course',
  'Tees',
  'Hole',
  'Score',
  'Putts',
  'Fairway',
  'GIR',
  'Penalties',
  'Sand Shots',
  'Up and Down',
];

type Rows = Array<Array<string>>;
let shotFile: Rows = [];
let cardFile: Rows = [];

beforeAll(async () => {
  const course = await context.send({
    method: 'POST',
    path: '/api/v1/courses',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${context.world.token}` },
    body: JSON.stringify(exampleCourse('fuzz-import-course', COURSE)),
  });
  expect(course.status).toBe(201);
  const round = exampleRound({
    clientRoundId: 'f',
    clientCourseId: 'fuzz-import-course',
    startedAt: '2026-06-01T09:00:00',
  });
  const holes = round.holes.slice(0, 9).map(({ pin: _pin, ...hole }) => hole);
  shotFile = [
    SHOT_HEADER,
    ...shotRows([{ ...round, holeCount: 9, holes }], COURSE).map((r) =>
      r.map((c) => (c === undefined ? '' : String(c))),
    ),
  ];
  const card = scorecardRound('c', 'fuzz-import-course', 9);
  cardFile = [
    CARD_HEADER,
    ...card.holes.map((h) => [
      '2026-06-02',
      COURSE,
      'Blue',
      String(h.number),
      String(h.score ?? ''),
      String(h.putts ?? ''),
      h.fairway ?? '',
      h.greenInRegulation ? 'yes' : 'no',
      String(h.penaltyStrokes ?? ''),
      String(h.sandShots ?? ''),
      h.upAndDown === undefined ? '' : h.upAndDown ? 'y' : 'n',
    ]),
  ];
});

const CELLS = [
  '',
  '0',
  '-1',
  '999999',
  '1e9',
  'NaN',
  'holed',
  'green',
  'tee',
  'penalty',
  'unknown',
  'water',
  'ft',
  'm',
  'yes',
  'no',
  '2026-02-30',
  '13/45/2026',
  '25:99',
  'n.a.',
  'Masters',
  COURSE,
];

/** A file's rows with some cells replaced, rows dropped or repeated, and headers recased. */
function mutatedRows(rows: () => Rows): fc.Arbitrary<Rows> {
  return fc
    .tuple(
      fc.array(fc.tuple(fc.nat(200), fc.nat(20), valueFrom(CELLS)), { maxLength: 6 }),
      fc.array(fc.nat(200), { maxLength: 3 }),
      fc.array(fc.nat(200), { maxLength: 3 }),
      fc.boolean(),
    )
    .map(([replaced, dropped, repeated, upper]) => {
      const base = rows().map((row) => [...row]);
      for (const [r, c, value] of replaced) {
        const row = base[r % base.length];
        if (row) row[c % row.length] = value;
      }
      let out = base.filter((_, i) => i === 0 || !dropped.some((d) => d % base.length === i));
      for (const r of repeated) {
        const row = out[r % out.length];
        if (row && r % out.length !== 0) out = [...out, row];
      }
      if (upper) out[0] = (out[0] ?? []).map((h) => h.toUpperCase().replace(/_/g, ' '));
      return out;
    });
}

function csvOf(rows: Rows, delimiter = ','): string {
  return rows
    .map((row) =>
      row
        .map((cell) => (/[",;\t\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
        .join(delimiter),
    )
    .join('\r\n');
}

const JUNK: Array<string | Uint8Array<ArrayBuffer>> = [
  '',
  '"',
  'date,course\n"unclosed',
  '\ufeff',
  'a,b,c',
  '%PDF-1.4 not really',
  new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]),
  new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]),
  new Uint8Array([0xff, 0xfe, 0x64, 0, 0x61, 0]),
  new Uint8Array([0x1f, 0x8b, 8, 0]),
  `date,course,hole,score\n${'2026-01-01,x,1,4\n'.repeat(21_000)}`,
  'x'.repeat(5 * 1024 * 1024),
];

/** A file: a shots or scorecard CSV nearly right, one as XLSX, CSV with another delimiter, or junk. */
function fileBytes(): fc.Arbitrary<string | Uint8Array<ArrayBuffer>> {
  return fc.oneof(
    { weight: 4, arbitrary: mutatedRows(() => shotFile).map((rows) => csvOf(rows)) },
    { weight: 3, arbitrary: mutatedRows(() => cardFile).map((rows) => csvOf(rows, ';')) },
    { weight: 2, arbitrary: mutatedRows(() => cardFile).map((rows) => xlsxOf(rows)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          mutatedRows(() => shotFile),
          breaking,
        )
        .map(([rows, b]) => `${csvOf(rows)}${b}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...JUNK) },
    { weight: 1, arbitrary: text },
  );
}

const TYPES = [
  'text/csv',
  XLSX_TYPE,
  'application/octet-stream',
  'application/json',
  '',
  'multipart/form-data; boundary=x',
];

/** The file as the body (any content type) or as a multipart form's file, with the form's fields. */
function fileBody(fields: fc.Arbitrary<Array<[string, string]>>): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(fileBytes(), fc.constantFrom(...TYPES))
        .map(
          ([bytes, type]): Body => ({ body: bytes, headers: type === '' ? {} : { 'Content-Type': type } }),
        ),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fileBytes(), fields, valueFrom(['file', 'upload', '']))
        .map(([bytes, list, name]) => {
          const form = new FormData();
          for (const [n, v] of list) form.append(n, v);
          form.append(name, new Blob([bytes]), 'rounds.csv');
          return { body: form, headers: {} };
        }),
    },
    { weight: 1, arbitrary: formBody(fields) },
  );
}

function authorization(): fc.Arbitrary<Record<string, string>> {
  return fc
    .constantFrom(
      `Bearer ${context.world.token}`,
      `Bearer ${context.world.token}`,
      '',
      'Bearer nope',
      'Basic x',
    )
    .map((value) => header('Authorization', value));
}

const RULES = {
  messages: [
    'nothing was stored',
    'Choose a CSV or XLSX file',
    'preview the file again',
    'upload the file again',
  ],
};

test('POST /api/v1/imports', async () => {
  const path = valueFrom([
    '',
    '?dryRun=1',
    '?dryRun=0',
    '?dryRun=true',
    '?dryRun=yes',
    '?dryRun=1&dryRun=0',
  ]).map((q) => `/api/v1/imports${q.startsWith('?') || q === '' ? q : `?dryRun=${encodeSegment(q)}`}`);
  await fuzzRoute(
    'POST /api/v1/imports',
    writeRequest(path, fileBody(pairs(['dryRun'], () => valueFrom(['1', '0']))), authorization()),
    context.send,
    (response, request) => expectClearAnswer(response, request, RULES),
  );
});

test('POST /dashboard/settings/import, /resources/round-import', async () => {
  // A real preview of the player's own, so that confirm steps meet an import that exists. Its round is
  // played on a day of its own: the API's fuzz above may have stored the card file's round already,
  // and a preview of rounds all stored has nothing to confirm.
  const unstored = cardFile.map((row, index) => (index === 0 ? row : ['2026-06-03', ...row.slice(1)]));
  const form = new FormData();
  form.append('intent', 'preview');
  form.append('file', new Blob([csvOf(unstored)]), 'card.csv');
  const preview = await context.send({
    method: 'POST',
    path: '/dashboard/settings/import',
    headers: { Cookie: context.world.recruit.cookie, Origin: context.workers.url.origin },
    body: form,
  });
  const importId = /name="importId" value="([0-9a-f-]{36})"/.exec(await preview.text())?.[1] ?? '';
  expect(importId).not.toBe('');
  const fields = pairs(['intent', 'importId', 'from'], (name) =>
    name === 'intent'
      ? valueFrom(['preview', 'confirm'])
      : name === 'importId'
        ? valueFrom([importId, crypto.randomUUID(), '0'])
        : valueFrom(['0', '20', '-1', '1e9', 'x']),
  );
  const request = fc
    .tuple(
      fc.constantFrom('/dashboard/settings/import', '/resources/round-import'),
      fc.oneof({ weight: 2, arbitrary: fileBody(fields) }, { weight: 2, arbitrary: formBody(fields) }),
      fc.oneof(
        { weight: 3, arbitrary: fc.constant({ Cookie: context.world.recruit.cookie }) },
        { weight: 2, arbitrary: cookies(context.world) },
      ),
      fc.constantFrom('POST', 'POST', 'POST', 'PUT'),
    )
    .map(
      ([target, body, cookie, method]): FuzzRequest =>
        printable({
          method,
          path: target,
          headers: { Origin: context.workers.url.origin, ...body.headers, ...cookie },
          ...(body.body === undefined ? {} : { body: body.body }),
        }),
    );
  await fuzzRoute(
    'POST /dashboard/settings/import, /resources/round-import',
    request,
    context.send,
    (response, r) => expectClearAnswer(response, r, RULES),
  );
});

test('GET /api/v1/imports/templates/{file}', async () => {
  const request = segment([
    'shots.csv',
    'shots.xlsx',
    'scorecard.csv',
    'scorecard.xlsx',
    'shots',
    'x.csv',
  ]).map(
    (file): FuzzRequest =>
      printable({ method: 'GET', path: `/api/v1/imports/templates/${file}`, headers: {} }),
  );
  await fuzzRoute('GET /api/v1/imports/templates/{file}', request, context.send, (response, r) =>
    expectClearAnswer(response, r, { messages: ['No such template'] }),
  );
});
