/** What an organization page and a player-group page show (spec 1 §2 organization pages). */

export type OrganizationHeaderData = {
  name: string;
  short: string;
  phone: string | null;
  phoneHref: string | null;
  address: string | null;
  imgUrl: string | null;
};

export type PlayerFace = { username: string; fullName: string; imgUrl: string | null };

export type RosterSummary = {
  id: number;
  name: string;
  season: string | null;
  playerCount: number;
  /** A few of the roster's players, for the card's picture row. */
  preview: Array<PlayerFace>;
};

export type GroupSummary = { name: string; playerCount: number };

export type RosterPlayer = PlayerFace & {
  school: string | null;
  classYear: number | null;
  hometown: string | null;
};

/** What a share preview needs beyond the page data: where absolute URLs point. */
export type ShareTarget = { origin: string; path: string };

export type OrganizationPageData = {
  page: 'organization';
  organization: OrganizationHeaderData;
  rosters: Array<RosterSummary>;
  groups: Array<GroupSummary>;
  /** Players on any roster (each once) that this viewer may see. */
  playerCount: number;
  share: ShareTarget;
};

export type CurrentPlayerGroup =
  | { kind: 'all' }
  | { kind: 'roster'; rosterId: number; season: string | null }
  | { kind: 'group'; name: string };

export type PlayerGroupPageData = {
  page: 'players';
  organization: OrganizationHeaderData;
  /** Every roster and group of the organization, for switching between them. */
  rosters: Array<{ id: number; name: string; season: string | null }>;
  groups: Array<{ name: string }>;
  current: CurrentPlayerGroup;
  title: string;
  players: Array<RosterPlayer>;
  share: ShareTarget;
};

export type OrganizationRouteData = OrganizationPageData | PlayerGroupPageData;
