import { z } from 'zod';
import { type DateRange, lastMonths } from '../calendar/dates';
import {
  ALL_TIME,
  customOption,
  lastOption,
  type RangeOption,
  rangeOptionFromKey,
} from '../calendar/range-options';
import { playerPdfFileName } from '../reports/file-names';
import type { ChartSetKey } from '../stats/chart-sets';

/*
 * The resume settings of an account (spec 2 §3) and the designer's rules about them (spec 2 §4):
 * default ticks, sections without data disabled and unticked, master checkboxes kept in step with
 * their options, what saving keeps. Stored as this JSON document in resume_settings.settings.
 */

export const resumeOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isSelected: z.boolean(),
  includeNotes: z.boolean(),
});

export const resumeListSchema = z.object({
  isSelected: z.boolean(),
  options: z.array(resumeOptionSchema),
});

// spec 2 §2: timeframe options for chart date ranges (Last 12 Months, Last 24 Months, All Time,
// Custom), chosen with the date range selector, which also offers any typed Last N days, weeks,
// months or years (decision 061). The stored words of the first four are unchanged.
export const TIMEFRAMES = ['last-12-months', 'last-24-months', 'all-time', 'custom'] as const;
export const TIMEFRAME_PATTERN = /^(all-time|custom|last-[1-9]\d{0,2}-(days|weeks|months|years))$/;
export type Timeframe = string;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');

/** A chart date range: a named timeframe, or custom start and end days. */
export const chartRangeSchema = z.object({
  timeframe: z.string().regex(TIMEFRAME_PATTERN),
  start: isoDay.nullable(),
  end: isoDay.nullable(),
});
export type ChartRangeSetting = z.infer<typeof chartRangeSchema>;

export const PERSONAL_FIELDS = [
  'picture',
  'aboutMe',
  'height',
  'weight',
  'ghin',
  'ncaa',
  'websiteLink',
  'customLogo',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

export const SCHOOL_FIELDS = [
  'highSchoolName',
  'highSchoolGraduationDate',
  'highSchoolGPA',
  'collegeName',
  'collegeStartDate',
  'collegeGraduationDate',
  'collegeGPA',
] as const;
export type SchoolField = (typeof SCHOOL_FIELDS)[number];

export const LISTS = ['upcomingEvents', 'pastTournaments', 'pastRounds', 'newsfeedItems'] as const;
export type ListKey = (typeof LISTS)[number];

export const CHARTS = [
  'bestRoundsChart',
  'bestConsecutiveRoundsChart',
  'lastRoundsChart',
  'priorRoundsChart',
] as const;
export type ChartField = (typeof CHARTS)[number];

export const CHART_SET_OF: Record<ChartField, ChartSetKey> = {
  bestRoundsChart: 'best-ten',
  bestConsecutiveRoundsChart: 'best-ten-consecutive',
  lastRoundsChart: 'last-ten',
  priorRoundsChart: 'prior-ten',
};

const flags = <K extends string>(keys: ReadonlyArray<K>) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<K, z.ZodBoolean>);

export const resumeSettingsSchema = z.object({
  accountId: z.number().int(),
  coverPage: z.object({ isSelected: z.boolean() }),
  personalInformation: flags(PERSONAL_FIELDS).extend({ isSelected: z.boolean() }),
  schoolInformation: flags(SCHOOL_FIELDS).extend({ isSelected: z.boolean() }),
  upcomingEvents: resumeListSchema,
  pastTournaments: resumeListSchema,
  pastRounds: resumeListSchema,
  newsfeedItems: resumeListSchema,
  performanceChartsPage: flags(CHARTS).extend({
    isSelected: z.boolean(),
    barChartsDateRange: chartRangeSchema,
    includedTournamentsDateRange: chartRangeSchema,
    showAllFavoriteTournaments: z.boolean(),
    showTournamentNotes: z.boolean(),
  }),
});

export type ResumeOption = z.infer<typeof resumeOptionSchema>;
export type ResumeList = z.infer<typeof resumeListSchema>;
export type ResumeSettings = z.infer<typeof resumeSettingsSchema>;

/** What the account has to show; a section without it is disabled (spec 2 §4). */
export type ResumeAvailability = {
  personal: Record<PersonalField, boolean>;
  school: Record<SchoolField, boolean>;
  lists: Record<ListKey, Array<{ id: number; name: string; hasNotes: boolean }>>;
  charts: Record<ChartField, boolean>;
};

/** Which controls the designer disables (spec 2 §4: sections with no data are disabled and unticked). */
export type ResumeDisabled = {
  personal: Record<PersonalField, boolean>;
  personalGroup: boolean;
  school: Record<SchoolField, boolean>;
  schoolGroup: boolean;
  lists: Record<ListKey, boolean>;
  charts: Record<ChartField, boolean>;
  chartsPage: boolean;
};

export const DEFAULT_TIMEFRAME: Timeframe = 'last-24-months';

// spec 2 §4 default ticks: picture, about me, NCAA, GHIN and website link on; height, weight and
// custom logo off.
const DEFAULT_PERSONAL: Record<PersonalField, boolean> = {
  picture: true,
  aboutMe: true,
  ncaa: true,
  ghin: true,
  websiteLink: true,
  height: false,
  weight: false,
  customLogo: false,
};

// spec 2 §4: events and news on; tournaments and rounds off.
const DEFAULT_LIST_ON: Record<ListKey, boolean> = {
  upcomingEvents: true,
  newsfeedItems: true,
  pastTournaments: false,
  pastRounds: false,
};

// spec 2 §4: best ten and best ten consecutive on; last ten and prior ten off.
const DEFAULT_CHARTS: Record<ChartField, boolean> = {
  bestRoundsChart: true,
  bestConsecutiveRoundsChart: true,
  lastRoundsChart: false,
  priorRoundsChart: false,
};

function mapKeys<K extends string, V>(keys: ReadonlyArray<K>, value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

/** spec 2 §4 default ticks, before the rule that unticks what has no data. */
export function defaultResumeSettings(accountId: number, availability: ResumeAvailability): ResumeSettings {
  const range: ChartRangeSetting = { timeframe: DEFAULT_TIMEFRAME, start: null, end: null };
  const list = (key: ListKey): ResumeList => ({
    isSelected: DEFAULT_LIST_ON[key],
    options: availability.lists[key].map((item) => ({
      id: item.id,
      name: item.name,
      isSelected: DEFAULT_LIST_ON[key],
      includeNotes: false,
    })),
  });
  return applyAvailability(
    {
      accountId,
      // spec 2 §4: cover page on.
      coverPage: { isSelected: true },
      personalInformation: { isSelected: true, ...DEFAULT_PERSONAL },
      // spec 2 §4: school fields off.
      schoolInformation: { isSelected: true, ...mapKeys(SCHOOL_FIELDS, () => false) },
      upcomingEvents: list('upcomingEvents'),
      pastTournaments: list('pastTournaments'),
      pastRounds: list('pastRounds'),
      newsfeedItems: list('newsfeedItems'),
      // spec 2 §4: charts on; show all favorites and notes off.
      performanceChartsPage: {
        isSelected: true,
        ...DEFAULT_CHARTS,
        barChartsDateRange: range,
        includedTournamentsDateRange: range,
        showAllFavoriteTournaments: false,
        showTournamentNotes: false,
      },
    },
    availability,
  );
}

export function disabledSections(availability: ResumeAvailability): ResumeDisabled {
  const personal = mapKeys(PERSONAL_FIELDS, (key) => !availability.personal[key]);
  const school = mapKeys(SCHOOL_FIELDS, (key) => !availability.school[key]);
  const charts = mapKeys(CHARTS, (key) => !availability.charts[key]);
  return {
    personal,
    personalGroup: PERSONAL_FIELDS.every((key) => personal[key]),
    school,
    schoolGroup: SCHOOL_FIELDS.every((key) => school[key]),
    lists: mapKeys(LISTS, (key) => availability.lists[key].length === 0),
    charts,
    // spec 2 §4: all four charts missing → the whole chart section is disabled.
    chartsPage: CHARTS.every((key) => charts[key]),
  };
}

/**
 * spec 2 §4: when no option is ticked the master checkbox is unticked, and when the master is
 * unticked no option is (a list without options keeps its master unticked).
 */
export function syncList(list: ResumeList): ResumeList {
  if (!list.isSelected) return { ...list, options: list.options.map((o) => ({ ...o, isSelected: false })) };
  return { ...list, isSelected: list.options.some((o) => o.isSelected) };
}

/** Ticking a master ticks every option; unticking it unticks them all (spec 2 §4). */
export function setMaster(list: ResumeList, isSelected: boolean): ResumeList {
  return { isSelected, options: list.options.map((o) => ({ ...o, isSelected })) };
}

/** Ticking one option; the master follows (spec 2 §4). */
export function setOption(list: ResumeList, id: number, isSelected: boolean): ResumeList {
  const options = list.options.map((o) => (o.id === id ? { ...o, isSelected } : o));
  return { isSelected: options.some((o) => o.isSelected), options };
}

/**
 * Stored settings against today's data: options follow the items that exist (new ones take the
 * list's default tick, gone ones drop out); what has no data is unticked (spec 2 §4); masters follow
 * their options.
 */
export function applyAvailability(
  settings: ResumeSettings,
  availability: ResumeAvailability,
): ResumeSettings {
  const disabled = disabledSections(availability);
  const list = (key: ListKey): ResumeList => {
    const stored = new Map(settings[key].options.map((o) => [o.id, o]));
    const options = availability.lists[key].map((item) => {
      const before = stored.get(item.id);
      return {
        id: item.id,
        name: item.name,
        isSelected: before ? before.isSelected : settings[key].isSelected && DEFAULT_LIST_ON[key],
        includeNotes: item.hasNotes && (before?.includeNotes ?? false),
      };
    });
    return syncList({ isSelected: settings[key].isSelected && options.length > 0, options });
  };
  const charts = settings.performanceChartsPage;
  return {
    ...settings,
    personalInformation: {
      ...settings.personalInformation,
      ...mapKeys(PERSONAL_FIELDS, (key) => settings.personalInformation[key] && !disabled.personal[key]),
    },
    schoolInformation: {
      ...settings.schoolInformation,
      ...mapKeys(SCHOOL_FIELDS, (key) => settings.schoolInformation[key] && !disabled.school[key]),
    },
    upcomingEvents: list('upcomingEvents'),
    pastTournaments: list('pastTournaments'),
    pastRounds: list('pastRounds'),
    newsfeedItems: list('newsfeedItems'),
    performanceChartsPage: {
      ...charts,
      ...mapKeys(CHARTS, (key) => charts[key] && !disabled.charts[key]),
      isSelected: charts.isSelected && !disabled.chartsPage,
    },
  };
}

/** spec 2 §4: saving keeps isSelected true for the personal and school groups. */
export function settingsForSave(settings: ResumeSettings): ResumeSettings {
  return {
    ...settings,
    personalInformation: { ...settings.personalInformation, isSelected: true },
    schoolInformation: { ...settings.schoolInformation, isSelected: true },
    upcomingEvents: syncList(settings.upcomingEvents),
    pastTournaments: syncList(settings.pastTournaments),
    pastRounds: syncList(settings.pastRounds),
    newsfeedItems: syncList(settings.newsfeedItems),
  };
}

/** spec 2 §4: notes are included only when includeNotes is on. */
export function noteFor(option: ResumeOption | undefined, note: string | null): string | null {
  return option?.includeNotes ? note?.trim() || null : null;
}

/** The ids of a list's ticked options, when its master is ticked. */
export function selectedIds(list: ResumeList): Set<number> {
  return new Set(list.isSelected ? list.options.filter((o) => o.isSelected).map((o) => o.id) : []);
}

/** The selector's option of a stored chart range ('all-time' is the selector's All Time). */
export function chartRangeOption(range: ChartRangeSetting, today: string): RangeOption {
  if (range.timeframe === 'all-time') return ALL_TIME;
  if (range.timeframe === 'custom') {
    return customOption({ start: range.start ?? today, end: range.end ?? today });
  }
  return rangeOptionFromKey(range.timeframe, today) ?? lastOption(24, 'months', today);
}

/** The stored chart range of a selector option (the same JSON shape as before the selector). */
export function chartRangeSetting(option: Pick<RangeOption, 'key' | 'range'>): ChartRangeSetting {
  if (option.key === ALL_TIME.key) return { timeframe: 'all-time', start: null, end: null };
  if (option.key === 'custom' && option.range) {
    return { timeframe: 'custom', start: option.range.start, end: option.range.end };
  }
  return { timeframe: option.key, start: null, end: null };
}

/** The days a chart range covers on `today` (null: all time). */
export function resolveRange(range: ChartRangeSetting, today: string): DateRange | null {
  if (range.timeframe === 'all-time') return null;
  if (range.timeframe === 'custom') {
    const start = range.start ?? '0000-01-01';
    const end = range.end ?? today;
    return start <= end ? { start, end } : { start: end, end: start };
  }
  return rangeOptionFromKey(range.timeframe, today)?.range ?? lastMonths(today, 24);
}

/** spec 2 §3: the bar-chart range label, Last 24 Months by default. */
export function rangeLabel(range: ChartRangeSetting, format: (iso: string) => string): string {
  if (range.timeframe === 'all-time') return ALL_TIME.label;
  if (range.timeframe !== 'custom') {
    // The label names the period only: any day stands in for today.
    return rangeOptionFromKey(range.timeframe, '2000-01-01')?.label ?? 'Last 24 Months';
  }
  if (range.start && range.end) return `${format(range.start)} – ${format(range.end)}`;
  if (range.start) return `Since ${format(range.start)}`;
  if (range.end) return `Through ${format(range.end)}`;
  return ALL_TIME.label;
}

/** spec 2 §7: the PDF is named first name, last name, next year and Resume. */
export function resumeFileName(firstName: string, lastName: string, today: Date): string {
  return playerPdfFileName(firstName, lastName, today, 'Resume');
}
