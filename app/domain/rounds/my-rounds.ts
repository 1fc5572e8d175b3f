import { z } from 'zod';
import { formatMonth } from '../calendar/dates';

export const ROUNDS_PAGE_SIZE = 20;

/** `?page=` (1 when absent) and `?round=` (the round whose scorecard is open) of My Rounds. */
export const myRoundsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  round: z.coerce.number().int().positive().optional(),
});

export type MyRoundsQuery = z.infer<typeof myRoundsQuerySchema>;

/** The query of a My Rounds URL, or null when it is not valid (the page answers 400). */
export function parseMyRoundsQuery(searchParams: URLSearchParams): MyRoundsQuery | null {
  const raw = Object.fromEntries(
    ['page', 'round'].flatMap((key) => {
      const value = searchParams.get(key);
      return value === null || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = myRoundsQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function pageCount(total: number, pageSize = ROUNDS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export type MonthGroup<R> = {
  key: string;
  label: string;
  rounds: Array<R>;
  /** spec 3 §3: a month group also has the average score and par of its rounds. */
  averageScore: number | null;
  averageToPar: number | null;
};

type Groupable = { playedOn: string; score: number | null; par: number | null; counts: boolean };

/** Rounds (already newest first) in month groups, in the same order (spec 3 §9 View By Month-Year). */
export function groupByMonth<R extends Groupable>(rounds: ReadonlyArray<R>): Array<MonthGroup<R>> {
  const groups: Array<MonthGroup<R>> = [];
  for (const round of rounds) {
    const key = round.playedOn.slice(0, 7);
    let group = groups.at(-1);
    if (group?.key !== key) {
      group = { key, label: formatMonth(round.playedOn), rounds: [], averageScore: null, averageToPar: null };
      groups.push(group);
    }
    group.rounds.push(round);
  }
  for (const group of groups) {
    const scored = group.rounds.filter((r) => r.counts && r.score !== null && r.par !== null);
    if (scored.length === 0) continue;
    group.averageScore = scored.reduce((sum, r) => sum + (r.score ?? 0), 0) / scored.length;
    group.averageToPar = scored.reduce((sum, r) => sum + (r.score ?? 0) - (r.par ?? 0), 0) / scored.length;
  }
  return groups;
}
