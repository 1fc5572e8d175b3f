/**
 * Host mapping (spec 1 §2; rows of the `hosts` table): a player host serves /{username}/…, a team host
 * /{short}/…, an organization host one organization at /, a custom host one player's custom URL at /.
 * The app's canonical paths are /player/{username}/… and /org/{short}/….
 */
export type HostKind = 'player' | 'team' | 'organization' | 'custom';

export type HostRule = {
  hostname: string;
  kind: HostKind;
  /** The organization an `organization` host serves. */
  organizationShort?: string;
  /** The player a `custom` host serves. */
  username?: string;
  requiresOrgPrefix: boolean;
};

/**
 * First path segments served by the app itself on every host; a username or organization short name
 * equal to one of them is unreachable on player and team hosts. `player` and `org` keep canonical
 * links (to other players or organizations) working on every host.
 */
export const SHARED_SEGMENTS: ReadonlySet<string> = new Set([
  '__manifest',
  '_root',
  'assets',
  'auth',
  'build',
  'cgr',
  'dashboard',
  'demo',
  'experimental',
  'favicon.ico',
  'favicon.svg',
  'front-page.html',
  'golf',
  'images',
  'org',
  'payment',
  'player',
  'resources',
  'robots.txt',
  'sitemap.xml',
  'store-redirect',
]);

/** Lower-cased, without port or trailing dot: the key to look a host rule up by. */
export function normalizeHostname(host: string): string {
  const withoutPort = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (withoutPort ?? '').toLowerCase().replace(/\.$/, '');
}

/** Whether a path is served as is on every host; a single-fetch ".data" suffix is ignored. */
export function isSharedPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return SHARED_SEGMENTS.has(first.replace(/\.data$/, ''));
}

/** The canonical path for a request path on the host it came in on; unknown hosts are unchanged. */
export function rewritePath(rule: HostRule | null, pathname: string): string {
  if (rule === null || isSharedPath(pathname)) return pathname;
  const rest = pathname === '/' ? '' : pathname;
  switch (rule.kind) {
    case 'player':
      // spec 1 §2: /{username}/… on a player host is the player profile.
      return rest === '' ? pathname : `/player${rest}`;
    case 'team':
      // spec 1 §2: /{short}/… on a team host is the organization page.
      return rest === '' ? pathname : `/org${rest}`;
    case 'organization':
      // spec 1 §2: a host mapped to a fixed organization serves it at / and /{playerGroup}.
      return rule.organizationShort ? `/org/${encodeURIComponent(rule.organizationShort)}${rest}` : pathname;
    case 'custom':
      // spec 1 §2: a custom URL serves one player's profile at / and /{child}.
      return rule.username ? `/player/${encodeURIComponent(rule.username)}${rest}` : pathname;
  }
}

function sameName(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase();
}

function join(base: string, tail: string | undefined): string {
  if (!tail) return base === '' ? '/' : base;
  return `${base}/${tail.replace(/^\/+/, '')}`;
}

/** A link to a player's profile (child like "schedule/0") for the host the page was served on. */
export function profileHref(rule: HostRule | null, username: string, child?: string): string {
  // spec 1 §2: a player goes to player/{username}, or {username} on the player host.
  const name = encodeURIComponent(username);
  if (rule?.kind === 'player') return join(`/${name}`, child);
  if (rule?.kind === 'custom' && sameName(rule.username, username)) return join('', child);
  return join(`/player/${name}`, child);
}

/**
 * A link to an organization or one of its player groups for the host the page was served on. A
 * numeric group is a roster id and gets the "org" prefix on hosts that require it.
 */
export function organizationHref(
  rule: HostRule | null,
  short: string,
  playerGroup?: string | number,
): string {
  // spec 1 §2: org/{short}[/{rosterId or All}], or {short} on the team host.
  const group =
    typeof playerGroup === 'number'
      ? `${rule?.requiresOrgPrefix ? 'org' : ''}${playerGroup}`
      : playerGroup && encodeURIComponent(playerGroup);
  const name = encodeURIComponent(short);
  if (rule?.kind === 'team') return join(`/${name}`, group);
  if (rule?.kind === 'organization' && sameName(rule.organizationShort, short)) return join('', group);
  return join(`/org/${name}`, group);
}
