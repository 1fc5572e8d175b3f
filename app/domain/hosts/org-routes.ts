/**
 * The optional playerGroup segment of /org/{short}/{playerGroup} (spec 1 §2).
 *
 * Case: "All", group names and the "org" prefix are all matched case-insensitively, so /org/x/all,
 * /org/x/ALL and /org/x/All are the same page. "All" wins over a group that happens to be named "all".
 * A group name matches the stored name exactly first, then case-insensitively; the stored spelling is
 * returned.
 */
export type ParsedPlayerGroup =
  | { kind: 'all' }
  | { kind: 'roster'; rosterId: number }
  | { kind: 'group'; name: string }
  | { kind: 'invalid' };

export type PlayerGroupResolution =
  | { action: 'show-all' }
  | { action: 'show-roster'; rosterId: number }
  | { action: 'show-group'; name: string }
  | { action: 'redirect-org' }
  | { action: 'redirect-home' };

const ROSTER_ID = /^(org)?(-?\d+)$/i;

/**
 * `invalid` is an empty value, a number without the "org" prefix where the host requires it, or a
 * number too large to be a roster id: numeric-looking values that cannot name a roster.
 */
export function parsePlayerGroup(raw: string, options: { requiresOrgPrefix: boolean }): ParsedPlayerGroup {
  if (raw === '') return { kind: 'invalid' };
  // spec 1 §2: playerGroup is All, a known group name, or a numeric roster id.
  if (raw.toLowerCase() === 'all') return { kind: 'all' };
  const match = ROSTER_ID.exec(raw);
  if (match === null) return { kind: 'group', name: raw };
  // spec 1 §2: an optional minus sign and digits, optionally prefixed with org (required on one host family).
  const [, prefix, digits] = match;
  if (options.requiresOrgPrefix && prefix === undefined) return { kind: 'invalid' };
  const rosterId = Number(digits);
  if (!Number.isSafeInteger(rosterId)) return { kind: 'invalid' };
  return { kind: 'roster', rosterId: rosterId === 0 ? 0 : rosterId };
}

export function resolvePlayerGroup(
  parsed: ParsedPlayerGroup,
  organization: { rosterIds: ReadonlyArray<number>; groupNames: ReadonlyArray<string> },
): PlayerGroupResolution {
  switch (parsed.kind) {
    case 'all':
      return { action: 'show-all' };
    case 'roster':
      // spec 1 §2: a numeric roster not on the organization redirects to the organization's page.
      return organization.rosterIds.includes(parsed.rosterId)
        ? { action: 'show-roster', rosterId: parsed.rosterId }
        : { action: 'redirect-org' };
    case 'group': {
      // spec 1 §2: a non-numeric playerGroup that is neither All nor a known group redirects to root.
      const name = findGroupName(parsed.name, organization.groupNames);
      return name === null ? { action: 'redirect-home' } : { action: 'show-group', name };
    }
    case 'invalid':
      // Numeric-looking but not an acceptable roster id: treated like an unknown roster.
      return { action: 'redirect-org' };
  }
}

function findGroupName(candidate: string, groupNames: ReadonlyArray<string>): string | null {
  const exact = groupNames.find((name) => name === candidate);
  if (exact !== undefined) return exact;
  const lower = candidate.toLowerCase();
  return groupNames.find((name) => name.toLowerCase() === lower) ?? null;
}
