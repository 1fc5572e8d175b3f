import { z } from 'zod';
import type { FeatureName } from '../access/features';

export { figureNotes, MARK_LEGEND } from './report-text';

/*
 * spec 2 §2 report routes: the player report kinds this module serves (decision 054), and the model
 * their page and their PDF are drawn from. Every kind is a head (player, title, what was selected),
 * a row of key figures and tables; the PDF Worker validates the same schema before it draws.
 */

export const PLAYER_REPORT_KINDS = [
  'ppr',
  'player-performance-summary',
  'data-analysis',
  'public-player-stats-report',
  'player-best-stats-report',
  'favorites',
  'rr',
  'dispersion-analysis',
  'course-plan-report',
] as const;

export type PlayerReportKind = (typeof PLAYER_REPORT_KINDS)[number];

export function isPlayerReportKind(value: string): value is PlayerReportKind {
  return (PLAYER_REPORT_KINDS as ReadonlyArray<string>).includes(value);
}

/**
 * spec 2 §2 and §6: each report respects the features it shows (decision 054). ppr and
 * data-analysis are the Round Assessment's view (59); the season stats are compare stats' numbers
 * (63); the best stats show My Results' best rounds (schedule, 80) and stat values (63); favorites
 * are the summary's featured tournaments (89).
 */
export const PLAYER_REPORT_FEATURES: Record<
  PlayerReportKind,
  ReadonlyArray<Exclude<FeatureName, 'website'>>
> = {
  ppr: ['data-analysis'],
  // The Player Performance view in one page (decision 070): the Round Assessment's numbers.
  'player-performance-summary': ['data-analysis'],
  'data-analysis': ['data-analysis'],
  'public-player-stats-report': ['stats'],
  'player-best-stats-report': ['schedule', 'stats'],
  favorites: ['summary'],
  // Rounds, their shots and the course's holes are My Rounds' and View Shots' content (decision 051, 059).
  rr: ['my-rounds'],
  'dispersion-analysis': ['my-rounds'],
  'course-plan-report': ['my-rounds'],
};

/** A stored report that cannot be shown: malformed, unknown, or of another kind or player (404). */
export const NO_SUCH_REPORT =
  'There is no such report. Check the link, or open the report again from its page.';

/** The PDF's name after the player (spec 2 §7 naming): `{First}-{Last}-{next year}-{Document}.pdf`. */
export const PLAYER_REPORT_DOCUMENTS = {
  ppr: 'Player-Performance',
  'player-performance-summary': 'Performance-Summary',
  'data-analysis': 'Round-Assessment',
  'public-player-stats-report': 'Season-Stats',
  'player-best-stats-report': 'Best-Stats',
  favorites: 'Favorites',
  rr: 'Best-Round',
  'dispersion-analysis': 'Dispersion',
  'course-plan-report': 'Course-Plan',
} as const satisfies Record<PlayerReportKind, string>;

export type PlayerReportDocument = (typeof PLAYER_REPORT_DOCUMENTS)[PlayerReportKind];

const line = z.string().max(200);

/**
 * A key figure; `note` says why a value is '–' (issue 29: what the rounds did not record), printed
 * under the figures on the page and in the PDF.
 */
const figureSchema = z.object({
  label: line,
  value: z.string().max(40),
  note: z.string().max(200).optional(),
});

// How a cell compares with the standard: drawn as a shape (solid or hollow) as well as a colour, so
// it reads in black and white.
const markSchema = z.enum(['better', 'worse']).nullable();

const tableSchema = z.object({
  heading: line,
  /** A sentence under the heading (the standard compared with, the selection's details). */
  note: z.string().max(400).nullable(),
  columns: z
    .array(
      z.object({
        title: z.string().max(60),
        align: z.enum(['left', 'right']),
        width: z.number().min(0.3).max(6),
      }),
    )
    .min(1)
    .max(12),
  rows: z
    .array(z.object({ cells: z.array(z.string().max(200)).max(12), marks: z.array(markSchema).max(12) }))
    .max(300),
  /** What the table says when it has no rows. */
  empty: line,
});

/*
 * A diagram (decision 059): a hole map or a scatter plot in yards on a plane, y up. Hole maps are
 * turned so the tee is at the bottom and the green at the top; a scatter plot's origin is the
 * target. The page draws it as SVG and the PDF with the same shapes; every diagram has a sentence
 * for people who do not see it.
 */
const coordinate = z.number().min(-2000).max(2000);
const point = z.tuple([coordinate, coordinate]);

const COORDINATE_LIMIT = 2000;

function isCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= COORDINATE_LIMIT;
}

/**
 * A shape's outline: 3 to 400 points [x, y], each coordinate within ±2000 yards. Checked in one pass
 * rather than a tuple schema per point: a report holds thousands of points, and each model is
 * checked twice (by the app before it leaves, by the PDF Worker when it arrives).
 */
const outline = z.custom<Array<[number, number]>>(
  (value) =>
    Array.isArray(value) &&
    value.length >= 3 &&
    value.length <= 400 &&
    value.every((p) => Array.isArray(p) && p.length === 2 && isCoordinate(p[0]) && isCoordinate(p[1])),
  { message: 'A shape is 3 to 400 points [x, y], each coordinate within ±2000.' },
);
const DOT_KINDS: ReadonlyArray<unknown> = ['shot', 'pin', 'tee'];

/** A diagram's dots: at most 400 of { at: [x, y], kind: shot, pin or tee }, checked in one pass. */
const dotList = z.custom<Array<{ at: [number, number]; kind: 'shot' | 'pin' | 'tee' }>>(
  (value) =>
    Array.isArray(value) &&
    value.length <= 400 &&
    value.every((dot) => {
      if (typeof dot !== 'object' || dot === null) return false;
      const { at, kind } = dot as { at?: unknown; kind?: unknown };
      return (
        DOT_KINDS.includes(kind) &&
        Array.isArray(at) &&
        at.length === 2 &&
        isCoordinate(at[0]) &&
        isCoordinate(at[1])
      );
    }),
  { message: 'Dots are at most 400 of { at: [x, y], kind: shot, pin or tee }.' },
);

export const DIAGRAM_SHAPE_KINDS = ['rough', 'fairway', 'water', 'bunker', 'tee_box', 'green'] as const;
const diagramSchema = z.object({
  title: z.string().max(80),
  /** Lines under the diagram (the hole's figures, a strategy sentence). */
  caption: z.array(z.string().max(200)).max(4),
  /** What the diagram shows, in words (the SVG's and the PDF's text alternative). */
  description: z.string().max(600),
  kind: z.enum(['hole', 'scatter']),
  /** The plane shown: [minX, minY, maxX, maxY] in yards. */
  bounds: z.tuple([coordinate, coordinate, coordinate, coordinate]),
  shapes: z.array(z.object({ kind: z.enum(DIAGRAM_SHAPE_KINDS), points: outline })).max(40),
  /** Shots as lines from start to end; a putt is drawn dashed. */
  shots: z.array(z.object({ from: point, to: point, putt: z.boolean(), label: z.string().max(4) })).max(60),
  /** Single points: scatter dots, tee-shot landings, the pin. */
  dots: dotList,
  /** Dispersion ellipses: centre, radii along the axes, rotation in degrees. */
  ellipses: z
    .array(
      z.object({
        center: point,
        rx: z.number().min(0).max(2000),
        ry: z.number().min(0).max(2000),
        angle: z.number().min(-360).max(360),
      }),
    )
    .max(4),
  /** Grid spacing in yards for scatter plots (axes through the target), null for hole maps. */
  grid: z.number().min(1).max(200).nullable(),
});

const diagramGroupSchema = z.object({
  heading: line,
  note: z.string().max(400).nullable(),
  /** Diagrams across a printed page (the page fits them to the screen). */
  perRow: z.number().int().min(1).max(4),
  diagrams: z.array(diagramSchema).max(24),
});

export type ReportDiagram = z.infer<typeof diagramSchema>;
export type ReportDiagramGroup = z.infer<typeof diagramGroupSchema>;
export type DiagramPoint = ReportDiagram['shapes'][number]['points'][number];
export type ReportFigure = z.infer<typeof figureSchema>;
export type ReportTable = z.infer<typeof tableSchema>;
export type ReportRow = ReportTable['rows'][number];

const baseModelSchema = z.object({
  fileName: z.string().regex(/^[A-Za-z0-9-]{1,120}\.pdf$/),
  title: line,
  playerName: line,
  /** What the report was made from: the group, the standard, the hole count. */
  subtitle: z.string().max(300),
  generatedOn: z.string().max(40),
  figures: z.array(figureSchema).max(8),
  tables: z.array(tableSchema).max(40),
  /** Hole maps and scatter plots after the tables (rr, dispersion-analysis, course-plan-report). */
  diagrams: z.array(diagramGroupSchema).max(8).optional(),
});

function kindModelSchema<K extends PlayerReportKind>(kind: K) {
  return baseModelSchema.extend({ kind: z.literal(kind) });
}

// Built once per kind and kept: a schema made per request is checked without the work zod keeps
// from its earlier checks (the app and the PDF Worker validate every model).
const kindSchemas = new Map<PlayerReportKind, ReturnType<typeof kindModelSchema>>();

/** The model of one kind: the PDF Worker's endpoint for that kind accepts only its own. */
export function playerReportModelSchema<K extends PlayerReportKind>(kind: K) {
  let schema = kindSchemas.get(kind);
  if (!schema) {
    schema = kindModelSchema(kind);
    kindSchemas.set(kind, schema);
  }
  return schema as ReturnType<typeof kindModelSchema<K>>;
}

export type PlayerReportModel = z.infer<typeof baseModelSchema> & { kind: PlayerReportKind };

/** A table's column. */
export function column(title: string, align: 'left' | 'right' = 'right', width = 1) {
  return { title, align, width };
}

export type ReportMark = ReportRow['marks'][number];

/** A row of cells; `marks` says, cell by cell, how a value compares with the standard. */
export function row(cells: Array<string>, marks: Array<ReportMark> = []): ReportRow {
  return { cells, marks };
}

export function markOf(beatStandard: boolean | null): ReportMark {
  if (beatStandard === null) return null;
  return beatStandard ? 'better' : 'worse';
}
