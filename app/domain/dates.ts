import { addMonths, format, isValid, parseISO } from 'date-fns';

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

/** The last `months` months up to and including `today` (spec 3 §3: Last 12 Months, Last 24 Months). */
export function lastMonths(today: string, months: number): DateRange {
  const end = day(today);
  if (end === null) throw new Error(`Not a date: ${today}`);
  return { start: format(addMonths(end, -months), 'yyyy-MM-dd'), end: format(end, 'yyyy-MM-dd') };
}

export function inRange(iso: string, range: DateRange | null): boolean {
  if (range === null) return true;
  const d = iso.slice(0, 10);
  return d >= range.start && d <= range.end;
}

/** "November 22, 2026": the long form of a round's date (spec 3 §2.1). */
export function formatLongDate(iso: string): string {
  const date = day(iso);
  return date ? format(date, 'MMMM d, yyyy') : '';
}

/** "11/22/26": spec 1 §9 date format mm/dd/yy (chart ticks). */
export function formatShortDate(iso: string): string {
  const date = day(iso);
  return date ? format(date, 'MM/dd/yy') : '';
}

/** "11/22": a compact tick label for narrow charts. */
export function formatMonthDay(iso: string): string {
  const date = day(iso);
  return date ? format(date, 'M/d') : '';
}

/** "November 2026": the heading of a month group. */
export function formatMonth(iso: string): string {
  const date = day(iso);
  return date ? format(date, 'MMMM yyyy') : '';
}

/**
 * An event's dates, as short as stays unambiguous: "Nov 22, 2026", "Nov 20–22, 2026",
 * "Oct 30 – Nov 1, 2026", "Dec 30, 2026 – Jan 2, 2027". A missing end is a one-day event.
 */
export function formatDateRange(startIso: string, endIso: string | null): string {
  const start = day(startIso);
  if (start === null) return '';
  const end = endIso ? day(endIso) : null;
  if (end === null || format(end, 'yyyy-MM-dd') <= format(start, 'yyyy-MM-dd')) {
    return format(start, 'MMM d, yyyy');
  }
  if (start.getFullYear() !== end.getFullYear()) {
    return `${format(start, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
  }
  if (start.getMonth() !== end.getMonth()) {
    return `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`;
  }
  return `${format(start, 'MMM d')}–${format(end, 'd, yyyy')}`;
}
