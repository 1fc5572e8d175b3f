import { type AppLoadContext, redirect } from '@remix-run/cloudflare';
import { z } from 'zod';
import { fullName } from '~/domain/accounts/names';
import { formatPhone, phoneHref } from '~/domain/auth/phone';
import type { HostRule } from '~/domain/hosts/hosts';
import { organizationHref } from '~/domain/hosts/hosts';
import { type ParsedPlayerGroup, parsePlayerGroup, resolvePlayerGroup } from '~/domain/hosts/org-routes';
import type {
  OrganizationHeaderData,
  OrganizationPageData,
  OrganizationRouteData,
  PlayerFace,
  PlayerGroupPageData,
  RosterPlayer,
} from '~/domain/organizations/organization-page';
import { type ListedPlayer, listedPlayers, schoolLine } from '~/domain/organizations/roster';
import { requestViewer } from '~/server/guards.server';
import { publicOrigin } from '~/server/public-origin.server';
import { requestSessionIdHash } from '~/server/session.server';
import {
  type MemberRow,
  type MemberSelection,
  type OrganizationRow,
  organizationPageQueries,
  toOrganizationPage,
} from '~db/queries/organizations';

const PREVIEW_SIZE = 4;

const shortSchema = z.string().trim().min(1).max(100);
const playerGroupSchema = z.string().max(200);

/** spec 1 §2: on the host family with `requiresOrgPrefix`, a numeric roster id needs the org prefix. */
export function parsePlayerGroupForHost(raw: string, host: HostRule | null): ParsedPlayerGroup {
  return parsePlayerGroup(raw, { requiresOrgPrefix: host?.requiresOrgPrefix ?? false });
}

/** Which memberships a page reads, decided before the batch so that it reads only those. */
export function memberSelection(parsed: ParsedPlayerGroup | null): MemberSelection {
  if (parsed === null) return { kind: 'summary' };
  switch (parsed.kind) {
    case 'all':
      return { kind: 'all' };
    case 'roster':
      return { kind: 'roster', rosterId: parsed.rosterId };
    case 'group':
      return { kind: 'group', name: parsed.name };
    case 'invalid':
      return { kind: 'none' };
  }
}

/**
 * The organization page (`playerGroup` undefined) or a roster / group / All page of the organization
 * `short` (spec 1 §2 organization routes), for this request's viewer. Throws the redirects of spec 1
 * §2: an unknown organization or group goes to the root, a roster not on the organization to the
 * organization's page. One D1 batch. Players the viewer may not see are left out here, so nothing of
 * them reaches the HTML or the loader JSON.
 */
export async function loadOrganizationPage(
  request: Request,
  context: AppLoadContext,
  short: string,
  playerGroup: undefined,
): Promise<OrganizationPageData>;
export async function loadOrganizationPage(
  request: Request,
  context: AppLoadContext,
  short: string,
  playerGroup: string,
): Promise<PlayerGroupPageData>;
export async function loadOrganizationPage(
  request: Request,
  context: AppLoadContext,
  short: string,
  playerGroup: string | undefined,
): Promise<OrganizationRouteData>;
export async function loadOrganizationPage(
  request: Request,
  context: AppLoadContext,
  short: string,
  playerGroup: string | undefined,
): Promise<OrganizationRouteData> {
  const checkedShort = shortSchema.safeParse(short);
  const checkedGroup = playerGroupSchema.optional().safeParse(playerGroup);
  // spec 1 §2: a short name that cannot exist does not match the route: the root.
  if (!checkedShort.success || !checkedGroup.success) throw redirect('/');
  const parsed =
    checkedGroup.data === undefined ? null : parsePlayerGroupForHost(checkedGroup.data, context.host);

  const idHash = await requestSessionIdHash(request, context.config);
  const { db } = context;
  // The viewer is the request's (read once, shared with the root loader), alongside the page's batch.
  const [viewer, pageRows] = await Promise.all([
    requestViewer(request, context),
    db.batch(
      organizationPageQueries(db, {
        short: checkedShort.data,
        selection: memberSelection(parsed),
        sessionIdHash: idHash,
      }),
    ),
  ]);
  const read = toOrganizationPage(pageRows);
  // spec 1 §2: the organization short name must exist, else the route does not match.
  if (read === null) throw redirect('/');
  const organization = organizationHeader(read.organization);
  const origin = publicOrigin(request, context.config);

  if (parsed === null) {
    const onRosters = read.members.filter((member) => member.rosterId !== null);
    return {
      page: 'organization',
      organization,
      rosters: read.rosters.map((roster) => {
        const players = listedPlayers(
          onRosters.filter((member) => member.rosterId === roster.id),
          viewer,
        );
        return { ...roster, playerCount: players.length, preview: players.slice(0, PREVIEW_SIZE).map(face) };
      }),
      groups: read.groups.map((group) => ({
        name: group.name,
        playerCount: listedPlayers(
          read.members.filter((member) => member.groupName === group.name),
          viewer,
        ).length,
      })),
      playerCount: listedPlayers(onRosters, viewer).length,
      share: { origin, path: organizationHref(null, organization.short) },
    };
  }

  const resolution = resolvePlayerGroup(parsed, {
    rosterIds: read.rosters.map((roster) => roster.id),
    groupNames: read.groups.map((group) => group.name),
  });
  const base = {
    page: 'players' as const,
    organization,
    rosters: read.rosters,
    groups: read.groups.map((group) => ({ name: group.name })),
  };
  switch (resolution.action) {
    case 'redirect-home':
      // spec 1 §2: neither All, a roster id nor a known group.
      throw redirect('/');
    case 'redirect-org':
      // spec 1 §2: a numeric roster that is not on this organization.
      throw redirect(organizationHref(context.host, organization.short));
    case 'show-all':
      return {
        ...base,
        current: { kind: 'all' },
        title: 'All players',
        // "All" is the union of every roster's members (spec 1 §2), each listed once.
        players: rosterPlayers(
          read.members.filter((member) => member.rosterId !== null),
          viewer,
        ),
        share: { origin, path: organizationHref(null, organization.short, 'All') },
      };
    case 'show-roster': {
      const roster = read.rosters.find((r) => r.id === resolution.rosterId);
      return {
        ...base,
        current: { kind: 'roster', rosterId: resolution.rosterId, season: roster?.season ?? null },
        title: roster?.name ?? 'Roster',
        players: rosterPlayers(
          read.members.filter((member) => member.rosterId === resolution.rosterId),
          viewer,
        ),
        share: { origin, path: organizationHref(null, organization.short, resolution.rosterId) },
      };
    }
    case 'show-group':
      return {
        ...base,
        current: { kind: 'group', name: resolution.name },
        title: resolution.name,
        players: rosterPlayers(
          read.members.filter((member) => member.groupName === resolution.name),
          viewer,
        ),
        share: { origin, path: organizationHref(null, organization.short, resolution.name) },
      };
  }
}

function organizationHeader(row: OrganizationRow): OrganizationHeaderData {
  return {
    name: row.name,
    short: row.short,
    phone: formatPhone(row.phone),
    phoneHref: phoneHref(row.phone),
    address: row.address?.trim() || null,
    imgUrl: row.imgUrl,
  };
}

function face(player: ListedPlayer<MemberRow>): PlayerFace {
  return { username: player.username, fullName: fullName(player), imgUrl: player.imgUrl };
}

/** Only what a player card shows: no settings, sub-circles or ids reach the page. */
function rosterPlayers(
  members: ReadonlyArray<MemberRow>,
  viewer: Parameters<typeof listedPlayers>[1],
): Array<RosterPlayer> {
  return listedPlayers(members, viewer).map((player) => ({
    ...face(player),
    ...schoolLine(player),
    hometown: player.hometown?.trim() || null,
  }));
}
