// Kept apart from my-rounds.ts, whose zod schema would otherwise come along into the browser bundle.

/** `?page=n&round=m` of My Rounds, leaving out what is at its default. */
export function myRoundsSearch(page: number, round?: number | null): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (round) params.set('round', String(round));
  const search = params.toString();
  return search ? `?${search}` : '';
}
