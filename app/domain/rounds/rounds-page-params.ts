import { z } from 'zod';

/*
 * Issue 30: the page number of a round list's address (My Rounds, View Shots, the dashboard's My
 * Rounds), read on the server. Apart from rounds-page.ts so that the page's browser code, which
 * only builds page links, does not carry zod (decision 076).
 */

/** A page number in an address: digits only, and short, so the number stays an exact integer. */
const PAGE = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .pipe(z.number().int().min(1));

export const ROUNDS_PAGE_MESSAGE =
  'The page of rounds in the address must be a whole number from 1; the first page is shown.';

/**
 * The page an address asks for (`page`): none is the first; anything but a whole number from 1 is
 * the first page with a message. A page past the end is not an error: `roundsPage` makes it the last.
 */
export function parseRoundsPage(raw: string | null): { page: number; error: string | null } {
  if (raw === null || raw === '') return { page: 1, error: null };
  const parsed = PAGE.safeParse(raw);
  return parsed.success ? { page: parsed.data, error: null } : { page: 1, error: ROUNDS_PAGE_MESSAGE };
}
