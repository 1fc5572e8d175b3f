/*
 * Issue 30 (no page grows with history): the round lists of My Rounds, View Shots and the dashboard's
 * My Rounds section read one page of a player's rounds at a time, newest first, with the true total.
 */

/**
 * Rounds on a page of a round list: a junior's season or two of rounds (most log 10–30 a season), and
 * about as many rows as the round list dialog shows without much scrolling on a phone. Its bytes stay
 * a few KiB whatever the history.
 */
export const ROUNDS_PAGE_SIZE = 20;

export type RoundsPage = {
  /** The page shown, from 1; a request past the end shows the last page. */
  page: number;
  /** Pages in all (1 for an empty history). */
  pages: number;
  /** Rounds in the whole history. */
  total: number;
  pageSize: number;
  /** Rounds before this page, for the query's offset. */
  offset: number;
  /** The 1-based positions of the first and last round on the page (0 and 0 when there are none). */
  first: number;
  last: number;
};

/** The page `requested` of a history of `total` rounds, `pageSize` a page (the last page past the end). */
export function roundsPage(total: number, requested: number, pageSize = ROUNDS_PAGE_SIZE): RoundsPage {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pages);
  const offset = (page - 1) * pageSize;
  const last = Math.min(total, offset + pageSize);
  return { page, pages, total, pageSize, offset, first: total === 0 ? 0 : offset + 1, last };
}

/** "Rounds 21–40 of 2,000" for the list's heading. */
export function roundsPageLabel(page: RoundsPage): string {
  const total = page.total.toLocaleString('en-US');
  if (page.total === 0) return 'No rounds';
  if (page.pages === 1) return `${total} ${page.total === 1 ? 'round' : 'rounds'}`;
  return `Rounds ${page.first}–${page.last} of ${total}`;
}

/** The same address on another page of rounds (page 1 is the address without `page`). */
export function withRoundsPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
