import { z } from 'zod';
import { formatShortDate } from '../calendar/dates';
import { formatPercentOf } from '../format/numbers';
import { formatToPar } from '../rounds/scores';
import type { CardTab } from '../stats/compare-cards';
import {
  averageToPar,
  type CompareCardData,
  type DriveCard,
  formatFigure,
  formatSigned,
  type PlayingStyleCard,
  type PuttsCard,
  type ScoringCard,
  type ShareCount,
  type ShotToGreenCard,
  shareOf,
  shareOfCount,
} from '../stats/compare-cards';
import {
  type CompareRound,
  type MetricRow,
  metricCellNote,
  notRecordedReason,
  roundLabel,
  sideName,
} from '../stats/compare-sides';
import type { HoleFlag } from '../stats/hole-stats';
import { formatStrokesPerRound } from '../stats/rating-format';
import { formatStat, statOf } from '../stats/stat-catalogue';
import type { describeStatFilter } from '../stats/stat-filters';
import { playerPdfFileName } from './file-names';

/*
 * The Compare Stats report (spec 2 §2 report options dialog, §4 PDF download, §7
 * compareStatsReportFromState): the pages a coach ticks, each a side-by-side table of the two sides,
 * each named by its player and selection (issue 29), built from the same card data as the Compare
 * Stats page. The PDF Worker lays out this model and nothing else; every value arrives formatted.
 */

// spec 2 §2: the checklist "Options (Check to Include)", in this order.
export const COMPARE_REPORT_PAGES = [
  { id: 'summary', title: 'Summary Page' },
  { id: 'scoring', title: 'Scoring Page' },
  { id: 'drives', title: 'Drives Page' },
  { id: 'shots-to-green', title: 'Shots to Green Page' },
  { id: 'putts', title: 'Putts Page' },
  { id: 'rounds', title: 'Rounds Page' },
] as const;

export type CompareReportPage = (typeof COMPARE_REPORT_PAGES)[number]['id'];
export const ALL_REPORT_PAGES: ReadonlyArray<CompareReportPage> = COMPARE_REPORT_PAGES.map((p) => p.id);

/** The card tabs each page reads (the Rounds page reads the sides' rounds instead). */
export const PAGE_CARDS: Record<CompareReportPage, ReadonlyArray<CardTab>> = {
  summary: ['playing-style'],
  scoring: ['scoring'],
  drives: ['drive'],
  'shots-to-green': ['shot-to-green'],
  putts: ['putts'],
  rounds: [],
};

export const NO_REPORT_PAGES = 'Tick at least one page to include in the report.';

/**
 * `pages=summary,putts`: the ticked pages in the checklist's order; absent means all of them. An
 * unknown name or an empty list is refused with a sentence.
 */
export function parseReportPages(
  value: string | null,
): { ok: true; pages: Array<CompareReportPage> } | { ok: false; message: string } {
  if (value === null) return { ok: true, pages: [...ALL_REPORT_PAGES] };
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !ALL_REPORT_PAGES.includes(name as CompareReportPage));
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `Unknown report page "${unknown[0]?.slice(0, 40)}"; choose from ${ALL_REPORT_PAGES.join(', ')}.`,
    };
  }
  const pages = ALL_REPORT_PAGES.filter((page) => names.includes(page));
  return pages.length === 0 ? { ok: false, message: NO_REPORT_PAGES } : { ok: true, pages };
}

/** spec 2 §7: {first}-{last}-{next year}-Compare-Stats.pdf. */
export function compareReportFileName(firstName: string, lastName: string, today: Date): string {
  return playerPdfFileName(firstName, lastName, today, 'Compare-Stats');
}

const text = (max: number) => z.string().max(max);

/**
 * One row: a measure and both sides' values; `bars` (0–1) when the row reads as a share, `details`
 * what each share counts ("88/140 fairways", or "not recorded"), printed under it.
 */
const rowSchema = z.object({
  label: text(120),
  left: text(60),
  right: text(60),
  bars: z.tuple([z.number().min(0).max(1).nullable(), z.number().min(0).max(1).nullable()]).optional(),
  details: z.tuple([text(60).nullable(), text(60).nullable()]).optional(),
});

/** A table; `notes` say why a stat reads '–' (what it needs recorded), printed under it. */
const sectionSchema = z.object({
  heading: text(120),
  rows: z.array(rowSchema).max(400),
  notes: z.array(text(400)).max(40).optional(),
});

/** The Rounds page: each side's rounds, newest first. */
const roundsSectionSchema = z.object({
  heading: text(160),
  rounds: z.array(z.object({ date: text(20), name: text(160), score: text(20), toPar: text(20) })).max(400),
});

export const compareReportModelSchema = z.object({
  fileName: text(120),
  title: text(200),
  generatedOn: text(40),
  sides: z
    .array(
      z.object({ side: z.enum(['left', 'right']), heading: text(200), lines: z.array(text(300)).max(20) }),
    )
    .length(2),
  pages: z
    .array(
      z.object({
        id: z.enum(ALL_REPORT_PAGES as [CompareReportPage, ...Array<CompareReportPage>]),
        title: text(80),
        sections: z.array(sectionSchema).max(20),
        rounds: z.array(roundsSectionSchema).max(2).optional(),
      }),
    )
    .min(1)
    .max(6),
});

export type CompareReportModel = z.infer<typeof compareReportModelSchema>;
export type CompareReportRow = z.infer<typeof rowSchema>;
type Section = z.infer<typeof sectionSchema>;

type Cards = Partial<Record<CardTab, { left: CompareCardData; right: CompareCardData }>>;

type Side = { playerName: string; label: string; roundCount: number; descriptorLines: Array<string> };

export type CompareReportRound = { date: string; name: string; score: string; toPar: string };

export type CompareReportInput = {
  fileName: string;
  generatedOn: string;
  samePlayer: boolean;
  holes: number;
  left: Side;
  right: Side;
  metrics: Array<{ column: string; rows: Array<MetricRow> }>;
  cards: Cards;
  rounds: { left: Array<CompareReportRound>; right: Array<CompareReportRound> };
  pages: ReadonlyArray<CompareReportPage>;
};

/** A side's descriptor (spec 2 §2 descriptor header) as lines of text. */
export function descriptorLines(descriptor: ReturnType<typeof describeStatFilter>): Array<string> {
  return [
    ...descriptor.lines.map((line) => `${line.label}: ${line.value}`),
    ...(descriptor.rounds.length > 0 ? [`Rounds: ${descriptor.rounds.join('; ')}`] : []),
    ...(descriptor.note ? [descriptor.note] : []),
  ];
}

/** A selected round as the Rounds page lists it. */
export function reportRound(round: CompareRound): CompareReportRound {
  return {
    date: formatShortDate(round.playedOn),
    name: roundLabel(round).slice(0, 160),
    score: round.score === null ? '–' : String(round.score),
    toPar: round.score === null || round.par === null ? '–' : formatToPar(round.score - round.par),
  };
}

/** A stat of the catalogue on both sides: its label, shares, bars and what each counts (issue 29). */
function statRow(flag: HoleFlag, left: ShareCount, right: ShareCount, label?: string): CompareReportRow {
  const detail = (count: ShareCount) => {
    const note = metricCellNote(flag, count);
    return note.kind === 'count' ? note.text : 'not recorded';
  };
  return {
    label: label ?? statOf(flag).name,
    left: formatStat(left),
    right: formatStat(right),
    bars: [shareOfCount(left), shareOfCount(right)],
    details: [detail(left), detail(right)],
  };
}

/**
 * Why stats of a table read '–' on paper, where a '–' has no tooltip: "Fairway Miss Left (Ann Bell —
 * Last 10 Rounds): Needs where each shot finished, …", one line per stat and side that counted nothing.
 */
function notRecordedNotes(
  input: Pick<CompareReportInput, 'left' | 'right'>,
  stats: ReadonlyArray<{ flag: HoleFlag; left: ShareCount; right: ShareCount }>,
): Array<string> {
  const notes = stats.flatMap((stat) => {
    const missing = (['left', 'right'] as const).filter((side) => stat[side].opportunities === 0);
    const name = statOf(stat.flag).name;
    const reason = notRecordedReason(stat.flag);
    if (missing.length === 2) return [`${name}: ${reason}`];
    return missing.map((side) => `${name} (${sideName(input[side])}): ${reason}`);
  });
  return [...new Set(notes)].slice(0, 40);
}

/** A share of counts on both sides with bars, each saying what it counts ("27 of 36 holes"). */
function countRow(
  label: string,
  left: { part: number; whole: number } | undefined,
  right: { part: number; whole: number } | undefined,
  detail: (count: { part: number; whole: number }) => string,
): CompareReportRow {
  const value = (count: { part: number; whole: number } | undefined) =>
    count && count.whole > 0 ? formatPercentOf(count.part, count.whole) : '–';
  const share = (count: { part: number; whole: number } | undefined) =>
    count ? shareOf(count.part, count.whole) : null;
  const note = (count: { part: number; whole: number } | undefined) =>
    count && count.whole > 0 ? detail(count) : null;
  return {
    label,
    left: value(left),
    right: value(right),
    bars: [share(left), share(right)],
    details: [note(left), note(right)],
  };
}

function row(label: string, left: string, right: string): CompareReportRow {
  return { label, left, right };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A par the other side does not have: no holes, no average. */
const NO_HOLES = { holes: 0, toParTotal: 0 };

/** Rows of a band table: the bands of both sides by label, in the left side's order. */
function bandRows<T extends { label: string }>(
  left: ReadonlyArray<T>,
  right: ReadonlyArray<T>,
  label: (band: T) => string,
  value: (band: T | undefined) => string,
): Array<CompareReportRow> {
  return left.map((band) => {
    const other = right.find((b) => b.label === band.label);
    return { label: label(band), left: value(band), right: value(other) };
  });
}

function summarySections(input: CompareReportInput): Array<Section> {
  // One table for the metrics of every column: a heading each would leave the page half empty.
  const stats = input.metrics.flatMap(({ column, rows }) => rows.map((metric) => ({ column, metric })));
  const notes = notRecordedNotes(
    input,
    stats.map(({ metric }) => ({ flag: metric.flag, left: metric.left, right: metric.right })),
  );
  const metrics: Array<Section> = [
    {
      heading: 'Metrics',
      rows: stats.map(({ column, metric }) =>
        statRow(metric.flag, metric.left, metric.right, `${column}: ${metric.name}`),
      ),
      ...(notes.length > 0 ? { notes } : {}),
    },
  ];
  const style = input.cards['playing-style'] as
    | { left: PlayingStyleCard; right: PlayingStyleCard }
    | undefined;
  if (!style) return metrics;
  const { left, right } = style;
  return [
    ...metrics,
    {
      heading: `Stats beating the ${left.standard.name} standard`,
      rows: left.categories.map((category) => {
        const other = right.categories.find((c) => c.category === category.category);
        return countRow(
          category.category,
          { part: category.beaten, whole: category.compared },
          other ? { part: other.beaten, whole: other.compared } : undefined,
          ({ part, whole }) => `${part} of ${plural(whole, 'stat', 'stats')}`,
        );
      }),
    },
    {
      // decision 068: beside the share, strokes a round against the same standard and the handicap
      // that plays to them.
      heading: `Strokes a round against ${left.standard.name} (plays like a handicap of)`,
      rows: left.categories.map((category) => {
        const other = right.categories.find((c) => c.category === category.category);
        const rating = (side: PlayingStyleCard['categories'][number] | undefined) =>
          side?.sgAgainstStandard === null || side === undefined
            ? '–'
            : `${formatStrokesPerRound(side.sgAgainstStandard)} (${side.handicapText})`;
        return row(
          category.category === 'Score' ? 'Total' : category.category,
          rating(category),
          rating(other),
        );
      }),
    },
  ];
}

type Sides = Pick<CompareReportInput, 'left' | 'right'>;

function scoringSections({ left, right }: { left: ScoringCard; right: ScoringCard }): Array<Section> {
  return [
    {
      heading: 'Scoring',
      rows: [
        row('Rounds', String(left.rounds), String(right.rounds)),
        row('Holes played', String(left.holes), String(right.holes)),
        ...left.byPar.map((par) =>
          row(
            `Par ${par.par} average to par`,
            formatSigned(averageToPar(par)),
            formatSigned(averageToPar(right.byPar.find((p) => p.par === par.par) ?? NO_HOLES)),
          ),
        ),
        row(
          'Strokes gained per round vs PGA TOUR',
          formatSigned(left.sgTotalPerRound),
          formatSigned(right.sgTotalPerRound),
        ),
      ],
    },
    {
      heading: 'Scores (share of holes)',
      rows: left.distribution.map((kind) => {
        const other = right.distribution.find((k) => k.kind === kind.kind);
        return countRow(
          kind.label,
          { part: kind.holes, whole: left.holes },
          other ? { part: other.holes, whole: right.holes } : undefined,
          ({ part, whole }) => `${part} of ${plural(whole, 'hole', 'holes')}`,
        );
      }),
    },
    ...left.byPar.map((par) => ({
      heading: `Par ${par.par}: average to par by length (yds)`,
      rows: bandRows(
        par.bands,
        right.byPar.find((p) => p.par === par.par)?.bands ?? [],
        (band) => band.label,
        (band) =>
          band && band.holes > 0
            ? `${formatSigned(averageToPar(band))} (${plural(band.holes, 'hole', 'holes')})`
            : '–',
      ),
    })),
  ];
}

function driveSections(sides: Sides, { left, right }: { left: DriveCard; right: DriveCard }): Array<Section> {
  const stats = [
    { flag: 'fairwayHit', left: left.fairwayHit, right: right.fairwayHit },
    { flag: 'fairwayMissedLeft', left: left.missedLeft, right: right.missedLeft },
    { flag: 'fairwayMissedRight', left: left.missedRight, right: right.missedRight },
  ] as const;
  const notes = notRecordedNotes(sides, stats);
  return [
    {
      heading: 'Driving',
      rows: [
        row('Drives measured', String(left.drives), String(right.drives)),
        row('Average drive (yds)', formatFigure(left.averageYards, 0), formatFigure(right.averageYards, 0)),
        row('Longest drive (yds)', formatFigure(left.longestYards, 0), formatFigure(right.longestYards, 0)),
        ...stats.map((stat) => statRow(stat.flag, stat.left, stat.right)),
        row(
          'Penalties per round',
          formatFigure(left.penaltiesPerRound),
          formatFigure(right.penaltiesPerRound),
        ),
        row(
          'Strokes gained off the tee per round vs PGA TOUR',
          formatSigned(left.sgOffTheTeePerRound),
          formatSigned(right.sgOffTheTeePerRound),
        ),
      ],
      ...(notes.length > 0 ? { notes } : {}),
    },
    {
      heading: 'Drive length (share of drives)',
      rows: left.summaryChart.distances.map((band) => {
        const other = right.summaryChart.distances.find((b) => b.label === band.label);
        return countRow(
          band.label,
          { part: band.drives, whole: left.drives },
          other ? { part: other.drives, whole: right.drives } : undefined,
          ({ part, whole }) => `${part} of ${plural(whole, 'drive', 'drives')}`,
        );
      }),
    },
  ];
}

function shotToGreenSections(
  sides: Sides,
  { left, right }: { left: ShotToGreenCard; right: ShotToGreenCard },
): Array<Section> {
  const band =
    (
      value: (b: ShotToGreenCard['bands'][number]) => string,
    ): ((b: ShotToGreenCard['bands'][number] | undefined) => string) =>
    (b) =>
      b && b.shots > 0 ? value(b) : '–';
  const stats = [
    { flag: 'madeGreenInRegulation', left: left.gir, right: right.gir },
    { flag: 'missedGreenShort', left: left.missedShort, right: right.missedShort },
    { flag: 'missedGreenLong', left: left.missedLong, right: right.missedLong },
    { flag: 'madeUpDown', left: left.upAndDown, right: right.upAndDown },
    { flag: 'madeSandSave', left: left.sandSave, right: right.sandSave },
  ] as const;
  const notes = notRecordedNotes(sides, stats);
  return [
    {
      heading: 'Shots to green',
      rows: [
        ...stats.map((stat) => statRow(stat.flag, stat.left, stat.right)),
        row(
          'Strokes gained approach per round vs PGA TOUR',
          formatSigned(left.sgApproachPerRound),
          formatSigned(right.sgApproachPerRound),
        ),
        row(
          'Strokes gained around the green per round vs PGA TOUR',
          formatSigned(left.sgAroundTheGreenPerRound),
          formatSigned(right.sgAroundTheGreenPerRound),
        ),
      ],
      ...(notes.length > 0 ? { notes } : {}),
    },
    {
      heading: 'Greens hit by approach distance (yds)',
      rows: left.bands.map((b) => {
        const other = right.bands.find((o) => o.label === b.label);
        return countRow(
          b.label,
          { part: b.greensHit, whole: b.shots },
          other ? { part: other.greensHit, whole: other.shots } : undefined,
          ({ part, whole }) => `${part}/${plural(whole, 'approach', 'approaches')}`,
        );
      }),
    },
    {
      heading: 'Proximity to the hole (ft) by approach distance (yds)',
      rows: bandRows(
        left.bands,
        right.bands,
        (b) => b.label,
        band((b) => formatFigure(b.proximityFeet)),
      ),
    },
    {
      heading: 'Strokes gained per approach by distance (yds)',
      rows: bandRows(
        left.bands,
        right.bands,
        (b) => b.label,
        band((b) => formatSigned(b.sgPerShot)),
      ),
    },
  ];
}

function puttSections({ left, right }: { left: PuttsCard; right: PuttsCard }): Array<Section> {
  const byBand = (count: (b: PuttsCard['bands'][number]) => number) =>
    left.bands.map((b) => {
      const other = right.bands.find((o) => o.label === b.label);
      return countRow(
        b.label,
        { part: count(b), whole: b.holes },
        other ? { part: count(other), whole: other.holes } : undefined,
        ({ part, whole }) => `${part}/${plural(whole, 'hole', 'holes')}`,
      );
    });
  return [
    {
      heading: 'Putting',
      rows: [
        row('Putts per round', formatFigure(left.puttsPerRound), formatFigure(right.puttsPerRound)),
        row('One-putts per round', formatFigure(left.onePuttsPerRound), formatFigure(right.onePuttsPerRound)),
        row(
          'Three-putts per round',
          formatFigure(left.threePuttsPerRound),
          formatFigure(right.threePuttsPerRound),
        ),
        row('First putt distance (ft)', formatFigure(left.firstPuttFeet), formatFigure(right.firstPuttFeet)),
        row(
          'Strokes gained putting per round vs PGA TOUR',
          formatSigned(left.sgPuttingPerRound),
          formatSigned(right.sgPuttingPerRound),
        ),
      ],
    },
    { heading: 'First putts holed by distance (ft)', rows: byBand((b) => b.holed) },
    { heading: 'Three-putts by first-putt distance (ft)', rows: byBand((b) => b.threePutts) },
  ];
}

function cardPair<T extends CompareCardData>(cards: Cards, tab: T['tab']): { left: T; right: T } | null {
  const pair = cards[tab];
  return pair ? (pair as { left: T; right: T }) : null;
}

function pairSections<T>(pair: T | null, sections: (pair: T) => Array<Section>): Array<Section> {
  return pair ? sections(pair) : [];
}

/** The report's model: the ticked pages of the comparison, each side by side. */
export function compareReportModel(input: CompareReportInput): CompareReportModel {
  const title = input.samePlayer
    ? `${input.left.playerName} · Compare Stats`
    : `${input.left.playerName} vs ${input.right.playerName} · Compare Stats`;
  const sectionsOf: Record<Exclude<CompareReportPage, 'rounds'>, () => Array<Section>> = {
    summary: () => summarySections(input),
    scoring: () => pairSections(cardPair<ScoringCard>(input.cards, 'scoring'), scoringSections),
    drives: () =>
      pairSections(cardPair<DriveCard>(input.cards, 'drive'), (pair) => driveSections(input, pair)),
    'shots-to-green': () =>
      pairSections(cardPair<ShotToGreenCard>(input.cards, 'shot-to-green'), (pair) =>
        shotToGreenSections(input, pair),
      ),
    putts: () => pairSections(cardPair<PuttsCard>(input.cards, 'putts'), puttSections),
  };
  const pages = input.pages.map((id) => {
    const title = COMPARE_REPORT_PAGES.find((page) => page.id === id)?.title.replace(/ Page$/, '') ?? id;
    if (id !== 'rounds') return { id, title, sections: sectionsOf[id]() };
    return {
      id,
      title,
      sections: [],
      rounds: (['left', 'right'] as const).map((side) => ({
        heading: sideName(input[side]),
        rounds: input.rounds[side],
      })),
    };
  });
  return {
    fileName: input.fileName,
    title,
    generatedOn: input.generatedOn,
    sides: (['left', 'right'] as const).map((side) => ({
      side,
      heading: sideName(input[side]),
      lines: [
        `${input[side].roundCount} rounds of ${input.holes} holes`,
        ...input[side].descriptorLines,
      ].slice(0, 20),
    })),
    pages,
  };
}
