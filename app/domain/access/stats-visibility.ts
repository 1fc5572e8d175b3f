import { canViewProfile, hasPlayerAccess, isFeatureVisible, type Viewer } from './access';
import { FEATURE_IDS, type FeatureSetting } from './features';

/** What decides whether a viewer sees a player's compare stats, as read for many players at once. */
export type StatsVisibilityRow = {
  accountId: number;
  username: string | null;
  websiteIsPublic: boolean | null;
  websiteIsPhoneVerified: boolean | null;
  statsIsPublic: boolean | null;
  statsIsPhoneVerified: boolean | null;
  /** Whether the viewer is in this player's sub-circle. */
  viewerInCircle: boolean;
};

// A left join without a setting row gives two nulls; spec 1 §6 decides "no setting" and "both
// unset" alike, so the nulls stand for either.
function settingsOf(row: StatsVisibilityRow): Array<FeatureSetting> {
  return [
    {
      featureId: FEATURE_IDS.website,
      isPublic: row.websiteIsPublic,
      isPhoneVerified: row.websiteIsPhoneVerified,
    },
    { featureId: FEATURE_IDS.stats, isPublic: row.statsIsPublic, isPhoneVerified: row.statsIsPhoneVerified },
  ];
}

/**
 * spec 1 §6 / spec 2 §6: whether `viewer` may open this player's compare stats (feature 63): the
 * profile must be open to the viewer (a private website sends them home) and the feature visible.
 * A player without a username has no page to compare on.
 */
export function isStatsVisibleTo(viewer: Viewer, row: StatsVisibilityRow): boolean {
  if (row.username === null) return false;
  const subCircleAccountIds = viewer !== null && row.viewerInCircle ? [viewer.accountId] : [];
  const hasAccess = hasPlayerAccess(viewer, { accountId: row.accountId, subCircleAccountIds });
  const settings = settingsOf(row);
  return canViewProfile(settings, hasAccess) && isFeatureVisible(FEATURE_IDS.stats, settings, hasAccess);
}
