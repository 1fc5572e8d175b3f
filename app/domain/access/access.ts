import { allFeatureIds, FEATURE_IDS, type FeatureId, type FeatureSetting } from './features';

/** The signed-in account looking at a page; null is an anonymous visitor. */
/** Who is asking: the account, its product-manager role, and whether an active Coach plan is its
 * (issue 33 §3 — read with the session, so a page offers a coach's tools without another read). */
export type Viewer = { accountId: number; isProductManager: boolean; hasCoachPlan: boolean } | null;

export type PlayerAccessSubject = { accountId: number; subCircleAccountIds: ReadonlyArray<number> };

export type ProfileGate = 'allowed' | 'redirect-home';

export function hasPlayerAccess(viewer: Viewer, player: PlayerAccessSubject): boolean {
  // spec 1 §6: the player, a product manager, or a member of the player's sub-circle.
  if (viewer === null) return false;
  if (viewer.isProductManager) return true;
  if (viewer.accountId === player.accountId) return true;
  return player.subCircleAccountIds.includes(viewer.accountId);
}

/**
 * Whether a viewer sees a feature. Any id other than the website (88) follows the per-feature rule,
 * including my-rounds (86), which spec 1 §6 does not list by name.
 */
export function isFeatureVisible(
  featureId: number,
  settings: ReadonlyArray<FeatureSetting>,
  hasAccess: boolean,
): boolean {
  // spec 1 §6: viewers with access see all features.
  if (hasAccess) return true;
  const setting = settings.find((s) => s.featureId === featureId);
  if (featureId === FEATURE_IDS.website) {
    // spec 1 §6: website visible unless isPublic is false.
    return setting?.isPublic !== false;
  }
  // spec 1 §6: no setting → visible; else isPublic true, or neither isPublic nor isPhoneVerified false.
  if (setting === undefined) return true;
  if (setting.isPublic === true) return true;
  return setting.isPublic !== false && setting.isPhoneVerified !== false;
}

/** The feature ids this viewer may see (the website id included). */
export function visibleFeatureIds(
  settings: ReadonlyArray<FeatureSetting>,
  hasAccess: boolean,
): Set<FeatureId> {
  return new Set(allFeatureIds().filter((id) => isFeatureVisible(id, settings, hasAccess)));
}

export function canViewProfile(settings: ReadonlyArray<FeatureSetting>, hasAccess: boolean): boolean {
  // spec 1 §6: the profile is allowed when the viewer has access or the website is public.
  return isFeatureVisible(FEATURE_IDS.website, settings, hasAccess);
}

/** `player` is null when no account matched the username (or no username was in the URL). */
export function profileGate(
  player: { settings: ReadonlyArray<FeatureSetting> } | null,
  hasAccess: boolean,
): ProfileGate {
  // spec 1 §6: guards redirect home when no account is found or the site is private.
  if (player === null) return 'redirect-home';
  return canViewProfile(player.settings, hasAccess) ? 'allowed' : 'redirect-home';
}
