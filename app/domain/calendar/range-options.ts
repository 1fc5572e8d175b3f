// spec 3 §2.4 / §3 / §4 / §5: the date range selector's options and its search box, with the timeframe
// filter entity's Rounds period (spec 3 §3: ALL, Months or Rounds) where the consumer counts rounds.
import { addDays, addMonths, addWeeks, addYears, isValid, parseISO } from 'date-fns';
import { type DateRange, isoDayOf } from './dates';

export type RangeUnit = 'days' | 'weeks' | 'months' | 'years';

export const RANGE_UNITS: ReadonlyArray<RangeUnit> = ['days', 'weeks', 'months', 'years'];

/**
 * One choice of the selector (spec 3 §3 selection option: label and date range). `range` null is
 * All Time, unless `rounds` is set: then the choice is the N most recent rounds (the Rounds period),
 * whatever their days. `key` names the option in an address (`all`, `last-10-weeks`,
 * `last-10-rounds`, `custom`).
 */
export type RangeOption = { key: string; label: string; range: DateRange | null; rounds?: number };

/**
 * spec 3 §3 timeframe filter entity, Rounds period: the counts a consumer that counts rounds offers
 * before anything is typed (Last 5, 10 and 20 Rounds).
 */
export const DEFAULT_ROUND_COUNTS: ReadonlyArray<number> = [5, 10, 20];

/** Every key an address may carry; whether `rounds` is accepted is the consumer's choice. */
export const RANGE_KEY_PATTERN = /^(all|custom|last-[1-9]\d{0,2}-(days|weeks|months|years|rounds))$/;
/** The same without the Rounds period, for consumers that choose dates only. */
export const DATE_RANGE_KEY_PATTERN = /^(all|custom|last-[1-9]\d{0,2}-(days|weeks|months|years))$/;

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
    range: { start: isoDayOf(STEP[unit](end, -count)), end: isoDayOf(end) },
  };
}

/** spec 3 §3 Rounds period: "Last 10 Rounds", the N most recent rounds. */
export function roundsOption(count: number): RangeOption {
  return {
    key: `last-${count}-rounds`,
    label: count === 1 ? 'Last 1 Round' : `Last ${count} Rounds`,
    range: null,
    rounds: count,
  };
}

/**
 * spec 3 §3: the options an empty search shows: Last 12 Months, Last 24 Months, All Time; then, where
 * the consumer counts rounds, its Last N Rounds.
 */
export function defaultRangeOptions(
  today: string,
  roundCounts: ReadonlyArray<number> = [],
): Array<RangeOption> {
  return [
    lastOption(12, 'months', today),
    lastOption(24, 'months', today),
    ALL_TIME,
    ...roundCounts.map(roundsOption),
  ];
}

/** The chosen start – end of a Custom entry. */
export function customOption(range: DateRange): RangeOption {
  return { key: 'custom', label: 'Custom', range };
}

/** The option an address names (`all`, `last-N-unit`, `last-N-rounds`), or null when it names none. */
export function rangeOptionFromKey(key: string, today: string): RangeOption | null {
  if (key === ALL_TIME.key) return ALL_TIME;
  const rounds = /^last-(\d{1,3})-rounds$/.exec(key);
  if (rounds) return Number(rounds[1]) < 1 ? null : roundsOption(Number(rounds[1]));
  const match = /^last-(\d{1,3})-(days|weeks|months|years)$/.exec(key);
  if (!match) return null;
  const count = Number(match[1]);
  const unit = RANGE_UNITS.find((u) => u === match[2]);
  if (unit === undefined || count < 1) return null;
  return lastOption(count, unit, today);
}

/** spec 3 §4: the value changes only when the chosen start or end day differs from the current one. */
export function rangeChanged(current: DateRange | null, chosen: DateRange | null): boolean {
  if (current === null || chosen === null) return current !== chosen;
  return (
    current.start.slice(0, 10) !== chosen.start.slice(0, 10) ||
    current.end.slice(0, 10) !== chosen.end.slice(0, 10)
  );
}

/**
 * spec 3 §4 for a whole option: a different Rounds count is a change; otherwise the days decide (All
 * Time and Last 10 Rounds both have no days, yet differ).
 */
export function optionChanged(current: RangeOption, chosen: RangeOption): boolean {
  if ((current.rounds ?? null) !== (chosen.rounds ?? null)) return true;
  return rangeChanged(current.range, chosen.range);
}

type DatedRound = { id: number; playedOn: string; startedAt?: string | null };

function newestFirst(a: DatedRound, b: DatedRound): number {
  return (
    b.playedOn.localeCompare(a.playedOn) ||
    (b.startedAt ?? '').localeCompare(a.startedAt ?? '') ||
    b.id - a.id
  );
}

/**
 * spec 3 §3 Rounds period: the `count` most recent of `rounds` (by day, then tee time, then id),
 * newest first. The caller passes only the rounds that count for its page.
 */
export function lastRounds<R extends DatedRound>(rounds: ReadonlyArray<R>, count: number): Array<R> {
  return [...rounds].sort(newestFirst).slice(0, Math.max(0, count));
}
