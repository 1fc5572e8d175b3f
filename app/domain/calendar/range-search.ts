// spec 3 §5: the date range selector's search box (fuse.js). Apart from range-options.ts so that a page
// loads it only when someone types in the box (first-load budgets; decision 061).
import Fuse from 'fuse.js';
import {
  DEFAULT_ROUND_COUNTS,
  defaultRangeOptions,
  lastOption,
  MAX_RANGE_COUNT,
  RANGE_UNITS,
  type RangeOption,
  type RangeUnit,
  roundsOption,
} from './range-options';

/** A typed word's unit: a calendar unit, or rounds (the Rounds period). */
export type SearchUnit = RangeUnit | 'rounds';

// Each unit's words; "wks", "mnth" or "yeras" land on the nearest. Rounds is always in the index, so
// that "10 rounds" never lands on months where a consumer chooses dates only.
const unitIndex = new Fuse<{ unit: SearchUnit; words: Array<string> }>(
  [
    ...RANGE_UNITS.map((unit) => ({
      unit,
      words: [unit, unit.slice(0, -1), { weeks: 'wk', days: 'd', months: 'mo', years: 'yr' }[unit]],
    })),
    { unit: 'rounds', words: ['rounds', 'round', 'rnd'] },
  ],
  { keys: ['words'], threshold: 0.5, ignoreLocation: true },
);

/** The unit a typed word means (fuzzy, spec 3 §5), or null when it means none. */
export function matchUnit(word: string): SearchUnit | null {
  const text = word.trim().toLowerCase();
  if (text === '') return null;
  return unitIndex.search(text)[0]?.item.unit ?? null;
}

/** spec 3 §5: a unit alone offers 6, 12, 24 and 36 of it. */
const UNIT_ALONE_COUNTS: ReadonlyArray<number> = [6, 12, 24, 36];

function unitOption(count: number, unit: SearchUnit, today: string): RangeOption {
  return unit === 'rounds' ? roundsOption(count) : lastOption(count, unit, today);
}

/**
 * spec 3 §5 date range search: empty → the default options; a number and a unit word → Last N unit;
 * a number alone → one option per unit; a unit alone → 6, 12, 24 and 36 of it; anything else keeps
 * `current`. With `rounds` (a consumer that counts rounds, spec 3 §3) rounds is one more unit; without
 * it a rounds word keeps `current`.
 */
export function searchRangeOptions(
  text: string,
  today: string,
  current: ReadonlyArray<RangeOption>,
  rounds = false,
): Array<RangeOption> {
  const trimmed = text.trim();
  if (trimmed === '') return defaultRangeOptions(today, rounds ? DEFAULT_ROUND_COUNTS : []);
  const match = /^(?:last\s+)?(\d+)?\s*([a-z]*)$/i.exec(trimmed);
  if (!match) return [...current];
  const [, digits, word = ''] = match;
  const count = digits === undefined ? null : Number(digits);
  if (count !== null && (count < 1 || count > MAX_RANGE_COUNT)) return [...current];
  const unit = word === '' ? null : matchUnit(word);
  if (word !== '' && (unit === null || (unit === 'rounds' && !rounds))) return [...current];
  const units: Array<SearchUnit> = rounds ? [...RANGE_UNITS, 'rounds'] : [...RANGE_UNITS];
  if (count !== null && unit !== null) return [unitOption(count, unit, today)];
  if (count !== null) return units.map((u) => unitOption(count, u, today));
  if (unit !== null) return UNIT_ALONE_COUNTS.map((n) => unitOption(n, unit, today));
  return [...current];
}
