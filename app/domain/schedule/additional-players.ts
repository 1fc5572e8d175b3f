import { canViewProfile, hasPlayerAccess, isFeatureVisible, type Viewer } from '../access/access';
import { FEATURE_IDS, type FeatureSetting } from '../access/features';

/** What decides whether a viewer sees a player's schedule, as read for many players at once. */
export type ScheduleVisibilityRow = {
  accountId: number;
  username: string | null;
  websiteIsPublic: boolean | null;
  websiteIsPhoneVerified: boolean | null;
  scheduleIsPublic: boolean | null;
  scheduleIsPhoneVerified: boolean | null;
  /** Whether the viewer is in this player's sub-circle. */
  viewerInCircle: boolean;
};

function settingsOf(row: ScheduleVisibilityRow): Array<FeatureSetting> {
  return [
    {
      featureId: FEATURE_IDS.website,
      isPublic: row.websiteIsPublic,
      isPhoneVerified: row.websiteIsPhoneVerified,
    },
    {
      featureId: FEATURE_IDS.schedule,
      isPublic: row.scheduleIsPublic,
      isPhoneVerified: row.scheduleIsPhoneVerified,
    },
  ];
}

/**
 * spec 1 §6 / spec 3 §2.3 additional players: a player joins the picker (and the lists) only when the
 * viewer may open that player's schedule (feature 80) on a site open to them (88).
 */
export function isScheduleVisibleTo(viewer: Viewer, row: ScheduleVisibilityRow): boolean {
  if (row.username === null) return false;
  const subCircleAccountIds = viewer !== null && row.viewerInCircle ? [viewer.accountId] : [];
  const hasAccess = hasPlayerAccess(viewer, { accountId: row.accountId, subCircleAccountIds });
  const settings = settingsOf(row);
  return canViewProfile(settings, hasAccess) && isFeatureVisible(FEATURE_IDS.schedule, settings, hasAccess);
}

/** The players the page may merge: those asked for, among those the viewer may see, in the picker's order. */
export function chosenPlayers<P extends { accountId: number }>(
  visible: ReadonlyArray<P>,
  asked: ReadonlyArray<number>,
): Array<P> {
  return visible.filter((p) => asked.includes(p.accountId));
}
