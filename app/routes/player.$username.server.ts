import { type AppLoadContext, redirect } from '@remix-run/cloudflare';
import {
  canViewProfile,
  hasPlayerAccess,
  profileGate,
  type Viewer,
  visibleFeatureIds,
} from '~/domain/access/access';
import { FEATURE_IDS, type FeatureId, type FeatureName } from '~/domain/access/features';
import { fullName } from '~/domain/accounts/names';
import { schoolName } from '~/domain/content/about-header';
import { DEFAULT_PLAYER_IMAGE } from '~/domain/content/fallback-images';
import { profileHref } from '~/domain/hosts/hosts';
import { defaultChild, navGroups } from '~/domain/hosts/profile-routes';
import type { SaveOffer } from '~/domain/recruiting/watch-lists';
import { playerCardPath, shareCardAlt } from '~/domain/share-cards/card-addresses';
import { requestViewer } from '~/server/guards.server';
import { publicOrigin } from '~/server/public-origin.server';
import { recordProfileVersion } from '~/server/rendered-profile.server';
import { playerAccess, renamedUsername } from '~/server/request-identity.server';
import type { Db } from '~db/client';
import type { ProfileAccount } from '~db/queries/profile';
import { playerListedQuery, saveTargetsQuery } from '~db/queries/watch-lists';
import { readBoth } from '~db/shards';

/** What every profile loader knows about the player and the viewer (spec 1 §6). */
export type ProfileAccess = {
  player: ProfileAccount & { fullName: string };
  viewer: Viewer;
  hasAccess: boolean;
  /** The features this viewer may see; the website (88) is always among them once the gate passed. */
  visible: Set<FeatureId>;
  /** The features an anonymous visitor sees (a share card shows only these); empty when the site is private. */
  anonymousVisible: Set<FeatureId>;
  customUrl: string | null;
};

// The rows and the viewer come from the request's identity (request-identity.server.ts), read once
// per request for the layout's loader and its child's; what they allow is worked out by each.
async function lookUp(
  request: Request,
  context: AppLoadContext,
  username: string,
  as: 'viewer' | 'anonymous',
): Promise<ProfileAccess> {
  const read = await playerAccess(request, context, username);
  const viewer = as === 'anonymous' ? null : read.viewer.viewer;
  const { account, settings, subCircleAccountIds, customUrl } = read.rows;
  if (account === null) await redirectRenamed(request, context, username);
  const hasAccess =
    account !== null && hasPlayerAccess(viewer, { accountId: account.accountId, subCircleAccountIds });
  // spec 1 §6: guards redirect home when no account is found or the site is private.
  if (account === null || profileGate({ settings }, hasAccess) === 'redirect-home') throw redirect('/');
  // The edge cache stores the page under the account version it was rendered from.
  if (as === 'viewer') recordProfileVersion(context, account.version);
  return {
    player: { ...account, fullName: fullName(account) },
    viewer,
    hasAccess,
    visible: visibleFeatureIds(settings, hasAccess),
    anonymousVisible: canViewProfile(settings, false) ? visibleFeatureIds(settings, false) : new Set(),
    customUrl,
  };
}

/** The database of the profile player's rounds (decision 119): their shard, from the access row. */
export function playerRounds(context: AppLoadContext, player: Pick<ProfileAccount, 'roundShard'>): Db {
  return context.shards.ofPlayer(player.roundShard);
}

/**
 * A profile page's reads: the directory's and, on the player's shard, those `shardReads` builds for it,
 * sent at once (db/shards.ts `readBoth`: one batch when the shard is the directory).
 */
export function readWithPlayerRounds<
  D extends Parameters<typeof readBoth>[2],
  S extends Parameters<typeof readBoth>[3],
>(
  context: AppLoadContext,
  player: Pick<ProfileAccount, 'roundShard'>,
  dirReads: D,
  shardReads: (shard: Db) => S,
) {
  const shard = playerRounds(context, player);
  return readBoth(context.db, shard, dirReads, shardReads(shard));
}

/**
 * Whether the directory is the only round shard (a deployment of one database): a player's rounds may
 * then be read in the request's first batch, with the access row, as before shards.
 */
export function directoryIsTheShard(context: AppLoadContext): boolean {
  return context.shards.names.length === 1 && context.shards.ofPlayer(null) === context.db;
}

/**
 * A username its account gave up (decision 032): a 301 to the same page under the current username,
 * after the current profile's own guard (a private site still sends this visitor home). Never stored
 * by a cache: the account may rename again, or take the old username back.
 */
async function redirectRenamed(request: Request, context: AppLoadContext, oldUsername: string) {
  const current = await renamedUsername(context, oldUsername);
  if (current === null || current === oldUsername) return;
  await loadProfileAccessByUsername(request, context, current);
  // Only the path's own player (a report addresses its player by account id) moves to the new URL.
  const player = context.requestPlayer;
  if (player?.segment == null || player.username !== oldUsername) return;
  const child = player.rest.join('/');
  const location = `${profileHref(context.host, current, child === '' ? undefined : child)}${new URL(request.url).search}`;
  throw redirect(location, { status: 301, headers: { 'Cache-Control': 'no-store' } });
}

/** The player behind a username and what this viewer may see; redirects home when not allowed. */
export function loadProfileAccess(
  request: Request,
  context: AppLoadContext,
  usernameParam: string | undefined,
): Promise<ProfileAccess> {
  // spec 1 §6: the profile route needs a username read from the URL (or the host); else root.
  const player = context.requestPlayer;
  if (!player || (usernameParam !== undefined && usernameParam.toLowerCase() !== player.username)) {
    throw redirect('/');
  }
  return loadProfileAccessByUsername(request, context, player.username);
}

/**
 * The same for a username found some other way (report routes address players by account id); the
 * same guard: no account or a private site for this viewer redirects home.
 */
export function loadProfileAccessByUsername(
  request: Request,
  context: AppLoadContext,
  username: string,
  options: { as: 'viewer' | 'anonymous' } = { as: 'viewer' },
): Promise<ProfileAccess> {
  return lookUp(request, context, username.toLowerCase(), options.as);
}

/**
 * The guard of a profile child, named after its path (spec 1 §2): a feature hidden for the viewer
 * redirects to the parent URL, before any of the child's data is used (reads sent with the access
 * check, decision 066, are dropped unread).
 */
export async function requireProfileFeature(
  request: Request,
  context: AppLoadContext,
  username: string | undefined,
  feature: Exclude<FeatureName, 'website'>,
): Promise<ProfileAccess> {
  const access = await loadProfileAccess(request, context, username);
  if (!access.visible.has(FEATURE_IDS[feature])) {
    throw redirect(profileHref(context.host, access.player.username));
  }
  return access;
}

/** spec 1 §2: the empty child lands on the default child (resume on a custom URL), else root. */
export async function defaultChildRedirect(
  request: Request,
  context: AppLoadContext,
  usernameParam: string | undefined,
): Promise<Response> {
  const { player, visible } = await loadProfileAccess(request, context, usernameParam);
  const child = defaultChild({ hasCustomUrl: context.host?.kind === 'custom', visible });
  return redirect(child === null ? '/' : profileHref(context.host, player.username, child));
}

/** The shell's data: the player, the site name for titles, the navigation this viewer may use. */
export async function profileLayoutData(
  request: Request,
  context: AppLoadContext,
  username: string | undefined,
) {
  // spec 1 §6: no account, or a private website for this viewer → home.
  const { player, visible, anonymousVisible } = await loadProfileAccess(request, context, username);
  const origin = publicOrigin(request, context.config);
  // Only a profile every visitor may open, with its public site on, has a share card (decision 091);
  // any other keeps its photo.
  const card = anonymousVisible.has(FEATURE_IDS.website) && player.publicSiteAllowed;
  const saveOffer = await profileSaveOffer(request, context, player.accountId);
  return {
    profile: {
      accountId: player.accountId,
      username: player.username,
      fullName: player.fullName,
      imgUrl: player.imgUrl,
    },
    // Share previews (OpenGraph / Twitter cards): name, picture and school, with absolute URLs.
    share: {
      title: player.fullName,
      description: profileDescription(player.fullName, schoolName(player, new Date())),
      image: card
        ? new URL(playerCardPath(player.username), origin).href
        : new URL(player.imgUrl || DEFAULT_PLAYER_IMAGE, origin).href,
      card,
      imageAlt: shareCardAlt('player', player.fullName, siteName(context)),
      url: new URL(profileHref(context.host, player.username), origin).href,
    },
    // issue 33 §3: a coach saves the player to a watch list from the header.
    saveTargets: saveOffer.kind === 'coach' ? saveOffer.lists : null,
    // spec 1 §2: the page title starts with the custom URL (when served on it), else the product name.
    siteName: siteName(context),
    // Only the features this viewer may see reach the page (spec 1 §6).
    navGroups: navGroups(visible).map((group) => ({
      id: group.id,
      label: group.label,
      expandedByDefault: group.expandedByDefault,
      items: group.items.map((item) => ({
        href: profileHref(context.host, player.username, item.href),
        title: item.title,
      })),
    })),
  };
}

/** spec 1 §2: the custom URL when the page is served on it, else the product name. */
export function siteName(context: AppLoadContext): string {
  return context.host?.kind === 'custom' ? context.host.hostname : context.config.PRODUCT_NAME;
}

function profileDescription(name: string, school: string | null): string {
  return school
    ? `${name}, ${school}: golf scores, schedule and recruiting resume.`
    : `${name}: golf scores, schedule and recruiting resume.`;
}

/**
 * "Save to watch list" in a profile's header: the coach's lists when the viewer has an active Coach
 * plan, is not the player, and the player is listed in discovery (the only players a list may hold);
 * nothing otherwise — and no read for anyone but a coach.
 */
export async function profileSaveOffer(
  request: Request,
  context: AppLoadContext,
  playerId: number,
): Promise<SaveOffer> {
  const viewer = await requestViewer(request, context);
  if (viewer === null || !viewer.hasCoachPlan || viewer.accountId === playerId) return { kind: 'none' };
  const { db } = context;
  const [lists, listed] = await db.batch([
    saveTargetsQuery(db, viewer.accountId),
    playerListedQuery(db, playerId),
  ]);
  return listed.length === 0 ? { kind: 'none' } : { kind: 'coach', lists };
}
