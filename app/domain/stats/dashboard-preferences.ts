import { z } from 'zod';
import { DASHBOARD_MESSAGES } from '../accounts/dashboard-forms';
import {
  type CompletedRoundsCount,
  DASHBOARD_MODES,
  type DashboardPreferences,
  type StandardOption,
} from './dashboard-view';
import { DEFAULT_GROUP, OVERVIEW_GROUPS, type OverviewGroupType, overviewGroupsOf } from './overview-groups';
import { ASSESSMENT_CATEGORIES, type AssessmentCategory } from './performance';
import { SOURCE_TAGS, type SourcedStandard, type SourceTag, STANDARDS, standardById } from './standards';

/*
 * The player dashboard's saved choices (spec 2 "Dashboard header", §4 defaults; decision 048): their
 * defaults, the form that saves them, reading them back, the not-enough-data rule of spec 3 §1 and the
 * standard picker's entries. Used on the server: the page receives what these decide.
 */

// spec 2 §4 default groups; the standard the read APIs default to; 18 holes; spec 3 §2.1 Scorecard.
export const DEFAULT_PREFERENCES: DashboardPreferences = {
  mode: 'Player Performance',
  performanceGroup: DEFAULT_GROUP['Player Performance'],
  assessmentGroup: DEFAULT_GROUP.Assessment,
  standardId: 'pga-tour',
  holeCount: 18,
  category: 'Scorecard',
};

export function groupNamesOf(type: OverviewGroupType): Array<string> {
  return overviewGroupsOf(type).map((g) => g.name);
}

/** The sentence for a group name that is not one of the mode's (or of any mode, without one). */
export function unknownGroupText(name: string, type?: OverviewGroupType): string {
  const names = type ? groupNamesOf(type) : OVERVIEW_GROUPS.map((g) => g.name);
  return `There is no ${type ? `${type} ` : ''}overview group called "${name.slice(0, 60)}". Choose one of ${names.join(', ')}.`;
}

export function unknownStandardText(id: string): string {
  return `There is no standard "${id.slice(0, 40)}". Choose one of ${STANDARDS.map((s) => s.name).join(', ')}.`;
}

function groupField(type: OverviewGroupType) {
  return z
    .string({ error: `Choose ${type === 'Assessment' ? 'an' : 'a'} ${type} group.` })
    .trim()
    .refine((name) => groupNamesOf(type).includes(name), {
      error: (issue) => unknownGroupText(String(issue.input), type),
    });
}

/** The dashboard's choices form (spec 2 "Dashboard header"): every field checked, unknown names refused in words. */
export const dashboardPreferencesSchema = z.object({
  intent: z.literal('preferences', { error: DASHBOARD_MESSAGES.unknownForm }),
  mode: z.enum(DASHBOARD_MODES, { error: 'Choose Player Performance or Assessment.' }),
  performanceGroup: groupField('Player Performance'),
  assessmentGroup: groupField('Assessment'),
  standardId: z
    .string({ error: 'Choose a standard.' })
    .trim()
    .refine((id) => standardById(id) !== null, {
      error: (issue) => unknownStandardText(String(issue.input)),
    }),
  holeCount: z.coerce
    .number({ error: 'Choose 9 Hole or 18 Hole.' })
    .refine((n) => n === 9 || n === 18, { error: 'Choose 9 Hole or 18 Hole.' }),
  category: z.enum(ASSESSMENT_CATEGORIES, { error: `Choose one of ${ASSESSMENT_CATEGORIES.join(', ')}.` }),
});

/** What the form's success gives, typed as the preferences. */
export function preferencesOf(value: z.infer<typeof dashboardPreferencesSchema>): DashboardPreferences {
  return {
    mode: value.mode,
    performanceGroup: value.performanceGroup,
    assessmentGroup: value.assessmentGroup,
    standardId: standardById(value.standardId)?.id ?? DEFAULT_PREFERENCES.standardId,
    holeCount: value.holeCount === 9 ? 9 : 18,
    category: value.category,
  };
}

type StoredPreferences = {
  mode: string;
  performanceGroup: string;
  assessmentGroup: string;
  standardId: string;
  holeCount: number;
  assessmentCategory: string;
};

function isMode(value: string): value is OverviewGroupType {
  return (DASHBOARD_MODES as ReadonlyArray<string>).includes(value);
}

function isCategory(value: string): value is AssessmentCategory {
  return (ASSESSMENT_CATEGORIES as ReadonlyArray<string>).includes(value);
}

/**
 * The saved row read back: a value that is no longer valid (a group or standard renamed since it was
 * saved) falls back to its default instead of failing the page.
 */
/** The standard an account's choices name, or the first standard when none is valid. */
export function chosenStandard(preferences: Pick<DashboardPreferences, 'standardId'>): SourcedStandard {
  return standardById(preferences.standardId) ?? (STANDARDS[0] as SourcedStandard);
}

export function preferencesFromStored(row: StoredPreferences | undefined): DashboardPreferences {
  if (!row) return DEFAULT_PREFERENCES;
  const known = (type: OverviewGroupType, name: string, fallback: string) =>
    groupNamesOf(type).includes(name) ? name : fallback;
  return {
    mode: isMode(row.mode) ? row.mode : DEFAULT_PREFERENCES.mode,
    performanceGroup: known('Player Performance', row.performanceGroup, DEFAULT_PREFERENCES.performanceGroup),
    assessmentGroup: known('Assessment', row.assessmentGroup, DEFAULT_PREFERENCES.assessmentGroup),
    standardId: standardById(row.standardId)?.id ?? DEFAULT_PREFERENCES.standardId,
    holeCount: row.holeCount === 9 ? 9 : 18,
    category: isCategory(row.assessmentCategory) ? row.assessmentCategory : DEFAULT_PREFERENCES.category,
  };
}

// spec 3 §1: the completed-rounds count has two fields; both zero → the not-enough-data state.

export function completedRoundsCount(
  rounds: ReadonlyArray<{ holeCount: number; inProgress: boolean }>,
): CompletedRoundsCount {
  const done = rounds.filter((r) => !r.inProgress);
  return {
    eighteenHole: done.filter((r) => r.holeCount === 18).length,
    nineHole: done.filter((r) => r.holeCount === 9).length,
  };
}

export function hasEnoughData(count: CompletedRoundsCount): boolean {
  return count.eighteenHole > 0 || count.nineHole > 0;
}

// The standards' sources (app/domain/stats/standards.ts), as the standard picker names them.
const SOURCE_NAMES: Record<SourceTag, string> = {
  ARCCOS: 'Arccos Golf data, Golf Monthly "Scratch vs 10 vs 20 Handicap" (2023)',
  'ARCCOS-18': 'Arccos Golf data, Golf Monthly "Scratch Vs 18 Handicap" (2022)',
  SHOTSCOPE10: 'Shot Scope, "Law of Averages: 10 handicap" (2024)',
  SHOTSCOPE20: 'Shot Scope 20-handicap benchmark, Golf Monthly (2025-26)',
  'SHOTSCOPE-TOUR': 'Shot Scope via bunkered.co.uk (2024)',
  'SHOTSCOPE-PRO': 'Shot Scope, "How do amateur and professional golfers compare?" (2022)',
  'ONE-PUTT': 'Golf Monthly, PGA Tour one-putt percentage (2025)',
  GOLFMAGIC: 'golfmagic.com, "The Top 10 one-putters on the PGA Tour" (2020)',
  EAGLES: 'Fore Putt Golf, PGA Tour eagle rate (2022 season)',
  ORBAN: 'Business in Calgary, quoting pgatour.com and lpgatour.com (2021 season)',
  RUTHLESS: 'Ruthless Golf, 2009 PGA TOUR season review',
  FELBER: 'Pro Golf Now, PGA Tour scrambling averages (2020)',
  SHOTBYSHOT: 'ShotByShot.com, "Niblicks of Truth" sand saves (2014)',
  '3JACK': '3jack.blogspot.com, "Tour Bunker Play 1980-2012" (2013)',
  SANDERS: 'Peter Sanders (ShotByShot.com) on NCAA players (2010)',
  SIGNERS: 'Junior Golf Hub, 2021 Signer Report',
  MODEL: 'Modelled at the standard’s level by the demo data’s shot simulator (docs/standards.md)',
};

/** The standard picker's entries: each standard with the sources of its values (spec 3 §2.1 standards row). */
export function standardOptions(): Array<StandardOption> {
  return STANDARDS.map((standard) => {
    const tags = new Set(Object.values(standard.sources).flatMap((list) => [...(list ?? [])]));
    return {
      id: standard.id,
      name: standard.name,
      sources: SOURCE_TAGS.filter((tag) => tags.has(tag)).map((tag) => SOURCE_NAMES[tag]),
      stats: Object.keys(standard.values).length,
    };
  });
}

export function groupNamesByMode(): Record<OverviewGroupType, Array<string>> {
  return { 'Player Performance': groupNamesOf('Player Performance'), Assessment: groupNamesOf('Assessment') };
}
