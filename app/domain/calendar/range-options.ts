// spec 3 §2.4 / §3 / §4 / §5: the date range selector's options and its search box.
import { addDays, addMonths, addWeeks, addYears, isValid, parseISO } from 'date-fns';
import Fuse from 'fuse.js';
import { type DateRange, isoDay } from './dates';

export type RangeUnit = 'days' | 'weeks' | 'months' | 'years';

export const RANGE_UNITS: ReadonlyArray<RangeUnit> = ['days', 'weeks', 'months', 'years'];

/**
 * One choice of the selector (spec 3 §3 selection option: label and date range). `range` null is
 * All Time; `key` names the option in an address (`all`, `last-10-weeks`, `custom`).
 */
export type RangeOption = { key: string; label: string; range: DateRange | null };

/** The largest N a typed "Last N unit" accepts: enough for any golfer's history, small enough for dates. */
export const MAX_RANGE_COUNT = 999;

const UNIT_NAMES: Record<RangeUnit, { singular: string; plural: string }> = {
  days: { singular: 'Day', plural: 'Days' },
  weeks: { singular: 'Week', plural: 'Weeks' },
  months: { singular: 'Month', plural: 'Months' },
  years: { singular: 'Year', plural: 'Years' },
};

const STEP: Record<RangeUnit, (date: Date, amount: number) => Date> = {
  days: addDays,
  weeks: addWeeks,
  months: addMonths,
  years: addYears,
};

function day(iso: string): Date {
  const date = parseISO(iso.slice(0, 10));
  if (!isValid(date)) throw new Error(`Not a date: ${iso}`);
  return date;
}

export const ALL_TIME: RangeOption = { key: 'all', label: 'All Time', range: null };

/** "Last 10 Weeks": the N units up to and including `today`. */
export function lastOption(count: number, unit: RangeUnit, today: string): RangeOption {
  const end = day(today);
  const name = count === 1 ? UNIT_NAMES[unit].singular : UNIT_NAMES[unit].plural;
  return {
    key: `last-${count}-${unit}`,
    label: `Last ${count} ${name}`,
    range: { start: isoDay(STEP[unit](end, -count)), end: isoDay(end) },
  };
}

/** spec 3 §3: the options an empty search shows: Last 12 Months, Last 24 Months, All Time. */
export function defaultRangeOptions(today: string): Array<RangeOption> {
  return [lastOption(12, 'months', today), lastOption(24, 'months', today), ALL_TIME];
}

/** The chosen start – end of a Custom entry. */
export function customOption(range: DateRange): RangeOption {
  return { key: 'custom', label: 'Custom', range };
}

/** The option an address names (`all`, `last-N-unit`), or null when it names none. */
export function rangeOptionFromKey(key: string, today: string): RangeOption | null {
  if (key === ALL_TIME.key) return ALL_TIME;
  const match = /^last-(\d{1,3})-(days|weeks|months|years)$/.exec(key);
  if (!match) return null;
  const count = Number(match[1]);
  const unit = RANGE_UNITS.find((u) => u === match[2]);
  if (unit === undefined || count < 1) return null;
  return lastOption(count, unit, today);
}

// Each unit's words; "wks", "mnth" or "yeras" land on the nearest.
const unitIndex = new Fuse(
  RANGE_UNITS.map((unit) => ({
    unit,
    words: [unit, unit.slice(0, -1), { weeks: 'wk', days: 'd', months: 'mo', years: 'yr' }[unit]],
  })),
  { keys: ['words'], threshold: 0.5, ignoreLocation: true },
);

/** The unit a typed word means (fuzzy, spec 3 §5), or null when it means none. */
export function matchUnit(word: string): RangeUnit | null {
  const text = word.trim().toLowerCase();
  if (text === '') return null;
  return unitIndex.search(text)[0]?.item.unit ?? null;
}

/** spec 3 §5: a unit alone offers 6, 12, 24 and 36 of it. */
const UNIT_ALONE_COUNTS: ReadonlyArray<number> = [6, 12, 24, 36];

/**
 * spec 3 §5 date range search: empty → the default options; a number and a unit word → Last N unit;
 * a number alone → one option per unit; a unit alone → 6, 12, 24 and 36 of it; anything else keeps
 * `current`.
 */
export function searchRangeOptions(
  text: string,
  today: string,
  current: ReadonlyArray<RangeOption>,
): Array<RangeOption> {
  const trimmed = text.trim();
  if (trimmed === '') return defaultRangeOptions(today);
  const match = /^(?:last\s+)?(\d+)?\s*([a-z]*)$/i.exec(trimmed);
  if (!match) return [...current];
  const [, digits, word = ''] = match;
  const count = digits === undefined ? null : Number(digits);
  if (count !== null && (count < 1 || count > MAX_RANGE_COUNT)) return [...current];
  const unit = word === '' ? null : matchUnit(word);
  if (word !== '' && unit === null) return [...current];
  if (count !== null && unit !== null) return [lastOption(count, unit, today)];
  if (count !== null) return RANGE_UNITS.map((u) => lastOption(count, u, today));
  if (unit !== null) return UNIT_ALONE_COUNTS.map((n) => lastOption(n, unit, today));
  return [...current];
}

/** spec 3 §4: the value changes only when the chosen start or end day differs from the current one. */
export function rangeChanged(current: DateRange | null, chosen: DateRange | null): boolean {
  if (current === null || chosen === null) return current !== chosen;
  return (
    current.start.slice(0, 10) !== chosen.start.slice(0, 10) ||
    current.end.slice(0, 10) !== chosen.end.slice(0, 10)
  );
}
