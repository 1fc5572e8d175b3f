/** Website feature ids, keyed by the profile child path they guard (spec 1 §3). */
export const FEATURE_IDS = {
  website: 88,
  summary: 89,
  resume: 78,
  schedule: 80,
  'my-rounds': 86,
  gallery: 67,
  'data-analysis': 59,
  stats: 63,
  'report-viewer': 77,
} as const;

export type FeatureName = keyof typeof FEATURE_IDS;
export type FeatureId = (typeof FEATURE_IDS)[FeatureName];

/** One row of an account's website feature settings; nulls are meaningful (spec 1 §6). */
export type FeatureSetting = { featureId: number; isPublic: boolean | null; isPhoneVerified: boolean | null };

const ALL_FEATURE_IDS: ReadonlyArray<number> = Object.values(FEATURE_IDS);

export function allFeatureIds(): Array<FeatureId> {
  return Object.values(FEATURE_IDS);
}

export function isFeatureId(value: number): value is FeatureId {
  return ALL_FEATURE_IDS.includes(value);
}
