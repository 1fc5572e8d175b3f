// The round import (issue 34 §5, decision 105) against the built Workers and D1: a shots CSV and a
// scorecard XLSX stored exactly as the same rounds sent to POST /api/v1/rounds; a re-import and two
// concurrent imports store each round once; a file that is not CSV/XLSX, too large or malformed is a
// 4xx sentence with nothing stored; the preview writes no round and words every row's problem.
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ImportAnswer } from '../../app/domain/import/answers';
import type { RoundIngestBody } from '../../app/domain/rounds/ingest';
import { roundHoles, rounds, shots } from '../../db/schema/rounds';
import { sessionCookieFor } from '../helpers/factories';
import { scorecardRows, shotsCsv, XLSX_TYPE, xlsxOf } from '../helpers/import-files';
import { apiClient, exampleCourse, exampleRound, rulesRecordsRound, scorecardRound } from '../helpers/ingest';
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
const COURSE = 'Barton Creek Test Course';

async function playerWithCourse() {
  const player = await signedIn();
  expect((await post('/api/v1/courses', player.token, exampleCourse('import-course', COURSE))).status).toBe(
    201,
  );
  return player;
}

function importFile(token: string, body: string | Uint8Array<ArrayBuffer>, type: string, query = '') {
  return workers.fetch(`/api/v1/imports${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
    body,
  });
}

async function roundCount(accountId: number): Promise<number> {
  const [row] = await (await playerRoundsDb(workers.db, accountId))
    .select({ n: count() })
    .from(rounds)
    .where(eq(rounds.accountId, accountId));
  return row?.n ?? 0;
}

/** What a stored round is, without ids and times: the round's figures, its holes and shots. */
async function storedRound(accountId: number) {
  const [round] = await (await playerRoundsDb(workers.db, accountId))
    .select({
      id: rounds.id,
      score: rounds.score,
      par: rounds.par,
      yards: rounds.yards,
      holeCount: rounds.holeCount,
    })
    .from(rounds)
    .where(eq(rounds.accountId, accountId));
  if (!round) throw new Error('no round');
  const holes = await (await playerRoundsDb(workers.db, accountId))
    .select()
    .from(roundHoles)
    .where(eq(roundHoles.roundId, round.id))
    .orderBy(asc(roundHoles.holeNumber));
  const shotRows = await (await playerRoundsDb(workers.db, accountId))
    .select()
    .from(shots)
    .where(eq(shots.roundId, round.id))
    .orderBy(asc(shots.holeNumber), asc(shots.shotNumber));
  const { id: _id, ...figures } = round;
  return {
    figures,
    holes: holes.map(({ roundId: _r, ...hole }) => hole),
    shots: shotRows.map(({ roundId: _r, ...shot }) => shot),
  };
}

/** The example round as a file can carry it: no pin positions. */
function withoutPins(round: RoundIngestBody): RoundIngestBody {
  return { ...round, holes: round.holes.map(({ pin: _pin, ...hole }) => hole) };
}

test('a shots CSV is stored exactly as the same round sent to POST /api/v1/rounds', async () => {
  const round = withoutPins(exampleRound({ clientRoundId: 'posted', clientCourseId: 'import-course' }));
  const viaApi = await playerWithCourse();
  expect((await post('/api/v1/rounds', viaApi.token, round)).status).toBe(201);
  const viaFile = await playerWithCourse();
  const response = await importFile(viaFile.token, shotsCsv([round], COURSE), 'text/csv');
  const answer = (await response.json()) as ImportAnswer;
  expect(response.status, JSON.stringify(answer.rounds[0]?.problems)).toBe(201);
  expect(answer.counts).toMatchObject({ rounds: 1, created: 1, existing: 0, refused: 0 });
  expect(answer.rounds[0]).toMatchObject({
    date: '2026-11-21',
    course: COURSE,
    holes: 18,
    status: 'created',
  });
  expect(await storedRound(viaFile.id)).toEqual(await storedRound(viaApi.id));
});

test('penalty kinds, relief and a provisional ball in a shots CSV are stored as the same round sent to the API (decision 111)', async () => {
  const sent = withoutPins(rulesRecordsRound('posted-rules', 'import-course'));
  // A file has no column for a provisional ball's abandoned strokes.
  const round = { ...sent, holes: sent.holes.map(({ provisionalAbandoned: _a, ...hole }) => hole) };
  const viaApi = await playerWithCourse();
  expect((await post('/api/v1/rounds', viaApi.token, round)).status).toBe(201);
  const viaFile = await playerWithCourse();
  const response = await importFile(viaFile.token, shotsCsv([round], COURSE), 'text/csv');
  const answer = (await response.json()) as ImportAnswer;
  expect(response.status, JSON.stringify(answer.rounds[0]?.problems)).toBe(201);
  const stored = await storedRound(viaFile.id);
  expect(stored).toEqual(await storedRound(viaApi.id));
  expect(
    stored.shots.filter((s) => s.reliefReason !== null).map((s) => [s.holeNumber, s.reliefReason]),
  ).toEqual([
    [1, 'penalty-area'],
    [3, 'abnormal-course-condition'],
  ]);
});

test('a scorecard XLSX with headers in any case is stored as the same card sent to the API', async () => {
  const card = scorecardRound('card', 'import-course');
  const viaApi = await playerWithCourse();
  expect((await post('/api/v1/rounds', viaApi.token, card)).status).toBe(201);
  const viaFile = await playerWithCourse();
  const response = await importFile(
    viaFile.token,
    xlsxOf(scorecardRows(card, COURSE.toUpperCase())),
    XLSX_TYPE,
  );
  const answer = (await response.json()) as ImportAnswer;
  expect(response.status, JSON.stringify(answer)).toBe(201);
  expect(answer.format).toBe('scorecard');
  expect(await storedRound(viaFile.id)).toEqual(await storedRound(viaApi.id));
});

test('importing the same file again stores nothing new and says the rounds are already there', async () => {
  const player = await playerWithCourse();
  const rounds = [0, 1].map((i) =>
    withoutPins(
      exampleRound({ clientRoundId: `r${i}`, clientCourseId: 'x', startedAt: `2026-10-0${i + 1}T09:00:00` }),
    ),
  );
  const file = shotsCsv(rounds, COURSE);
  expect((await importFile(player.token, file, 'text/csv')).status).toBe(201);
  const again = await importFile(player.token, file, 'text/csv');
  expect(again.status).toBe(200);
  expect(((await again.json()) as ImportAnswer).counts).toMatchObject({ created: 0, existing: 2 });
  expect(await roundCount(player.id)).toBe(2);
});

test('two imports of the same file at once store each round once', async () => {
  const player = await playerWithCourse();
  const rounds = [0, 1, 2].map((i) =>
    withoutPins(
      exampleRound({ clientRoundId: `c${i}`, clientCourseId: 'x', startedAt: `2026-09-0${i + 1}T09:00:00` }),
    ),
  );
  const file = shotsCsv(rounds, COURSE);
  const answers = await Promise.all([
    importFile(player.token, file, 'text/csv'),
    importFile(player.token, file, 'text/csv'),
  ]);
  const counts = await Promise.all(answers.map(async (a) => ((await a.json()) as ImportAnswer).counts));
  expect(counts.reduce((sum, c) => sum + c.created, 0)).toBe(3);
  expect(counts.every((c) => c.created + c.existing === 3)).toBe(true);
  expect(await roundCount(player.id)).toBe(3);
});

test('a file that is not CSV or XLSX, one too large and one malformed are refused in words, nothing stored', async () => {
  const player = await playerWithCourse();
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const cases: Array<[string | Uint8Array<ArrayBuffer>, string, number, RegExp]> = [
    [png, 'text/csv', 415, /an image, not a CSV or XLSX file/],
    ['%PDF-1.7\n...', 'application/octet-stream', 415, /a PDF/],
    [`date,course,hole,score\n${'x'.repeat(4.5 * 1024 * 1024)}`, 'text/csv', 413, /larger than 4 MB/],
    [
      'date,course,hole,score\n"2026-01-01,Barton,1,4\n',
      'text/csv',
      400,
      /quoted field opened on line 2 is never closed/,
    ],
    ['name,age\nx,1\n', 'text/csv', 400, /names no format/],
    ['date,hole,score\n2026-01-01,1,4\n', 'text/csv', 400, /lacks the column course/],
    [
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]),
      XLSX_TYPE,
      400,
      /not a readable XLSX workbook/,
    ],
    ['', 'text/csv', 400, /Choose a CSV or XLSX file/],
  ];
  for (const [body, type, status, message] of cases) {
    const response = await importFile(player.token, body, type);
    expect(response.status, String(message)).toBe(status);
    const answer = (await response.json()) as { error: string };
    expect(answer.error).toMatch(message);
    expect(answer.error).toMatch(/nothing was stored/);
  }
  expect(await roundCount(player.id)).toBe(0);
});

test('the dry run stores nothing and words every problem with its row and column', async () => {
  const player = await playerWithCourse();
  const good = withoutPins(
    exampleRound({ clientRoundId: 'g', clientCourseId: 'x', startedAt: '2026-08-01T09:00:00' }),
  );
  const bad = withoutPins(
    exampleRound({ clientRoundId: 'b', clientCourseId: 'x', startedAt: '2026-08-02T09:00:00' }),
  );
  const csv = shotsCsv([good, bad], COURSE)
    .split('\r\n')
    .map((line, i) => (i === 40 ? line.replace(/,(holed|green|fairway|rough),/, ',banana,') : line))
    .join('\r\n');
  const unknownCourse = `${csv.split('\r\n')[0]}\r\n2026-08-03,09:00,Nowhere Links,Blue,9,1,1,tee,400,fairway,150,0,,,,,\r\n`;
  const response = await importFile(
    player.token,
    csv + unknownCourse.split('\r\n').slice(1).join('\r\n'),
    'text/csv',
    '?dryRun=1',
  );
  expect(response.status).toBe(200);
  const answer = (await response.json()) as ImportAnswer;
  expect(answer.dryRun).toBe(true);
  expect(answer.counts).toMatchObject({ rounds: 3, new: 1, refused: 2, created: 0 });
  const problems = answer.rounds.flatMap((r) => r.problems);
  expect(
    problems.some((p) => /^Row 41, column (start_lie|end_lie): The (start|end) lie is one of/.test(p)),
  ).toBe(true);
  expect(problems).toContain(
    `Row ${csv.split('\r\n').filter((l) => l !== '').length + 1}, column course: No course named "Nowhere Links" is on the site: add it in the app first, or give its course_id.`,
  );
  expect(await roundCount(player.id)).toBe(0);
});

test('the settings page previews an upload, writes no round, and Confirm stores them', async () => {
  const player = await playerWithCourse();
  const cookie = await sessionCookieFor(workers.db, player.id);
  const settings = await workers.fetch('/dashboard/settings', { headers: { Cookie: cookie } });
  expect(await settings.text()).toContain('Import rounds');
  const round = withoutPins(
    exampleRound({ clientRoundId: 'p', clientCourseId: 'x', startedAt: '2026-07-01T09:00:00' }),
  );
  const form = new FormData();
  form.append('intent', 'preview');
  form.append('file', new File([shotsCsv([round], COURSE)], 'my-rounds.csv', { type: 'text/csv' }));
  const preview = await workers.fetch('/dashboard/settings/import', {
    method: 'POST',
    headers: { Cookie: cookie, Origin: workers.url.origin },
    body: form,
  });
  const page = await preview.text();
  expect(preview.status, page.slice(0, 500)).toBe(200);
  expect(page).toContain('Will be stored');
  expect(await roundCount(player.id)).toBe(0);
  const importId = /name="importId" value="([0-9a-f-]{36})"/.exec(page)?.[1];
  expect(importId).toBeDefined();
  const confirm = await workers.fetch('/dashboard/settings/import', {
    method: 'POST',
    headers: {
      Cookie: cookie,
      Origin: workers.url.origin,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ intent: 'confirm', importId: importId ?? '' }),
  });
  const done = await confirm.text();
  expect(confirm.status).toBe(200);
  expect(done).toMatch(/1 round<!-- -->?\s*stored|1 round stored/);
  expect(await roundCount(player.id)).toBe(1);
  // The preview is gone once confirmed.
  const twice = await workers.fetch('/resources/round-import', {
    method: 'POST',
    headers: {
      Cookie: cookie,
      Origin: workers.url.origin,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ importId: importId ?? '', from: '0' }),
  });
  expect(twice.status).toBe(404);
  // The same file again: every round is stored already, which the page says instead of a problem.
  const again = new FormData();
  again.append('intent', 'preview');
  again.append('file', new File([shotsCsv([round], COURSE)], 'my-rounds.csv', { type: 'text/csv' }));
  const repeat = await (
    await workers.fetch('/dashboard/settings/import', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: workers.url.origin },
      body: again,
    })
  ).text();
  expect(repeat).toContain('Every round in this file is stored already: there is nothing to add.');
  expect(repeat).not.toContain('fix the problems above');
  expect(repeat).not.toContain('name="importId"');
});

test('the templates download as CSV and XLSX, and the scorecard template imports as it stands', async () => {
  for (const name of ['shots.csv', 'scorecard.csv', 'shots.xlsx', 'scorecard.xlsx']) {
    const response = await workers.fetch(`/api/v1/imports/templates/${name}`);
    expect(response.status, name).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain(
      `round-import-${name.replace('.', '.')}`.split('.')[0],
    );
    await response.arrayBuffer();
  }
  expect((await workers.fetch('/api/v1/imports/templates/other.csv')).status).toBe(404);
});
