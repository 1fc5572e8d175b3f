import { type DateRange, MONTHS } from '../calendar/dates';

/*
 * Seasons and months of spec 2 §9, used by the stat filters, the quick filters and the round
 * groupings. Free of zod: the pages' browser code uses them.
 */

// spec 2 §9: Spring March to May, Summer June to August, Fall September to November, Winter December
// to February.
export const SEASONS = ['Spring', 'Summer', 'Fall', 'Winter'] as const;
export type Season = (typeof SEASONS)[number];
export const SEASON_MONTHS: Record<Season, ReadonlyArray<number>> = {
  Spring: [3, 4, 5],
  Summer: [6, 7, 8],
  Fall: [9, 10, 11],
  Winter: [12, 1, 2],
};

/** The month (1–12) of a day. */
export function monthOf(iso: string): number {
  return Number(iso.slice(5, 7));
}

/** spec 2 §9: the season of a day; December belongs to the winter of the next year (Dec 2025 → Winter 2026). */
export function seasonOf(iso: string): { season: Season; year: number } {
  const month = monthOf(iso);
  const year = Number(iso.slice(0, 4));
  const season = SEASONS.find((s) => SEASON_MONTHS[s].includes(month)) ?? 'Winter';
  return { season, year: month === 12 ? year + 1 : year };
}

/** The season before a season (Winter of year Y starts in December of Y − 1, after Fall of Y − 1). */
export function previousSeason(season: Season, year: number): { season: Season; year: number } {
  if (season === 'Spring') return { season: 'Winter', year };
  if (season === 'Winter') return { season: 'Fall', year: year - 1 };
  return { season: SEASONS[SEASONS.indexOf(season) - 1] ?? 'Spring', year };
}

/** The days of one season of one year (Winter 2026: 2025-12-01 to 2026-02-28). */
export function seasonRange(season: Season, year: number): DateRange {
  const pad = (n: number) => String(n).padStart(2, '0');
  const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (season === 'Winter') {
    return { start: `${year - 1}-12-01`, end: `${year}-02-${pad(lastDay(year, 2))}` };
  }
  const [first, , last] = SEASON_MONTHS[season];
  return {
    start: `${year}-${pad(first ?? 1)}-01`,
    end: `${year}-${pad(last ?? 12)}-${pad(lastDay(year, last ?? 12))}`,
  };
}

export { MONTHS };
export type Month = (typeof MONTHS)[number];
