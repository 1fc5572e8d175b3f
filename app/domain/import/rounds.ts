import { type ColumnMap, columnMap, FORMAT_NAMES, formatOf, type ImportFormat } from './formats';

/*
 * A file's rows grouped into rounds, each built as the request body of POST /api/v1/rounds (issue 34
 * §5, decision 105): the import stores rounds through the ingest's own schema and write. Cells are
 * converted only where the conversion is plain (a number, yes/no, a unit); anything else is passed on
 * as written, so the ingest schema's own sentence refuses it, and `locate` maps its path back to the
 * file's row and column.
 */

/** A problem of the file or of one row, in words; row numbers count the header as row 1. */
export type RowProblem = { row: number | null; column: string | null; message: string };

export type FileRound = {
  /** Its place among the file's rounds, from 0. */
  index: number;
  /** The file's own id of the round (round_id, Golfmetrics' roundid), if any. */
  fileRoundId: string | null;
  /** What the round is made of, hashed into its clientRoundId when the file gives no id. */
  keySource: string;
  date: string;
  courseName: string;
  courseId: number | null;
  teeName: string | null;
  /** The request body without clientRoundId, the course and the tee, which the server resolves. */
  body: Record<string, unknown> & { holes: Array<Record<string, unknown>> };
  firstRow: number;
  /** The row of each hole (a scorecard) or of each of its shots. */
  holeRows: Array<{ row: number; shots: Array<number> }>;
  shotCount: number;
  /** Problems found while reading its cells (a date that is not one); such a round is not stored. */
  problems: Array<RowProblem>;
};

export type ParsedFile =
  | { ok: true; format: ImportFormat; rounds: Array<FileRound>; ignored: Array<string> }
  | { ok: false; message: string };

export function problemText(problem: RowProblem): string {
  if (problem.row === null) return problem.message;
  if (problem.column === null) return `Row ${problem.row}: ${problem.message}`;
  return `Row ${problem.row}, column ${problem.column}: ${problem.message}`;
}

// ------------------------------------------------------------------------------------------------
// Cells
// ------------------------------------------------------------------------------------------------

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A number cell: a number, undefined when empty, else the text (the schema's sentence refuses it). */
export function numberCell(cell: string): number | string | undefined {
  const text = cell.trim();
  if (text === '') return undefined;
  return NUMBER.test(text) ? Number(text) : text;
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'hit']);
const NO = new Set(['no', 'n', 'false', '0', 'miss', 'missed']);

/** yes/no (y/n, true/false, 1/0, x for yes): a boolean, undefined when empty, else the text. */
export function booleanCell(cell: string): boolean | string | undefined {
  const text = cell.trim().toLowerCase();
  if (text === '' || text === '-') return undefined;
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return text;
}

// The words other trackers use for the ingest's lies (decision 031).
const LIE_WORDS: Record<string, string> = {
  bunker: 'sand',
  'fairway bunker': 'sand',
  'greenside bunker': 'sand',
  'penalty area': 'water',
  hazard: 'water',
  ob: 'penalty',
  'out of bounds': 'penalty',
  lost: 'penalty',
  unplayable: 'penalty',
  hole: 'holed',
  'in the hole': 'holed',
  'deep rough': 'rough',
  trees: 'recovery',
  'tee box': 'tee',
  'drop zone': 'drop-zone',
  dropzone: 'drop-zone',
};

/** A lie as the ingest names it (any case, a few common synonyms), undefined when empty. */
export function lieCell(cell: string): string | undefined {
  const text = cell.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return undefined;
  return LIE_WORDS[text] ?? text;
}

/** A fairway cell: hit, left, right, short, long or n.a. (yes for hit, na or n/a for n.a.). */
export function fairwayCell(cell: string): string | undefined {
  const text = cell.trim().toLowerCase();
  if (text === '' || text === '-') return undefined;
  if (text === 'yes' || text === 'y' || text === 'true' || text === 'x') return 'hit';
  if (text === 'na' || text === 'n/a' || text === 'n.a') return 'n.a.';
  return text;
}

const UNITS: Record<string, 'yd' | 'ft' | 'm'> = {
  yd: 'yd',
  yds: 'yd',
  yard: 'yd',
  yards: 'yd',
  y: 'yd',
  ft: 'ft',
  feet: 'ft',
  foot: 'ft',
  f: 'ft',
  m: 'm',
  meter: 'm',
  meters: 'm',
  metre: 'm',
  metres: 'm',
};

/** A unit cell: yd, ft or m, null when empty, the text when it is none of them. */
export function unitCell(cell: string): 'yd' | 'ft' | 'm' | null | string {
  const text = cell.trim().toLowerCase();
  if (text === '') return null;
  return UNITS[text] ?? text;
}

const YARDS_PER: Record<'yd' | 'ft' | 'm', number> = { yd: 1, ft: 1 / 3, m: 1.0936133 };

/**
 * A distance in the ingest's units — feet on the green, yards elsewhere (issue 5 point 8) — from a
 * value in `unit` (the ingest's own unit when none is given). Rounded to a tenth.
 */
export function ingestDistance(value: number, unit: 'yd' | 'ft' | 'm' | null, onGreen: boolean): number {
  if (unit === null) return value;
  const yards = value * YARDS_PER[unit];
  return Math.round((onGreen ? yards * 3 : yards) * 10) / 10;
}

const MONTH_DAY_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/;

/** A day as YYYY-MM-DD from 2026-11-21 or 11/21/2026 (11/21/26), or null when it is not a real day. */
export function dayCell(cell: string): string | null {
  const text = cell.trim();
  const iso = ISO_DAY.exec(text);
  const us = MONTH_DAY_YEAR.exec(text);
  let parts: [number, number, number] | null = null;
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) {
    const year = Number(us[3]);
    parts = [us[3]?.length === 2 ? 2000 + year : year, Number(us[1]), Number(us[2])];
  }
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  if (year < 1900 || year > 2100) return null;
  return date.toISOString().slice(0, 10);
}

/** A tee time as HH:MM from 8:40, 08:40, 08:40:00 or 8:40 AM; '' when empty; null when it is not one. */
export function timeCell(cell: string): string | null {
  const text = cell.trim().toLowerCase();
  if (text === '') return '';
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*(am|pm)?$/.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (match[3] === 'pm' && hours < 12) hours += 12;
  if (match[3] === 'am' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

// ------------------------------------------------------------------------------------------------
// Rows into rounds
// ------------------------------------------------------------------------------------------------

type Row = { number: number; cells: Array<string> };

function cellOf(map: ColumnMap, row: Row, column: string): string {
  const i = map.index.get(column);
  return i === undefined ? '' : (row.cells[i] ?? '').trim();
}

/** The file's rows (the first is the header) read as rounds of the format its header names. */
export function roundsOfRows(rows: ReadonlyArray<ReadonlyArray<string>>): ParsedFile {
  const [header, ...body] = rows;
  if (!header || header.every((cell) => cell.trim() === ''))
    return { ok: false, message: 'The file is empty: it needs a header row and a row per shot or hole.' };
  const format = formatOf(header);
  if (!format)
    return {
      ok: false,
      message:
        'The header row names no format this import reads: a shots file has start_lie and end_lie columns, a scorecard a score column (see the templates).',
    };
  const map = columnMap(format, header);
  if (map.missing.length > 0)
    return {
      ok: false,
      message: `The ${FORMAT_NAMES[format]} file lacks the column${map.missing.length > 1 ? 's' : ''} ${map.missing.join(', ')}.`,
    };
  const dataRows = body
    .map((cells, i) => ({ number: i + 2, cells: cells.map((c) => String(c)) }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (dataRows.length === 0)
    return { ok: false, message: 'The file has a header row and no rows of shots or holes.' };
  const rounds =
    format === 'golfmetrics' ? golfmetricsRounds(map, dataRows) : siteRounds(format, map, dataRows);
  return { ok: true, format, rounds, ignored: map.ignored };
}

/** Rows grouped by a key, in the order each key first appears. */
function groupBy<T>(items: ReadonlyArray<T>, key: (item: T) => string): Array<Array<T>> {
  const groups = new Map<string, Array<T>>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()];
}

function siteRounds(format: 'shots' | 'scorecard', map: ColumnMap, rows: Array<Row>): Array<FileRound> {
  const cell = (row: Row, column: string) => cellOf(map, row, column);
  const roundKey = (row: Row) => {
    const id = cell(row, 'round_id');
    if (id !== '') return `id:${id}`;
    return JSON.stringify([
      cell(row, 'date'),
      cell(row, 'tee_time'),
      cell(row, 'course').toLowerCase(),
      cell(row, 'course_id'),
      cell(row, 'tees').toLowerCase(),
      cell(row, 'round'),
    ]);
  };
  return groupBy(rows, roundKey).map((roundRows, index) => {
    const first = roundRows[0] as Row;
    const problems: Array<RowProblem> = [];
    const holeGroups = groupBy(roundRows, (row) => cell(row, 'hole'));
    const holeRows: FileRound['holeRows'] = [];
    const holes = holeGroups.map((group, h) => {
      const top = group[0] as Row;
      const courseHoleNumber = numberCell(cell(top, 'hole'));
      if (format === 'scorecard') {
        for (const again of group.slice(1))
          problems.push({
            row: again.number,
            column: 'hole',
            message: `Hole ${cell(top, 'hole')} is listed twice in this round (rows ${top.number} and ${again.number}).`,
          });
        holeRows.push({ row: top.number, shots: [] });
        return {
          number: h + 1,
          courseHoleNumber,
          par: numberCell(cell(top, 'par')),
          score: numberCell(cell(top, 'score')),
          putts: numberCell(cell(top, 'putts')),
          fairway: fairwayCell(cell(top, 'fairway')),
          greenInRegulation: booleanCell(cell(top, 'gir')),
          penaltyStrokes: numberCell(cell(top, 'penalties')),
          sandShots: numberCell(cell(top, 'sand_shots')),
          upAndDown: booleanCell(cell(top, 'up_and_down')),
        };
      }
      holeRows.push({ row: top.number, shots: group.map((row) => row.number) });
      return {
        number: h + 1,
        courseHoleNumber,
        par: numberCell(cell(top, 'par')),
        shots: group.map((row, i) => {
          const previous = group[i - 1];
          return shotOfRow(row, cell, problems, previous ? lieCell(cell(previous, 'end_lie')) : undefined);
        }),
      };
    });
    const courseHoles = holes.map((h) => h.courseHoleNumber).filter((n) => typeof n === 'number');
    return {
      ...roundHead(first, cell, problems),
      index,
      keySource: JSON.stringify([format, roundKey(first), roundRows.map((row) => row.cells)]),
      body: {
        ...roundBody(first, cell, courseHoles),
        holes: holes.map(withoutUndefined),
      },
      holeRows,
      shotCount: format === 'shots' ? roundRows.length : 0,
      problems,
    };
  });
}

/** A shot row as the ingest's shot; `previousEndLie` is where a relief starts when its row does not say. */
function shotOfRow(
  row: Row,
  cell: (row: Row, column: string) => string,
  problems: Array<RowProblem>,
  previousEndLie: string | undefined,
) {
  const startLie = lieCell(cell(row, 'start_lie'));
  const endLie = lieCell(cell(row, 'end_lie'));
  const distance = (value: string, unitColumn: string, onGreen: boolean) => {
    const n = numberCell(value);
    const unit = unitCell(cell(row, unitColumn));
    if (unit !== null && unit !== 'yd' && unit !== 'ft' && unit !== 'm') {
      problems.push({
        row: row.number,
        column: unitColumn,
        message: `"${unit}" is not a unit: use yd, ft or m.`,
      });
      return n;
    }
    return typeof n === 'number' ? ingestDistance(n, unit, onGreen) : n;
  };
  const endText = cell(row, 'end_distance');
  const point = (lat: string, lon: string) => {
    const latitude = numberCell(cell(row, lat));
    const longitude = numberCell(cell(row, lon));
    return latitude === undefined && longitude === undefined ? undefined : { latitude, longitude };
  };
  const penaltyStrokes = numberCell(cell(row, 'penalty_strokes'));
  const penaltyKind = kindCell(cell(row, 'penalty_kind'));
  const reliefReason = kindCell(cell(row, 'relief'));
  const reliefFromLie = lieCell(cell(row, 'relief_from_lie'));
  const reliefDistance = cell(row, 'relief_from_distance');
  return withoutUndefined({
    number: numberCell(cell(row, 'shot')),
    startLie,
    endLie,
    distanceBefore: distance(cell(row, 'start_distance'), 'start_unit', startLie === 'green'),
    distanceAfter:
      endText === '' && endLie === 'holed' ? 0 : distance(endText, 'end_unit', endLie === 'green'),
    penaltyStrokes,
    // The Rules records (decision 111): the kind of this shot's penalty strokes, relief before it.
    penalties:
      penaltyKind === undefined
        ? undefined
        : [
            {
              kind: penaltyKind,
              strokes: typeof penaltyStrokes === 'number' && penaltyStrokes > 0 ? penaltyStrokes : 1,
            },
          ],
    relief:
      reliefReason === undefined
        ? undefined
        : withoutUndefined({
            reason: reliefReason,
            fromLie: reliefFromLie ?? previousEndLie,
            fromDistance:
              reliefDistance === ''
                ? undefined
                : distance(reliefDistance, 'start_unit', (reliefFromLie ?? previousEndLie) === 'green'),
          }),
    provisional: booleanCell(cell(row, 'provisional')),
    club: cell(row, 'club') || undefined,
    start: point('start_lat', 'start_lon'),
    end: point('end_lat', 'end_lon'),
  });
}

/** A kind or reason as the Rules records name it: any case, spaces or underscores for hyphens. */
function kindCell(cell: string): string | undefined {
  const text = cell
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return text === '' ? undefined : text;
}

/** The round's date, course and tee from its first row; a date or time that is not one is a problem. */
function roundHead(
  first: Row,
  cell: (row: Row, column: string) => string,
  problems: Array<RowProblem>,
): Pick<FileRound, 'fileRoundId' | 'date' | 'courseName' | 'courseId' | 'teeName' | 'firstRow'> {
  const date = cell(first, 'date');
  if (dayCell(date) === null)
    problems.push({
      row: first.number,
      column: 'date',
      message:
        date === ''
          ? 'The date is empty.'
          : `"${date}" is not a date: write it as 2026-11-21 (or 11/21/2026).`,
    });
  const time = cell(first, 'tee_time');
  if (timeCell(time) === null)
    problems.push({
      row: first.number,
      column: 'tee_time',
      message: `"${time}" is not a time: write it as 08:40.`,
    });
  const courseIdText = cell(first, 'course_id');
  const courseId = numberCell(courseIdText);
  if (
    courseIdText !== '' &&
    (typeof courseId !== 'number' || !Number.isSafeInteger(courseId) || courseId < 1)
  )
    problems.push({
      row: first.number,
      column: 'course_id',
      message: `"${courseIdText}" is not a course id: a course id is a whole number.`,
    });
  const courseName = cell(first, 'course');
  if (courseName === '' && courseIdText === '')
    problems.push({
      row: first.number,
      column: 'course',
      message: 'Name the course (or give its course_id).',
    });
  return {
    fileRoundId: cell(first, 'round_id') || null,
    date: dayCell(date) ?? date,
    courseName,
    courseId:
      typeof courseId === 'number' && Number.isSafeInteger(courseId) && courseId > 0 ? courseId : null,
    teeName: cell(first, 'tees') || null,
    firstRow: first.number,
  };
}

const ROUND_TYPE_WORDS: Record<string, string> = { '': 'practice', event: 'tournament' };

function roundBody(first: Row, cell: (row: Row, column: string) => string, courseHoles: Array<unknown>) {
  const day = dayCell(cell(first, 'date')) ?? cell(first, 'date');
  const time = timeCell(cell(first, 'tee_time')) || '00:00';
  const type = cell(first, 'round_type').toLowerCase();
  const holesPlayed = numberCell(cell(first, 'holes_played'));
  return withoutUndefined({
    startedAt: `${day}T${time}:00`,
    roundType: ROUND_TYPE_WORDS[type] ?? type,
    roundNumber: numberCell(cell(first, 'round')),
    holeCount: holesPlayed ?? inferredHoleCount(courseHoles),
  });
}

/** 18 when any hole above 9 is listed, else 9. */
function inferredHoleCount(courseHoles: Array<unknown>): 9 | 18 {
  return courseHoles.some((n) => typeof n === 'number' && n > 9) ? 18 : 9;
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

// ------------------------------------------------------------------------------------------------
// Golfmetrics (https://golfmetrics.com/file-format-explanation/)
// ------------------------------------------------------------------------------------------------

// Golfmetrics' start position keys; "Deep Rgh" is rough to the ingest.
const GOLFMETRICS_LIES: Record<string, string> = {
  '0': 'tee',
  '1': 'fairway',
  '2': 'rough',
  '3': 'sand',
  '4': 'green',
  '6': 'rough',
};

function golfmetricsRounds(map: ColumnMap, rows: Array<Row>): Array<FileRound> {
  const cell = (row: Row, column: string) => cellOf(map, row, column);
  const golfers = new Set(rows.map((row) => cell(row, 'uid')).filter((uid) => uid !== ''));
  return groupBy(rows, (row) => cell(row, 'roundid')).map((roundRows, index) => {
    const first = roundRows[0] as Row;
    const problems: Array<RowProblem> = [];
    if (golfers.size > 1)
      problems.push({
        row: first.number,
        column: 'uid',
        message: `The file holds the shots of ${golfers.size} golfers; import a file of your own rounds only.`,
      });
    const date = cell(first, 'date');
    if (dayCell(date) === null)
      problems.push({ row: first.number, column: 'date', message: `"${date}" is not a date.` });
    const holeRows: FileRound['holeRows'] = [];
    const holeGroups = groupBy(roundRows, (row) => cell(row, 'hnum'));
    const holes = holeGroups.map((group, h) => {
      holeRows.push({ row: (group[0] as Row).number, shots: group.map((row) => row.number) });
      const pickedUp = group.some((row) => booleanCell(cell(row, 'pickup')) === true);
      const starts = group.map((row) => {
        const code = cell(row, 'startpos');
        const lie = booleanCell(cell(row, 'recovery')) === true ? 'recovery' : GOLFMETRICS_LIES[code];
        if (lie === undefined)
          problems.push({
            row: row.number,
            column: 'startpos',
            message: `"${code}" is not a start position: 0 tee, 1 fairway, 2 rough, 3 sand, 4 green, 6 deep rough.`,
          });
        return lie ?? code;
      });
      // A penalty is recorded on the shot played after it: the ingest charges it to the shot before.
      const penaltyBefore = group.map((row) => numberCell(cell(row, 'penalty')) ?? 0);
      if (typeof penaltyBefore[0] === 'number' && penaltyBefore[0] > 0)
        problems.push({
          row: (group[0] as Row).number,
          column: 'penalty',
          message: 'The first shot of a hole has no shot before it to charge a penalty to.',
        });
      const shots = group.map((row, i) => {
        const next = group[i + 1];
        const last = !next;
        return {
          number: numberCell(cell(row, 'stroke')),
          startLie: starts[i],
          endLie: last ? (pickedUp ? 'unknown' : 'holed') : 'unknown',
          distanceBefore: numberCell(cell(row, 'holedis')),
          distanceAfter: last ? 0 : numberCell(cell(next, 'holedis')),
          penaltyStrokes: next ? (penaltyBefore[i + 1] ?? 0) : 0,
        };
      });
      const hole: Record<string, unknown> = {
        number: h + 1,
        courseHoleNumber: numberCell(cell(group[0] as Row, 'hnum')),
        // A picked-up hole has no score: kept out of the round's figures.
        ...(pickedUp ? { excluded: true, shots: shots.slice(0, -1) } : { shots }),
      };
      return hole;
    });
    const holeCount = holes.length > 9 ? 18 : 9;
    return {
      index,
      fileRoundId: `golfmetrics-${cell(first, 'roundid')}`,
      keySource: JSON.stringify(['golfmetrics', cell(first, 'roundid')]),
      date: dayCell(date) ?? date,
      courseName: cell(first, 'course'),
      courseId: null,
      teeName: null,
      firstRow: first.number,
      body: {
        startedAt: `${dayCell(date) ?? date}T00:00:00`,
        roundType: 'practice',
        ...(numberCell(cell(first, 'round')) === undefined
          ? {}
          : { roundNumber: numberCell(cell(first, 'round')) }),
        holeCount,
        inProgress: holes.length !== holeCount,
        holes,
      },
      holeRows,
      shotCount: roundRows.length,
      problems,
    };
  });
}

// ------------------------------------------------------------------------------------------------
// Issues back to rows
// ------------------------------------------------------------------------------------------------

const SITE_SHOT_COLUMNS: Record<string, string> = {
  number: 'shot',
  startLie: 'start_lie',
  endLie: 'end_lie',
  distanceBefore: 'start_distance',
  distanceAfter: 'end_distance',
  penaltyStrokes: 'penalty_strokes',
  penalties: 'penalty_kind',
  relief: 'relief',
  provisional: 'provisional',
  club: 'club',
  start: 'start_lat',
  end: 'end_lat',
};
const GOLFMETRICS_SHOT_COLUMNS: Record<string, string> = {
  number: 'stroke',
  startLie: 'startpos',
  endLie: 'startpos',
  distanceBefore: 'holedis',
  distanceAfter: 'holedis',
  penaltyStrokes: 'penalty',
};
const HOLE_COLUMNS: Record<string, string> = {
  number: 'hole',
  courseHoleNumber: 'hole',
  par: 'par',
  score: 'score',
  putts: 'putts',
  fairway: 'fairway',
  greenInRegulation: 'gir',
  penaltyStrokes: 'penalties',
  sandShots: 'sand_shots',
  upAndDown: 'up_and_down',
};
const ROUND_COLUMNS: Record<string, string> = {
  startedAt: 'date',
  tee: 'tees',
  courseId: 'course',
  clientCourseId: 'course',
  holeCount: 'holes_played',
  roundType: 'round_type',
  roundNumber: 'round',
  tournamentId: 'round_type',
};

const PATH = /^holes\[(\d+)\](?:\.shots\[(\d+)\])?(?:\.([A-Za-z]+))?/;

/**
 * The row and column of an ingest issue's path (holes[2].shots[0].endLie → the row of that shot,
 * column end_lie). A shot's issue about where it ended is read from the next row in a Golfmetrics
 * file (its end is the next shot's start).
 */
export function locate(
  format: ImportFormat,
  round: FileRound,
  path: string,
): { row: number; column: string | null } {
  const match = PATH.exec(path);
  if (!match) {
    const field = path.split(/[.[]/)[0] ?? '';
    const column = ROUND_COLUMNS[field] ?? null;
    return {
      row: round.firstRow,
      column: format === 'golfmetrics' && column !== 'date' && column !== 'course' ? null : column,
    };
  }
  const hole = round.holeRows[Number(match[1])];
  if (!hole) return { row: round.firstRow, column: null };
  const shotIndex = match[2];
  const field = match[3] ?? '';
  if (shotIndex === undefined) {
    const column =
      format === 'golfmetrics'
        ? field === 'number' || field === 'courseHoleNumber'
          ? 'hnum'
          : null
        : (HOLE_COLUMNS[field] ?? null);
    // A hole's score in a shots file is the shots': the last shot's row says where it ends.
    if (format !== 'scorecard' && field === 'score')
      return { row: hole.shots[hole.shots.length - 1] ?? hole.row, column: null };
    if (format === 'shots' && column !== 'hole' && column !== 'par') return { row: hole.row, column: null };
    return { row: hole.row, column };
  }
  const s = Number(shotIndex);
  const columns = format === 'golfmetrics' ? GOLFMETRICS_SHOT_COLUMNS : SITE_SHOT_COLUMNS;
  const endField = field === 'endLie' || field === 'distanceAfter' || field === 'penaltyStrokes';
  const row = format === 'golfmetrics' && endField ? (hole.shots[s + 1] ?? hole.shots[s]) : hole.shots[s];
  return { row: row ?? hole.row, column: columns[field] ?? null };
}
