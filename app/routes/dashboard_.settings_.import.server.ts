import type { z } from 'zod';
import { type ConfirmStep, type ImportAnswer, type ImportRound, importCounts } from '~/domain/import/answers';
import { readCsv } from '~/domain/import/csv-read';
import { FORMAT_NAMES, type ImportFormat } from '~/domain/import/formats';
import { type FileRound, locate, problemText, roundsOfRows } from '~/domain/import/rounds';
import { ingestIssues, roundIngestSchema, shotsMakeHole } from '~/domain/rounds/ingest';
import { ROUNDS_MOVING } from '~/server/ingest.server';
import { readUpload } from '~/server/request-body.server';
import type { Db } from '~db/client';
import { coursesForImport, dropImport, type ImportCourse, stagedRounds } from '~db/queries/imports';
import { checkRound, writeRound } from '~db/queries/ingest';
import type { RoundShards } from '~db/shards';

/*
 * The round import (issue 34 §5, decision 105): an uploaded CSV or XLSX read into rounds, each built
 * as the request body of POST /api/v1/rounds, checked by the ingest's own schema and checks (the
 * preview writes no round) and stored by its own write, one all-or-nothing batch a round.
 */

/** 10 000 shots are about 800 KB of CSV; a file four times that size is refused before it is read. */
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;
/** Rows of shots or holes a file may hold (the header aside). */
export const IMPORT_MAX_ROWS = 20_000;
/** Rounds stored by one request of the page's progress loop. */
export const IMPORT_ROUNDS_PER_STEP = 20;
/**
 * Rounds one request stores at most (the API, the page without JavaScript): a new round costs about
 * seven D1 round trips (its checks, its batch, the Handicap Index and discovery row after it), and a
 * Worker request may make 1 000 D1 queries (decision 105).
 */
export const IMPORT_ROUNDS_PER_REQUEST = 50;

const PDF_ORIGIN = 'https://pdf.internal';

export type Refusal = { ok: false; status: 400 | 413 | 415 | 422 | 503; message: string };
export type Upload = { name: string; bytes: Uint8Array<ArrayBuffer> };

/** The upload of a request: a multipart form's `file` (with its other fields) or the body itself. */
export async function readImportUpload(
  request: Request,
): Promise<{ ok: true; file: Upload; form: URLSearchParams } | Refusal> {
  // The form's other fields are a few bytes beside the file.
  const read = await readUpload(request, IMPORT_MAX_BYTES + 16 * 1024);
  if (!read.ok)
    return {
      ok: false,
      status: read.status,
      message:
        read.status === 413 ? 'The file is larger than 4 MB; split it into smaller files.' : read.message,
    };
  if (!read.file) return { ok: false, status: 400, message: 'Choose a CSV or XLSX file to import.' };
  if (read.file.bytes.byteLength > IMPORT_MAX_BYTES)
    return { ok: false, status: 413, message: 'The file is larger than 4 MB; split it into smaller files.' };
  return { ok: true, file: read.file, form: read.form };
}

export type FileKind = 'csv' | 'xlsx';

const startsWith = (bytes: Uint8Array, prefix: ReadonlyArray<number>) =>
  prefix.every((b, i) => bytes[i] === b);

/** What a file is, by its content, never its name: an .xlsx is a zip package; a CSV is text. */
export function fileKindOf(bytes: Uint8Array): { ok: true; kind: FileKind } | Refusal {
  const refuse = (what: string): Refusal => ({
    ok: false,
    status: 415,
    message: `The file is ${what}, not a CSV or XLSX file: export your rounds as CSV or .xlsx and upload that.`,
  });
  if (bytes.byteLength === 0) return { ok: false, status: 400, message: 'The file is empty.' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { ok: true, kind: 'xlsx' };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0]))
    return refuse('an old Excel .xls workbook (save it as .xlsx)');
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return refuse('a PDF');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) || startsWith(bytes, [0xff, 0xd8, 0xff]))
    return refuse('an image');
  if (startsWith(bytes, [0x1f, 0x8b])) return refuse('compressed (gzip)');
  // Text has no NUL bytes (UTF-16 would: save it as UTF-8) and few control characters.
  const head = bytes.subarray(0, 8192);
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return refuse('binary, or text in UTF-16 (save it as UTF-8)');
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control++;
  }
  if (control > head.length / 100) return refuse('binary');
  return { ok: true, kind: 'csv' };
}

/** The file's rows of text: a CSV read here, a workbook's first sheet by the document Worker. */
export async function rowsOfUpload(
  file: Upload,
  documents: Fetcher,
): Promise<{ ok: true; kind: FileKind; rows: Array<Array<string>> } | Refusal> {
  const kind = fileKindOf(file.bytes);
  if (!kind.ok) return kind;
  if (kind.kind === 'csv') {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(file.bytes);
    const read = readCsv(text, IMPORT_MAX_ROWS + 1);
    return read.ok
      ? { ok: true, kind: 'csv', rows: read.rows }
      : { ok: false, status: 400, message: read.message };
  }
  let answer: Response;
  try {
    answer = await documents.fetch(`${PDF_ORIGIN}/read-workbook?maxRows=${IMPORT_MAX_ROWS + 1}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: file.bytes,
    });
  } catch {
    return {
      ok: false,
      status: 503,
      message: 'The spreadsheet reader is unavailable; try again, or upload a CSV.',
    };
  }
  const json: unknown = await answer.json().catch(() => null);
  if (json && typeof json === 'object' && 'error' in json && typeof json.error === 'string')
    return { ok: false, status: 400, message: json.error };
  if (!answer.ok || !json || typeof json !== 'object' || !('rows' in json) || !Array.isArray(json.rows))
    return {
      ok: false,
      status: 503,
      message: 'The spreadsheet reader is unavailable; try again, or upload a CSV.',
    };
  const rows = json.rows.filter(Array.isArray).map((row) => row.map((cell: unknown) => String(cell ?? '')));
  if (rows.length > IMPORT_MAX_ROWS + 1)
    return { ok: false, status: 400, message: `The file has more than ${IMPORT_MAX_ROWS} rows; split it.` };
  return { ok: true, kind: 'xlsx', rows };
}

/** A round's clientRoundId: the file's own id, else a digest of what the round is made of. */
async function clientRoundIdOf(round: FileRound): Promise<string> {
  if (round.fileRoundId !== null)
    return round.fileRoundId.startsWith('golfmetrics-')
      ? round.fileRoundId.slice(0, 100)
      : `import-${round.fileRoundId}`.slice(0, 100);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(round.keySource));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `import-${hex.slice(0, 40)}`;
}

/** The course a round names: by id, else by name (the account's own course first). */
function courseOf(
  round: FileRound,
  found: ReadonlyArray<ImportCourse>,
  accountId: number,
): ImportCourse | undefined {
  if (round.courseId !== null) return found.find((c) => c.id === round.courseId);
  const named = found.filter((c) => c.name.toLowerCase() === round.courseName.toLowerCase());
  return named.find((c) => c.ownerAccountId === accountId) ?? named[0];
}

type Prepared = { round: FileRound; summary: ImportRound; body: z.infer<typeof roundIngestSchema> | null };

/**
 * Each round of the file checked as the ingest checks it, writing nothing: its summary (what it is and
 * whether it is new, stored before or refused, with every problem in words) and, when it may be
 * stored, the checked request body.
 */
async function prepareRounds(
  db: Db,
  shards: RoundShards,
  accountId: number,
  format: ImportFormat,
  rounds: ReadonlyArray<FileRound>,
): Promise<Array<Prepared>> {
  const found = await coursesForImport(
    db,
    rounds.filter((r) => r.courseId === null && r.courseName !== '').map((r) => r.courseName),
    rounds.flatMap((r) => (r.courseId === null ? [] : [r.courseId])),
  );
  const prepared: Array<Prepared> = [];
  for (const round of rounds) prepared.push(await prepareRound(db, shards, accountId, format, round, found));
  return prepared;
}

async function prepareRound(
  db: Db,
  shards: RoundShards,
  accountId: number,
  format: ImportFormat,
  round: FileRound,
  found: ReadonlyArray<ImportCourse>,
): Promise<Prepared> {
  const problems = round.problems.map(problemText);
  const summary: ImportRound = {
    position: round.index,
    firstRow: round.firstRow,
    date: round.date,
    course: round.courseName || (round.courseId === null ? '' : `Course ${round.courseId}`),
    holes: round.body.holes.length,
    score: null,
    shots: round.shotCount,
    status: 'refused',
    problems,
  };
  const course = courseOf(round, found, accountId);
  const courseColumn = round.courseId !== null ? 'course_id' : 'course';
  if (!course && (round.courseName !== '' || round.courseId !== null))
    problems.push(
      problemText({
        row: round.firstRow,
        column: courseColumn,
        message:
          round.courseId !== null
            ? `No course has the id ${round.courseId}.`
            : `No course named "${round.courseName}" is on the site: add it in the app first, or give its course_id.`,
      }),
    );
  const tee = round.teeName ?? course?.tees[0];
  if (course && tee === undefined)
    problems.push(
      problemText({
        row: round.firstRow,
        column: 'tees',
        message: `The course ${course.name} has no tees on the site.`,
      }),
    );
  if (course) summary.course = course.name;
  const body = {
    ...round.body,
    clientRoundId: await clientRoundIdOf(round),
    ...(course ? { courseId: course.id } : {}),
    tee: tee ?? '',
  };
  const parsed = roundIngestSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of ingestIssues(parsed.error)) {
      // The course is reported above, by name.
      if (!course && (issue.path === 'courseId' || issue.path === 'tee')) continue;
      const at = locate(format, round, issue.path);
      problems.push(problemText({ row: at.row, column: at.column, message: issue.message }));
    }
  }
  if (problems.length > 0 || !parsed.success || !course) return { round, summary, body: null };
  summary.score = scoreOf(parsed.data);
  const checked = await checkRound(db, shards, accountId, parsed.data);
  if (checked.kind === 'refused') {
    for (const issue of checked.issues) {
      const at = locate(format, round, issue.path);
      problems.push(problemText({ row: at.row, column: at.column, message: issue.message }));
    }
    return { round, summary, body: null };
  }
  summary.status = checked.kind === 'stored' ? 'existing' : 'new';
  return { round, summary, body: parsed.data };
}

/** The strokes of a checked round's counted holes: its shots where they make the hole, else its score. */
function scoreOf(round: z.infer<typeof roundIngestSchema>): number | null {
  let total = 0;
  for (const hole of round.holes) {
    if (hole.excluded) continue;
    const strokes = shotsMakeHole(hole)
      ? hole.shots.reduce((sum, s) => sum + 1 + s.penaltyStrokes, 0)
      : (hole.score ?? null);
    if (strokes === null) return null;
    total += strokes;
  }
  return total;
}

export type ImportPlan = {
  answer: ImportAnswer;
  /** The rounds a confirm may store: position and checked body. */
  storable: Array<{ position: number; body: z.infer<typeof roundIngestSchema> }>;
};

/** The preview of a file's rows (nothing is written): every round, what would happen to it and why. */
export async function planImport(
  db: Db,
  shards: RoundShards,
  accountId: number,
  rows: ReadonlyArray<ReadonlyArray<string>>,
): Promise<{ ok: true; plan: ImportPlan } | Refusal> {
  const parsed = roundsOfRows(rows);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
  const prepared = await prepareRounds(db, shards, accountId, parsed.format, parsed.rounds);
  const rounds = prepared.map((p) => p.summary);
  return {
    ok: true,
    plan: {
      answer: {
        dryRun: true,
        format: parsed.format,
        formatName: FORMAT_NAMES[parsed.format],
        ignoredColumns: parsed.ignored,
        counts: importCounts(rounds),
        rounds,
        next: null,
      },
      storable: prepared.flatMap((p) => (p.body ? [{ position: p.round.index, body: p.body }] : [])),
    },
  };
}

export type StoredRound = {
  position: number;
  status: 'created' | 'existing' | 'refused';
  problems: Array<string>;
};

/**
 * Stores checked rounds one by one through the ingest's write (each its own all-or-nothing batch,
 * idempotent by clientRoundId, so a concurrent import of the same file stores each round once). A
 * body is checked again by the ingest schema: a staged body is data read back from the database.
 */
export async function storeRounds(
  db: Db,
  shards: RoundShards,
  accountId: number,
  rounds: ReadonlyArray<{ position: number; body: unknown }>,
): Promise<Array<StoredRound>> {
  const results: Array<StoredRound> = [];
  for (const { position, body } of rounds) {
    const parsed = roundIngestSchema.safeParse(body);
    if (!parsed.success) {
      results.push({
        position,
        status: 'refused',
        problems: ingestIssues(parsed.error).map((i) => i.message),
      });
      continue;
    }
    const written = await writeRound(db, shards, accountId, parsed.data);
    results.push(
      written.ok
        ? { position, status: written.created ? 'created' : 'existing', problems: [] }
        : {
            position,
            status: 'refused',
            problems:
              'moving' in written ? [ROUNDS_MOVING] : written.issues.map((i) => `${i.path}: ${i.message}`),
          },
    );
  }
  return results;
}

/** A confirm step of a preview that is not there. */
export const PREVIEW_GONE =
  'This preview is no longer there (it was confirmed, or is more than a day old): upload the file again.';

/**
 * One step of Confirm (decision 105): the previewed rounds at positions from … from + size − 1 stored
 * through the ingest's write; the preview is dropped after its last step. Null when the account has
 * no such preview (confirmed already, or more than a day old).
 */
export async function confirmStep(
  db: Db,
  shards: RoundShards,
  accountId: number,
  importId: string,
  from: number,
  size: number,
): Promise<ConfirmStep | null> {
  const to = from + size;
  const staged = await stagedRounds(db, accountId, importId, from, to);
  if (!staged) return null;
  const stored = await storeRounds(
    db,
    shards,
    accountId,
    staged.rounds.map((r) => ({ position: r.position, body: JSON.parse(r.body) })),
  );
  const next = to < staged.roundCount ? to : null;
  if (next === null) await dropImport(db, accountId, importId);
  const count = (status: StoredRound['status']) => stored.filter((s) => s.status === status).length;
  return {
    created: count('created'),
    existing: count('existing'),
    refused: count('refused'),
    done: Math.min(to, staged.roundCount),
    total: staged.roundCount,
    next,
  };
}

/** The answer after storing: each round of the preview with what happened to it. */
export function storedAnswer(
  plan: ImportPlan,
  stored: ReadonlyArray<StoredRound>,
  next: number | null,
): ImportAnswer {
  const byPosition = new Map(stored.map((s) => [s.position, s]));
  const rounds = plan.answer.rounds.map((round) => {
    const result = byPosition.get(round.position);
    if (!result) return round;
    return { ...round, status: result.status, problems: [...round.problems, ...result.problems] };
  });
  return { ...plan.answer, dryRun: false, counts: importCounts(rounds), rounds, next };
}
