/*
 * Where share cards are and what the pages say about them (decision 091): constants and words only,
 * without the model's schema, so that the pages' meta functions (in the browser bundle too) import
 * nothing more.
 */

/** The size every social site shows a large card at (og:image:width/height). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

export const SHARE_CARD_KINDS = ['player', 'organization', 'report', 'player-report'] as const;
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number];

const KIND_WORDS: Record<ShareCardKind, string> = {
  player: 'player profile',
  organization: 'team page',
  report: 'compare stats report',
  'player-report': 'saved report',
};

/** What the card of each kind shows beside the name and picture. */
const KIND_CONTENTS: Record<ShareCardKind, string> = {
  player: 'headline figures',
  organization: 'headline figures',
  report: 'headline figures',
  'player-report': 'what the report covers',
};

/** The words of og:image:alt: what the card is, for someone who cannot see it. */
export function shareCardAlt(kind: ShareCardKind, name: string, site: string): string {
  return `Share card of the ${KIND_WORDS[kind]} of ${name} on ${site}: name, picture and ${KIND_CONTENTS[kind]}.`;
}

/** Where a player's card is: under /player/ on every host (spec 1 §2), beside the profile's pages. */
export function playerCardPath(username: string): string {
  return `/player/${encodeURIComponent(username)}/${PLAYER_CARD_CHILD}`;
}

/** The profile child a player's card is served at (kept in the edge cache like a page). */
export const PLAYER_CARD_CHILD = 'card.png';

/** Where an organization's card is. */
export function organizationCardPath(short: string): string {
  return `/org/${encodeURIComponent(short)}/card.png`;
}

/** Where a saved compare-stats report's card is. */
export function compareReportCardPath(hash: number): string {
  return `/reports/compare-stats.png?hash=${hash}`;
}

/** Where a saved player report's card is (spec 2 §2 report kinds, decision 054): its hash names its kind. */
export function playerReportCardPath(hash: number): string {
  return `/reports/card.png?hash=${hash}`;
}
