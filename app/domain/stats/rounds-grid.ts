import { formatShortDate } from '../calendar/dates';
import { formatFixed, formatShareAsPercent } from '../format/numbers';
import { formatToPar } from '../rounds/scores';
import { INVALID_HOLE_COUNT } from './hole-count-error';

/*
 * spec 2 §2 Rounds tab, §3 rounds grid row, §5, §9: the server-paged grid (10 rounds a page) of the
 * selected rounds, read from GET /api/v1/players/{username}/rounds, and how its cells read.
 */

export const ROUNDS_GRID_TITLE = 'Round Averages';

/** spec 2 §3 rounds grid row, as the API sends it (shares 0–1, distances in feet). */
export type RoundsGridRow = {
  roundId: number;
  startDate: string;
  tournament: string | null;
  tournamentURL: string | null;
  course: string;
  yards: number | null;
  score: number | null;
  scoreToPar: number | null;
  birdieOrBetter: number | null;
  onePutts: number | null;
  fir: number | null;
  gir: number | null;
  upDown: number | null;
  approachProxAfter: number | null;
  girPuttProxStart: number | null;
  scrambleFirstPuttProxStart: number | null;
  putts: number | null;
  madeFeetPutt: number | null;
  totalFeetPutt: number | null;
  madeFeetPuttPercentage: number | null;
  players: string;
};

export type RoundsGridPage = { page: number; pages: number; total: number; rows: Array<RoundsGridRow> };

/** spec 2 §5: the grid queries only for exactly 9 or 18 holes; else this error, without a request. */
export function roundsGridHoleError(holes: number): string | null {
  return holes === 9 || holes === 18 ? null : INVALID_HOLE_COUNT;
}

/** The API request of one page of the grid. */
export function roundsGridUrl(
  username: string,
  roundIds: ReadonlyArray<number>,
  holes: number,
  page: number,
) {
  const params = new URLSearchParams({
    holes: String(holes),
    page: String(page),
    roundIds: roundIds.join(','),
  });
  return `/api/v1/players/${encodeURIComponent(username)}/rounds?${params}`;
}

const nullableNumber = (value: unknown) => value === null || typeof value === 'number';
const nullableString = (value: unknown) => value === null || typeof value === 'string';
const NUMBER_FIELDS = [
  'yards',
  'score',
  'scoreToPar',
  'birdieOrBetter',
  'onePutts',
  'fir',
  'gir',
  'upDown',
  'approachProxAfter',
  'girPuttProxStart',
  'scrambleFirstPuttProxStart',
  'putts',
  'madeFeetPutt',
  'totalFeetPutt',
  'madeFeetPuttPercentage',
] as const satisfies ReadonlyArray<keyof RoundsGridRow>;

/** A field of an object whose shape is being checked. */
function field(value: object, key: string): unknown {
  return Reflect.get(value, key);
}

function isRow(value: unknown): value is RoundsGridRow {
  if (value === null || typeof value !== 'object') return false;
  return (
    typeof field(value, 'roundId') === 'number' &&
    typeof field(value, 'startDate') === 'string' &&
    typeof field(value, 'course') === 'string' &&
    typeof field(value, 'players') === 'string' &&
    nullableString(field(value, 'tournament')) &&
    nullableString(field(value, 'tournamentURL')) &&
    NUMBER_FIELDS.every((key) => nullableNumber(field(value, key)))
  );
}

/** Whether an API answer is a page of the grid (the browser checks what it is handed). */
export function isRoundsGridPage(value: unknown): value is RoundsGridPage {
  if (value === null || typeof value !== 'object') return false;
  const rows = field(value, 'rows');
  return (
    typeof field(value, 'page') === 'number' &&
    typeof field(value, 'pages') === 'number' &&
    typeof field(value, 'total') === 'number' &&
    Array.isArray(rows) &&
    rows.every(isRow)
  );
}

/** The message of an API error answer (`{ error, message }`), or a plain sentence with its status. */
export function roundsGridError(status: number, body: unknown): string {
  const message = body !== null && typeof body === 'object' ? field(body, 'message') : null;
  if (typeof message === 'string' && message !== '') return message;
  return `The rounds could not be loaded (status ${status}).`;
}

/** spec 2 §5: a tournament link opens in a new tab with its scheme normalised; only web links are kept. */
export function tournamentHref(url: string | null): string | null {
  if (url === null || url.trim() === '') return null;
  const trimmed = url.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
    ? trimmed
    : `https://${trimmed.replace(/^\/+/, '')}`;
  return /^https?:\/\/[^\s/]/i.test(withScheme) ? withScheme : null;
}

const dash = '–';
const percent = (share: number | null) => formatShareAsPercent(share);
const feet = (value: number | null) => formatFixed(value, 1);
const whole = (value: number | null) => (value === null ? dash : String(value));

export type RoundsGridColumn = {
  key: string;
  label: string;
  /** Numbers are right-aligned. */
  numeric: boolean;
  text: (row: RoundsGridRow) => string;
};

/** spec 2 §3 rounds grid row, in order (the tournament is a link, see `tournamentHref`). */
export const ROUNDS_GRID_COLUMNS: ReadonlyArray<RoundsGridColumn> = [
  { key: 'startDate', label: 'Date', numeric: false, text: (r) => formatShortDate(r.startDate) },
  { key: 'tournament', label: 'Tournament', numeric: false, text: (r) => r.tournament ?? dash },
  { key: 'course', label: 'Course', numeric: false, text: (r) => r.course },
  { key: 'yards', label: 'Yards', numeric: true, text: (r) => whole(r.yards) },
  { key: 'score', label: 'Score', numeric: true, text: (r) => whole(r.score) },
  {
    key: 'scoreToPar',
    label: 'To Par',
    numeric: true,
    text: (r) => (r.scoreToPar === null ? dash : formatToPar(r.scoreToPar)),
  },
  { key: 'birdieOrBetter', label: 'Birdie or Better', numeric: true, text: (r) => whole(r.birdieOrBetter) },
  { key: 'onePutts', label: 'One Putts', numeric: true, text: (r) => whole(r.onePutts) },
  { key: 'fir', label: 'FIR', numeric: true, text: (r) => percent(r.fir) },
  { key: 'gir', label: 'GIR', numeric: true, text: (r) => percent(r.gir) },
  { key: 'upDown', label: 'Up/Down', numeric: true, text: (r) => percent(r.upDown) },
  {
    key: 'approachProxAfter',
    label: 'Approach Prox (ft)',
    numeric: true,
    text: (r) => feet(r.approachProxAfter),
  },
  {
    key: 'girPuttProxStart',
    label: 'GIR Putt Prox (ft)',
    numeric: true,
    text: (r) => feet(r.girPuttProxStart),
  },
  {
    key: 'scrambleFirstPuttProxStart',
    label: 'Scramble 1st Putt (ft)',
    numeric: true,
    text: (r) => feet(r.scrambleFirstPuttProxStart),
  },
  { key: 'putts', label: 'Putts', numeric: true, text: (r) => whole(r.putts) },
  { key: 'madeFeetPutt', label: 'Made Putts (ft)', numeric: true, text: (r) => feet(r.madeFeetPutt) },
  { key: 'totalFeetPutt', label: 'Total Putts (ft)', numeric: true, text: (r) => feet(r.totalFeetPutt) },
  {
    key: 'madeFeetPuttPercentage',
    label: 'Made Putt Feet %',
    numeric: true,
    text: (r) => percent(r.madeFeetPuttPercentage),
  },
  { key: 'players', label: 'Players', numeric: false, text: (r) => r.players },
];
