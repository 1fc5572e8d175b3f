import type {
  DashboardGroup,
  DashboardOverview,
  DashboardRankedStat,
  DashboardStat,
} from '../stats/dashboard-view';
import { assessmentColumns, assessmentHeading, formatStandardValue } from '../stats/dashboard-view';
import { type AssessmentCategory, SAMPLE_RULE_TEXT } from '../stats/performance';
import { formatStatCount, STAT_CATALOGUE } from '../stats/stat-catalogue';
import { namedGapReason, statNamed } from '../stats/stat-gaps';
import { column, markOf, type ReportFigure, type ReportTable, row } from './player-report';

/*
 * spec 2 §2 report kinds read from the dashboard's Performance and Assessment view (spec 3 §2.1): the
 * same answer the dashboard and the data-analysis page show (app/routes/dashboard.server.ts), laid out
 * as figures and tables (decision 054). Nothing here computes a stat: it only picks and formats.
 */

export type StatsReportParts = { subtitle: string; figures: Array<ReportFigure>; tables: Array<ReportTable> };

const CATEGORIES = ['Score', 'Drive', 'Approach', 'Save', 'Putt'] as const;

/** The overviews that answered (an overview whose data failed is left out, with its error noted). */
function answered(group: DashboardGroup): Array<DashboardOverview> {
  return (group.overviews ?? []).filter((o) => o.error === null && o.rounds > 0);
}

function groupSubtitle(group: DashboardGroup): string {
  return `${group.name} · ${group.standard.name} standard · ${group.holeCount} holes`;
}

function categoryCell(overview: DashboardOverview, category: string): string {
  return overview.byCategory.find((c) => c.category === category)?.formatted ?? '–';
}

/** One row per selection: rounds, Skill Performance and the share of each category's stats that beat the standard. */
function performanceTable(group: DashboardGroup, heading: string): ReportTable {
  return {
    heading,
    note: `Share of stats better than the ${group.standard.name} standard.`,
    columns: [
      column('Selection', 'left', 2.6),
      column('Rounds', 'right', 0.8),
      column('Skill', 'right'),
      ...CATEGORIES.map((c) => column(c)),
    ],
    rows: answered(group).map((o) =>
      row([
        o.label,
        String(o.rounds),
        o.skillPerformance.formatted,
        ...CATEGORIES.map((c) => categoryCell(o, c)),
      ]),
    ),
    empty: 'No rounds in these selections.',
  };
}

function statOf(overview: DashboardOverview, name: string): DashboardStat | undefined {
  return overview.stats.find((s) => s.name === name);
}

/** Made of chances saying over what: "88/140 fairways". */
function countOf(stat: DashboardStat): string {
  const entry = statNamed(stat.name);
  const count = { successes: stat.successes, opportunities: stat.opportunities };
  return entry ? formatStatCount(entry.flag, count) : `${count.successes}/${count.opportunities}`;
}

/**
 * Why a stat has no value in some overviews (issue 29): their rounds did not record what it needs,
 * or recorded it and no chance came up.
 */
function gapOf(overviews: ReadonlyArray<DashboardOverview>, name: string): string {
  const opportunities = new Map<string, number>();
  for (const o of overviews)
    for (const s of o.stats) opportunities.set(s.name, (opportunities.get(s.name) ?? 0) + s.opportunities);
  const stats = [...opportunities.entries()].map(([statName, n]) => ({ name: statName, opportunities: n }));
  return namedGapReason(name, stats) ?? 'Nothing counted in these rounds.';
}

type Gap = { stat: string; selections: Array<string>; reason: string };

/**
 * The stats a report shows as '–' (issue 29: no chance is no 0 %), gathered as the tables are made
 * and listed once, with why, in a last table; a table showing one says so in its note.
 */
function gapCollector() {
  const gaps = new Map<string, Gap>();
  const headings = new Set<string>();
  return {
    /**
     * Notes a stat without a value in `overviews` (shown as `selection`) in the table of `heading`
     * and gives the cell's '–'.
     */
    add(
      heading: string,
      overviews: ReadonlyArray<DashboardOverview>,
      stat: string,
      selection: string,
    ): string {
      headings.add(heading);
      const reason = gapOf(overviews, stat);
      const key = `${stat}\u0000${reason}`;
      const gap = gaps.get(key) ?? { stat, selections: [], reason };
      if (!gap.selections.includes(selection)) gap.selections.push(selection);
      gaps.set(key, gap);
      return '–';
    },
    /** The tables with a note on each that shows a '–', then the table of why. */
    finish(tables: Array<ReportTable>): Array<ReportTable> {
      if (gaps.size === 0) return tables;
      const noted = tables.map((table) =>
        headings.has(table.heading)
          ? { ...table, note: `${table.note ? `${table.note} ` : ''}–: no value, see Stats without a value.` }
          : table,
      );
      return [...noted, gapTable([...gaps.values()])];
    },
  };
}

type Gaps = ReturnType<typeof gapCollector>;

/** The stats a report shows as '–', with the selections and the reason. */
function gapTable(gaps: ReadonlyArray<Gap>): ReportTable {
  return {
    heading: 'Stats without a value',
    note: 'A stat without a chance in a selection has no value: it is not 0 %.',
    columns: [column('Stat', 'left', 1.6), column('Selections', 'left', 1.8), column('Why', 'left', 3.4)],
    rows: gaps.slice(0, 300).map((gap) => row([gap.stat, gap.selections.join(', '), gap.reason])),
    empty: 'Every stat has a value.',
  };
}

/**
 * A stat's row: value, made of chances, the standard, marked against the standard. Without a chance
 * the value and the count are '–', and the report says why (never "0 %", issue 29).
 */
function statRow(
  gaps: Gaps,
  heading: string,
  overview: DashboardOverview,
  stat: DashboardStat,
  label: string = stat.name,
) {
  if (stat.opportunities === 0) {
    const dash = gaps.add(heading, [overview], stat.name, overview.label);
    return row([label, dash, dash, formatStandardValue(stat.standard)]);
  }
  return row(
    [label, stat.formatted, countOf(stat), formatStandardValue(stat.standard)],
    [null, markOf(stat.beatStandard), null, null],
  );
}

const STAT_COLUMNS = [
  column('Stat', 'left', 2.6),
  column('Value'),
  column('Made / chances'),
  column('Standard'),
];

function emptyParts(message: string): StatsReportParts {
  return {
    subtitle: '',
    figures: [],
    tables: [
      { heading: 'No data yet', note: null, columns: [column('Report', 'left')], rows: [], empty: message },
    ],
  };
}

const NOT_ENOUGH = 'Not enough rounds yet: the report fills in once rounds are logged.';

/** ppr: performance against a standard, selection by selection, with each one's strengths and weaknesses. */
export function pprParts(group: DashboardGroup | null): StatsReportParts {
  if (group === null) return emptyParts(NOT_ENOUGH);
  const overviews = answered(group);
  const first = overviews[0];
  const gaps = gapCollector();
  const tables: Array<ReportTable> = [performanceTable(group, `${group.name}: performance`)];
  for (const overview of overviews) {
    const found = overview.rankedStrengthsAndWeaknesses?.Top;
    const heading = `${overview.label}: strengths and weaknesses`;
    // decision 068: ranked by the strokes a round each wins (+) or costs (−) against the standard.
    const pick = (ranked: Array<DashboardRankedStat>, label: string, sign: '+' | '−') =>
      ranked.flatMap((named) => {
        const stat = statOf(overview, named.name);
        if (!stat) return [];
        const cells = statRow(gaps, heading, overview, stat, `${label}: ${named.name}`);
        return [{ cells: [...cells.cells, `${sign}${named.formatted}`], marks: [...cells.marks, null] }];
      });
    tables.push({
      heading,
      note:
        [
          overview.details,
          overview.biggestOpportunity ? `Biggest opportunity: ${overview.biggestOpportunity.text}.` : '',
        ]
          .filter(Boolean)
          .join(' ') || null,
      columns: [...STAT_COLUMNS, column('Strokes a round')],
      rows: found
        ? [...pick(found.strengths, 'Strength', '+'), ...pick(found.weaknesses, 'Weakness', '−')]
        : [],
      empty: found
        ? `None to name yet. ${SAMPLE_RULE_TEXT}`
        : 'Strengths and weaknesses could not be worked out for this selection.',
    });
  }
  return {
    subtitle: groupSubtitle(group),
    figures: [
      { label: 'Selections', value: String(overviews.length) },
      { label: `Rounds (${first?.label ?? 'first selection'})`, value: String(first?.rounds ?? 0) },
      { label: 'Skill Performance', value: first?.skillPerformance.formatted ?? '–' },
      { label: 'Standard', value: group.standard.name },
    ],
    tables: gaps.finish(tables),
  };
}

/** data-analysis: the Round Assessment grid (spec 3 §2.1) for the category, with the standard's row. */
export function assessmentParts(
  group: DashboardGroup | null,
  category: AssessmentCategory,
): StatsReportParts {
  if (group === null) return emptyParts(NOT_ENOUGH);
  const overviews = answered(group);
  const columns = assessmentColumns(category);
  const stats = columns.flatMap((g) => g.stats);
  const standardOf = (name: string) =>
    overviews.map((o) => statOf(o, name)?.standard).find((v) => v !== undefined && v !== null) ?? null;
  const short = (name: string) => name.replace(/ or Higher$/, '+').replace(/^Missed Putt Under/, 'Missed <');
  const gaps = gapCollector();
  const cellOf = (heading: string, o: DashboardOverview, name: string) => {
    const stat = statOf(o, name);
    return stat && stat.opportunities > 0 ? stat.formatted : gaps.add(heading, [o], name, o.label);
  };
  const headingOf = (g: { label: string }) => `${assessmentHeading(group.name)}: ${g.label}`;
  const tables: Array<ReportTable> = columns.map((g) => ({
    heading: headingOf(g),
    note: `${category} view, against the ${group.standard.name} standard.`,
    columns: [
      column('Selection', 'left', 2.4),
      column('Rounds', 'right', 0.8),
      column('Skill', 'right', 0.9),
      ...g.stats.map((s) => column(short(s))),
    ],
    rows: [
      row(['Standard', '', '', ...g.stats.map((s) => formatStandardValue(standardOf(s)))]),
      ...overviews.map((o) =>
        row(
          [
            o.label,
            String(o.rounds),
            o.skillPerformance.formatted,
            ...g.stats.map((s) => cellOf(headingOf(g), o, s)),
          ],
          [null, null, null, ...g.stats.map((s) => markOf(statOf(o, s)?.beatStandard ?? null))],
        ),
      ),
    ],
    empty: 'No rounds in these selections.',
  }));
  return {
    subtitle: `${groupSubtitle(group)} · ${category}`,
    figures: [
      { label: 'Selections', value: String(overviews.length) },
      { label: 'Stats compared', value: String(stats.length) },
      { label: 'Category', value: category },
      { label: 'Standard', value: group.standard.name },
    ],
    tables: gaps.finish(tables),
  };
}

/** public-player-stats-report: the season's stats against the standard, then the season month by month. */
export function seasonStatsParts(group: DashboardGroup | null): StatsReportParts {
  if (group === null) return emptyParts(NOT_ENOUGH);
  const overviews = answered(group);
  const season = overviews[0];
  const byCategory = STAT_CATALOGUE.filter((s) => s.better !== null);
  const gaps = gapCollector();
  const tables: Array<ReportTable> = [];
  if (season) {
    const categories = [...new Set(byCategory.map((s) => s.category))];
    for (const category of categories) {
      tables.push({
        heading: `${season.label}: ${category}`,
        note: null,
        columns: STAT_COLUMNS,
        rows: byCategory
          .filter((s) => s.category === category)
          .flatMap((s) => {
            const stat = statOf(season, s.name);
            return stat ? [statRow(gaps, `${season.label}: ${category}`, season, stat)] : [];
          }),
        empty: 'No stats in this category for the season.',
      });
    }
  }
  tables.push(performanceTable({ ...group, overviews: overviews.slice(1) }, 'Month by month'));
  const shown = gaps.finish(tables);
  // The same stats Skill Performance counts: those the standard judges and the rounds gave a chance.
  const compared = season?.stats.filter((s) => s.beatStandard !== null) ?? [];
  const beat = compared.filter((s) => s.beatStandard === true).length;
  return {
    subtitle: groupSubtitle(group),
    figures: [
      { label: 'Rounds', value: String(season?.rounds ?? 0) },
      { label: 'Skill Performance', value: season?.skillPerformance.formatted ?? '–' },
      { label: 'Better than standard', value: `${beat} of ${compared.length} stats` },
      { label: 'Standard', value: group.standard.name },
    ],
    tables: shown,
  };
}

/**
 * player-best-stats-report's stat part: each stat's best value over the best rounds, and the round it
 * came from; a stat no round had a chance for reads '–', and the table after says why.
 */
export function bestStatsTables(group: DashboardGroup | null): Array<ReportTable> {
  const overviews = group ? answered(group) : [];
  const compared = STAT_CATALOGUE.filter((s) => s.better !== null);
  const gaps = gapCollector();
  const table: ReportTable = {
    heading: 'Best stat values',
    note: group ? `Over the ${group.name.toLowerCase()}, against the ${group.standard.name} standard.` : null,
    columns: [
      column('Stat', 'left', 2.4),
      column('Best'),
      column('Made / chances'),
      column('Standard'),
      column('Round', 'left', 2.4),
    ],
    rows: compared.flatMap((entry) => {
      const candidates = overviews.flatMap((o) => {
        const stat = statOf(o, entry.name);
        return stat && stat.opportunities > 0
          ? [{ overview: o, stat, share: stat.successes / stat.opportunities }]
          : [];
      });
      const best = candidates.sort((a, b) =>
        entry.better === 'higher' ? b.share - a.share : a.share - b.share,
      )[0];
      if (!best) {
        // No round had a chance for it: '–' and why, rather than leaving it out or 0 % (issue 29).
        if (overviews.length === 0) return [];
        const standard = overviews[0]?.stats.find((s) => s.name === entry.name)?.standard ?? null;
        const dash = gaps.add('Best stat values', overviews, entry.name, group?.name ?? '');
        return [row([entry.name, dash, dash, formatStandardValue(standard), dash])];
      }
      return [
        row(
          [
            entry.name,
            best.stat.formatted,
            countOf(best.stat),
            formatStandardValue(best.stat.standard),
            best.overview.label,
          ],
          [null, markOf(best.stat.beatStandard), null, null, null],
        ),
      ];
    }),
    empty: 'No best rounds with stats yet.',
  };
  return gaps.finish([table]);
}

/** Why the Best Stats report's events have no count (issue 29). */
export const UNLINKED_EVENT_ROUNDS = 'these tournament rounds are not linked to an event.';

/**
 * player-best-stats-report's head: My Results' events, wins, top 10 and scoring average. Tournament
 * rounds not linked to an event cannot be counted as events: with no linked event at all the events,
 * wins and top 10 are '–' with the reason, never "0 events"; beside linked ones they are noted.
 */
export function bestStatsFigures(
  results: { events: number; wins: number; topTens: number; scoringAverage: string },
  unlinkedRounds: number,
): Array<ReportFigure> {
  const rounds = `${unlinkedRounds} ${unlinkedRounds === 1 ? 'tournament round' : 'tournament rounds'}`;
  const unknown = results.events === 0 && unlinkedRounds > 0;
  const note = unknown
    ? `${rounds} played, but ${UNLINKED_EVENT_ROUNDS}`
    : `${rounds} more, not counted: ${UNLINKED_EVENT_ROUNDS}`;
  const event = (label: string, value: number): ReportFigure =>
    unknown
      ? { label, value: '–', note }
      : { label, value: String(value), ...(unlinkedRounds > 0 && label === 'Events' ? { note } : {}) };
  return [
    event('Events', results.events),
    event('Wins', results.wins),
    event('Top 10', results.topTens),
    { label: 'Scoring average', value: results.scoringAverage },
  ];
}
