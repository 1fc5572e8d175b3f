/** "1 player", "12 players": counts on the organization pages and in their share previews. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
