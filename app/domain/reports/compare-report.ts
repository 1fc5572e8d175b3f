import { z } from 'zod';
import { formatShortDate } from '../calendar/dates';
import { formatToPar } from '../rounds/scores';
import type { CardTab } from '../stats/compare-cards';
import {
  type CompareCardData,
  type DriveCard,
  formatFigure,
  formatShareText,
  formatSigned,
  type PlayingStyleCard,
  type PuttsCard,
  type ScoringCard,
  type ShareCount,
  type ShotToGreenCard,
} from '../stats/compare-cards';
import { type CompareRound, type MetricRow, roundLabel, sideName } from '../stats/compare-sides';
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

/** One row: a measure and both sides' values; `bars` (0–1) when the row reads as a share. */
const rowSchema = z.object({
  label: text(120),
  left: text(60),
  right: text(60),
  bars: z.tuple([z.number().min(0).max(1).nullable(), z.number().min(0).max(1).nullable()]).optional(),
});

const sectionSchema = z.object({ heading: text(120), rows: z.array(rowSchema).max(400) });

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

function shareRow(label: string, left: ShareCount, right: ShareCount): CompareReportRow {
  const value = (count: ShareCount) =>
    count.opportunities === 0
      ? '–'
      : `${formatShareText(count.share)} (${count.successes}/${count.opportunities})`;
  return { label, left: value(left), right: value(right), bars: [left.share, right.share] };
}

function row(label: string, left: string, right: string): CompareReportRow {
  return { label, left, right };
}

/** Rows of a band table: the bands of both sides by label, in the left side's order. */
function bandRows<T extends { label: string }>(
  left: ReadonlyArray<T>,
  right: ReadonlyArray<T>,
  label: (band: T) => string,
  value: (band: T | undefined) => string,
  share?: (band: T | undefined) => number | null,
): Array<CompareReportRow> {
  return left.map((band) => {
    const other = right.find((b) => b.label === band.label);
    return {
      label: label(band),
      left: value(band),
      right: value(other),
      ...(share ? { bars: [share(band), share(other)] as [number | null, number | null] } : {}),
    };
  });
}

function summarySections(input: CompareReportInput): Array<Section> {
  // One table for the metrics of every column: a heading each would leave the page half empty.
  const metrics: Array<Section> = [
    {
      heading: 'Metrics',
      rows: input.metrics.flatMap(({ column, rows }) =>
        rows.map((metric) => ({
          label: `${column}: ${metric.name}`,
          left: `${metric.left.value} (${metric.left.successes}/${metric.left.opportunities})`,
          right: `${metric.right.value} (${metric.right.successes}/${metric.right.opportunities})`,
        })),
      ),
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
        return {
          label: category.category,
          left: `${formatShareText(category.performance)} (${category.beaten} of ${category.compared})`,
          right: other ? `${formatShareText(other.performance)} (${other.beaten} of ${other.compared})` : '–',
          bars: [category.performance, other?.performance ?? null],
        };
      }),
    },
    {
      heading: 'Strokes gained per round (PGA TOUR baseline)',
      rows: [
        ...left.categories.map((category) =>
          row(
            category.category === 'Score' ? 'Total' : category.category,
            formatSigned(category.sgPerRound),
            formatSigned(right.categories.find((c) => c.category === category.category)?.sgPerRound ?? null),
          ),
        ),
      ],
    },
  ];
}

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
            formatSigned(par.toPar),
            formatSigned(right.byPar.find((p) => p.par === par.par)?.toPar ?? null),
          ),
        ),
        row(
          'Strokes gained per round',
          formatSigned(left.sgTotalPerRound),
          formatSigned(right.sgTotalPerRound),
        ),
      ],
    },
    {
      heading: 'Scores (share of holes)',
      rows: bandRows(
        left.distribution,
        right.distribution,
        (kind) => kind.label,
        (kind) => (kind ? `${formatShareText(kind.share)} (${kind.holes})` : '–'),
        (kind) => kind?.share ?? null,
      ),
    },
    ...left.byPar.map((par) => ({
      heading: `Par ${par.par}: average to par by length (yds)`,
      rows: bandRows(
        par.bands,
        right.byPar.find((p) => p.par === par.par)?.bands ?? [],
        (band) => band.label,
        (band) => (band && band.holes > 0 ? `${formatSigned(band.toPar)} (${band.holes})` : '–'),
      ),
    })),
  ];
}

function driveSections({ left, right }: { left: DriveCard; right: DriveCard }): Array<Section> {
  return [
    {
      heading: 'Driving',
      rows: [
        row('Drives measured', String(left.drives), String(right.drives)),
        row('Average drive (yds)', formatFigure(left.averageYards, 0), formatFigure(right.averageYards, 0)),
        row('Longest drive (yds)', formatFigure(left.longestYards, 0), formatFigure(right.longestYards, 0)),
        shareRow('Fairways hit', left.fairwayHit, right.fairwayHit),
        shareRow('Missed left', left.missedLeft, right.missedLeft),
        shareRow('Missed right', left.missedRight, right.missedRight),
        row(
          'Penalties per round',
          formatFigure(left.penaltiesPerRound),
          formatFigure(right.penaltiesPerRound),
        ),
        row(
          'Strokes gained off the tee per round',
          formatSigned(left.sgOffTheTeePerRound),
          formatSigned(right.sgOffTheTeePerRound),
        ),
      ],
    },
    {
      heading: 'Drive length (share of drives)',
      rows: bandRows(
        left.summaryChart.distances,
        right.summaryChart.distances,
        (band) => band.label,
        (band) => (band ? `${formatShareText(band.share)} (${band.drives})` : '–'),
        (band) => band?.share ?? null,
      ),
    },
  ];
}

function shotToGreenSections({
  left,
  right,
}: {
  left: ShotToGreenCard;
  right: ShotToGreenCard;
}): Array<Section> {
  const band =
    (
      value: (b: ShotToGreenCard['bands'][number]) => string,
    ): ((b: ShotToGreenCard['bands'][number] | undefined) => string) =>
    (b) =>
      b && b.shots > 0 ? value(b) : '–';
  return [
    {
      heading: 'Shots to green',
      rows: [
        shareRow('Greens in regulation', left.gir, right.gir),
        shareRow('Missed short', left.missedShort, right.missedShort),
        shareRow('Missed long', left.missedLong, right.missedLong),
        shareRow('Up and down', left.upAndDown, right.upAndDown),
        shareRow('Sand saves', left.sandSave, right.sandSave),
        row(
          'Strokes gained approach per round',
          formatSigned(left.sgApproachPerRound),
          formatSigned(right.sgApproachPerRound),
        ),
        row(
          'Strokes gained around the green per round',
          formatSigned(left.sgAroundTheGreenPerRound),
          formatSigned(right.sgAroundTheGreenPerRound),
        ),
      ],
    },
    {
      heading: 'Greens hit by approach distance (yds)',
      rows: bandRows(
        left.bands,
        right.bands,
        (b) => b.label,
        band((b) => `${formatShareText(b.greens)} (${b.shots})`),
        (b) => (b && b.shots > 0 ? b.greens : null),
      ),
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
          'Strokes gained putting per round',
          formatSigned(left.sgPuttingPerRound),
          formatSigned(right.sgPuttingPerRound),
        ),
      ],
    },
    {
      heading: 'First putts holed by distance (ft)',
      rows: bandRows(
        left.bands,
        right.bands,
        (b) => b.label,
        (b) => (b && b.holes > 0 ? `${formatShareText(b.made)} (${b.holes})` : '–'),
        (b) => (b && b.holes > 0 ? b.made : null),
      ),
    },
    {
      heading: 'Three-putts by first-putt distance (ft)',
      rows: bandRows(
        left.bands,
        right.bands,
        (b) => b.label,
        (b) => (b && b.holes > 0 ? formatShareText(b.threePutts) : '–'),
        (b) => (b && b.holes > 0 ? b.threePutts : null),
      ),
    },
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
    drives: () => pairSections(cardPair<DriveCard>(input.cards, 'drive'), driveSections),
    'shots-to-green': () =>
      pairSections(cardPair<ShotToGreenCard>(input.cards, 'shot-to-green'), shotToGreenSections),
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
