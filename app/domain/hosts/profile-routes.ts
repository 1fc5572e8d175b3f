import { FEATURE_IDS, type FeatureId } from '../access/features';
import { SCHEDULE_TABS } from '../schedule/schedule';

export type NavGroupId = 'my-apps' | 'available-apps' | 'coming-soon';

export type ProfileChild = {
  /** First path segment under /player/{username}; the feature guard is named after it. */
  segment: string;
  /** Relative link used by the side navigation and the default-child redirect. */
  href: string;
  title: string;
  featureId: FeatureId;
  group: NavGroupId;
  loadedOnDemand: boolean;
};

export type NavGroup = {
  id: NavGroupId;
  label: string;
  expandedByDefault: boolean;
  items: Array<ProfileChild>;
};

// spec 1 §2 player profile routes and profile shell, in side-navigation order.
export const PROFILE_CHILDREN: ReadonlyArray<ProfileChild> = [
  child('summary', 'summary', 'Summary', 'my-apps', false),
  child('schedule', 'schedule/0', 'Schedule', 'my-apps', false),
  child('my-rounds', 'my-rounds', 'My Rounds', 'my-apps', false),
  child('resume', 'resume', 'Player Resume', 'my-apps', false),
  child('stats', 'stats', 'Compare Stats', 'available-apps', false),
  child('data-analysis', 'data-analysis', 'Round Assessment', 'available-apps', true),
  child('gallery', 'gallery', 'Swing Videos', 'coming-soon', true),
  child('report-viewer', 'report-viewer', 'Reports', 'coming-soon', true),
];

/** Every profile child page as the site links it, each schedule tab apart (benchmarks, tests). */
export const PROFILE_CHILD_PAGES: ReadonlyArray<string> = PROFILE_CHILDREN.flatMap((c) =>
  c.segment === 'schedule' ? SCHEDULE_TABS.map(({ tab }) => `schedule/${tab}`) : [c.href],
);

// spec 1 §2 profile shell: My Apps expanded by default, the other groups collapsed.
const NAV_GROUPS: ReadonlyArray<Omit<NavGroup, 'items'>> = [
  { id: 'my-apps', label: 'My Apps', expandedByDefault: true },
  { id: 'available-apps', label: 'Available Apps', expandedByDefault: false },
  { id: 'coming-soon', label: 'Coming Soon', expandedByDefault: false },
];

// spec 1 §2 default child: the first enabled feature in this order.
const DEFAULT_CHILD_ORDER: ReadonlyArray<FeatureId> = [
  FEATURE_IDS.summary,
  FEATURE_IDS.resume,
  FEATURE_IDS.schedule,
  FEATURE_IDS['my-rounds'],
  FEATURE_IDS.gallery,
  FEATURE_IDS['data-analysis'],
  FEATURE_IDS.stats,
  FEATURE_IDS['report-viewer'],
];

function child(
  segment: keyof typeof FEATURE_IDS,
  href: string,
  title: string,
  group: NavGroupId,
  loadedOnDemand: boolean,
): ProfileChild {
  return { segment, href, title, featureId: FEATURE_IDS[segment], group, loadedOnDemand };
}

/** The child for a path segment, or null (spec 1 §2: any other child redirects to root). */
export function profileChildBySegment(segment: string): ProfileChild | null {
  return PROFILE_CHILDREN.find((c) => c.segment === segment) ?? null;
}

function childByFeature(featureId: FeatureId): ProfileChild | null {
  return PROFILE_CHILDREN.find((c) => c.featureId === featureId) ?? null;
}

/**
 * The href the empty child redirects to, or null for root. A custom URL lands on resume only while
 * resume is visible: the resume guard sends a hidden resume back to the parent, which would loop.
 */
export function defaultChild(input: { hasCustomUrl: boolean; visible: ReadonlySet<number> }): string | null {
  // spec 1 §2: resume when a custom URL is active.
  if (input.hasCustomUrl && input.visible.has(FEATURE_IDS.resume)) return 'resume';
  // spec 1 §2: else the first enabled feature in order; if none is enabled, root.
  const first = DEFAULT_CHILD_ORDER.find((id) => input.visible.has(id));
  return first === undefined ? null : (childByFeature(first)?.href ?? null);
}

export function navGroups(visible: ReadonlySet<number>): Array<NavGroup> {
  // spec 1 §2 profile shell: three groups; empty groups are hidden.
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: PROFILE_CHILDREN.filter((c) => c.group === group.id && visible.has(c.featureId)),
  })).filter((group) => group.items.length > 0);
}

export function pageTitle(customUrlOrProductName: string, title: string): string {
  // spec 1 §2: the page title is '{custom url or product name} - {page title}'.
  return `${customUrlOrProductName} - ${title}`;
}

/** The schedule tab, or null when the parameter is not an integer (optional minus sign, digits). */
export function parseScheduleTab(param: string | null | undefined): number | null {
  // spec 1 §2: schedule/{tab}, tab is an integer.
  if (param == null || !/^-?\d+$/.test(param)) return null;
  const tab = Number(param);
  if (!Number.isSafeInteger(tab)) return null;
  return tab === 0 ? 0 : tab; // "-0" reads as 0
}
