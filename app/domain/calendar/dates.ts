import { addMonths, isValid, parseISO } from 'date-fns';

/** A range of calendar days, both ends included, as YYYY-MM-DD strings (they sort as dates). */
export type DateRange = { start: string; end: string };

/** The calendar day of a date in UTC (the Worker's clock), as YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function day(iso: string): Date | null {
  const date = parseISO(iso.slice(0, 10));
  return isValid(date) ? date : null;
}

/**
 * A local calendar date as YYYY-MM-DD, from its parts: date-fns' `format` would bring its pattern
 * parser and English locale into every page that shows a date range selector.
 */
export function isoDayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last `months` months up to and including `today` (spec 3 §3: Last 12 Months, Last 24 Months). */
export function lastMonths(today: string, months: number): DateRange {
  const end = day(today);
  if (end === null) throw new Error(`Not a date: ${today}`);
  return { start: isoDayOf(addMonths(end, -months)), end: isoDayOf(end) };
}

export function inRange(iso: string, range: DateRange | null): boolean {
  if (range === null) return true;
  const d = iso.slice(0, 10);
  return d >= range.start && d <= range.end;
}

// spec 2 §9: months January to December. Calendar days are formatted from their parts: these run
// for every row of a page, and date-fns' pattern parser costs tens of times more per call.
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

type Day = { year: number; month: number; date: number };

/** The calendar day of an ISO date or timestamp (its first 10 characters), or null when not a day. */
function calendarDay(iso: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return { year, month, date };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const longMonth = (d: Day) => MONTHS[d.month - 1] ?? '';
const shortMonth = (d: Day) => longMonth(d).slice(0, 3);

/** "November 22, 2026": the long form of a round's date (spec 3 §2.1). */
export function formatLongDate(iso: string): string {
  const d = calendarDay(iso);
  return d ? `${longMonth(d)} ${d.date}, ${d.year}` : '';
}

/** "11/22/26": spec 1 §9 date format mm/dd/yy (chart ticks). */
export function formatShortDate(iso: string): string {
  const d = calendarDay(iso);
  return d ? `${pad2(d.month)}/${pad2(d.date)}/${pad2(d.year % 100)}` : '';
}

/** "11/22": a compact tick label for narrow charts. */
export function formatMonthDay(iso: string): string {
  const d = calendarDay(iso);
  return d ? `${d.month}/${d.date}` : '';
}

/** "November 2026": the heading of a month group. */
export function formatMonth(iso: string): string {
  const d = calendarDay(iso);
  return d ? `${longMonth(d)} ${d.year}` : '';
}

/**
 * An event's dates, as short as stays unambiguous: "Nov 22, 2026", "Nov 20–22, 2026",
 * "Oct 30 – Nov 1, 2026", "Dec 30, 2026 – Jan 2, 2027". A missing end is a one-day event.
 */
export function formatDateRange(startIso: string, endIso: string | null): string {
  const start = calendarDay(startIso);
  if (start === null) return '';
  const end = endIso ? calendarDay(endIso) : null;
  const full = (d: Day) => `${shortMonth(d)} ${d.date}, ${d.year}`;
  if (end === null || endIso === null || endIso.slice(0, 10) <= startIso.slice(0, 10)) return full(start);
  if (start.year !== end.year) return `${full(start)} – ${full(end)}`;
  if (start.month !== end.month) return `${shortMonth(start)} ${start.date} – ${full(end)}`;
  return `${shortMonth(start)} ${start.date}–${end.date}, ${end.year}`;
}
