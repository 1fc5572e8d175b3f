/*
 * The files the round import reads (issue 34 §5, decision 105): the site's two documented formats —
 * one row a shot, or one row a hole of a scorecard — and the shot export of Golfmetrics, whose
 * columns are published (https://golfmetrics.com/file-format-explanation/). docs/import.md lists
 * every column; the templates are built from the same lists.
 */

export const IMPORT_FORMATS = ['shots', 'scorecard', 'golfmetrics'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export type ImportColumn = {
  name: string;
  /** Other headers read as this column (compared after normalising, see headerKey). */
  aliases?: ReadonlyArray<string>;
  required: boolean;
  description: string;
};

// The columns that name the round, shared by the two site formats.
const ROUND_COLUMNS: ReadonlyArray<ImportColumn> = [
  { name: 'date', required: true, description: 'The day played: 2026-11-21 (or 11/21/2026).' },
  {
    name: 'tee_time',
    aliases: ['time'],
    required: false,
    description: 'Local tee time, 08:40; two rounds on one day at one course are told apart by it.',
  },
  {
    name: 'course',
    aliases: ['course_name'],
    required: true,
    description: 'The course as the site lists it (the name, any case), or leave it and give course_id.',
  },
  { name: 'course_id', required: false, description: "The site's id of the course, instead of its name." },
  {
    name: 'tees',
    aliases: ['tee'],
    required: false,
    description: "The tee's name as the course lists it; the course's first tee when empty.",
  },
  {
    name: 'holes_played',
    aliases: ['holes', 'hole_count'],
    required: false,
    description: '9 or 18; 18 when a hole above 9 is listed, else 9.',
  },
  {
    name: 'round_type',
    required: false,
    description: 'practice (when empty), tournament, qualifier or match.',
  },
  {
    name: 'round',
    aliases: ['round_number'],
    required: false,
    description: 'The round number of an event, 1 to 10; 1 when empty.',
  },
  {
    name: 'round_id',
    required: false,
    description:
      'Your own id of the round. When given, a round is stored once per id; when not, once per content.',
  },
];

export const SHOT_COLUMNS: ReadonlyArray<ImportColumn> = [
  ...ROUND_COLUMNS,
  {
    name: 'hole',
    aliases: ['hole_number'],
    required: true,
    description: "The course's hole number, 1 to 18.",
  },
  { name: 'par', required: false, description: "The hole's par; the course scorecard's when empty." },
  {
    name: 'shot',
    aliases: ['shot_number', 'stroke'],
    required: true,
    description: 'The shot number on the hole, 1 from the tee.',
  },
  {
    name: 'start_lie',
    required: true,
    description:
      'tee, fairway, rough, sand, recovery, fringe, green, water (a penalty area), drop zone or unknown.',
  },
  {
    name: 'start_distance',
    required: true,
    description: 'Distance to the hole before the shot, in start_unit.',
  },
  {
    name: 'start_unit',
    required: false,
    description: 'yd, ft or m; yards when empty, feet when the shot starts on the green.',
  },
  {
    name: 'end_lie',
    required: true,
    description:
      'fairway, rough, sand, recovery, fringe, green, water, penalty (lost, out of bounds, unplayable), holed or unknown.',
  },
  {
    name: 'end_distance',
    required: false,
    description: 'Distance to the hole after the shot, in end_unit; 0 (or empty) when holed.',
  },
  {
    name: 'end_unit',
    required: false,
    description: 'yd, ft or m; yards when empty, feet when the shot ends on the green.',
  },
  {
    name: 'penalty_strokes',
    aliases: ['penalty', 'penalties'],
    required: false,
    description: 'Penalty strokes this shot cost, 0 to 10; 0 when empty.',
  },
  {
    name: 'penalty_kind',
    required: false,
    description:
      'What the penalty strokes were for: penalty-area, out-of-bounds, lost-ball, unplayable, rules-breach or other.',
  },
  {
    name: 'relief',
    aliases: ['relief_reason'],
    required: false,
    description:
      'Relief taken before this shot: abnormal-course-condition, dangerous-animal, embedded-ball, wrong-green, no-play-zone, other-free, penalty-area, unplayable or stroke-and-distance-alternative.',
  },
  {
    name: 'relief_from_lie',
    required: false,
    description: 'Where the ball lay before the relief (the previous shot’s end lie when empty).',
  },
  {
    name: 'relief_from_distance',
    required: false,
    description: 'Distance to the hole before the relief, in start_unit.',
  },
  {
    name: 'provisional',
    required: false,
    description: 'yes when this shot was played with a provisional ball that became the ball in play.',
  },
  { name: 'club', required: false, description: 'The club, as you name it.' },
  { name: 'start_lat', required: false, description: 'Where the shot was played from: latitude.' },
  { name: 'start_lon', aliases: ['start_lng'], required: false, description: '…and longitude.' },
  { name: 'end_lat', required: false, description: 'Where the ball stopped: latitude.' },
  { name: 'end_lon', aliases: ['end_lng'], required: false, description: '…and longitude.' },
];

export const SCORECARD_COLUMNS: ReadonlyArray<ImportColumn> = [
  ...ROUND_COLUMNS,
  {
    name: 'hole',
    aliases: ['hole_number'],
    required: true,
    description: "The course's hole number, 1 to 18.",
  },
  { name: 'par', required: false, description: "The hole's par; the course scorecard's when empty." },
  {
    name: 'score',
    aliases: ['strokes'],
    required: true,
    description: 'Strokes on the hole, penalties included.',
  },
  { name: 'putts', required: false, description: 'Strokes taken on the green.' },
  {
    name: 'fairway',
    aliases: ['fir', 'fairway_hit'],
    required: false,
    description: 'hit (or yes), left, right, short, long, or n.a. on a par 3.',
  },
  {
    name: 'gir',
    aliases: ['green_in_regulation', 'green'],
    required: false,
    description: 'yes or no: on the green in par − 2 strokes or fewer.',
  },
  {
    name: 'penalties',
    aliases: ['penalty_strokes', 'penalty'],
    required: false,
    description: 'Penalty strokes on the hole.',
  },
  { name: 'sand_shots', aliases: ['sand'], required: false, description: 'Strokes from a greenside bunker.' },
  {
    name: 'up_and_down',
    aliases: ['updown', 'up_down'],
    required: false,
    description: 'yes or no: after a missed green, holed in par or better.',
  },
];

// https://golfmetrics.com/file-format-explanation/ — one row a shot; the columns used are these.
export const GOLFMETRICS_COLUMNS: ReadonlyArray<ImportColumn> = [
  { name: 'roundid', required: true, description: 'The round (stored once per id).' },
  { name: 'uid', required: false, description: "The golfer's user id: a file holds one golfer's rounds." },
  { name: 'date', required: true, description: 'The day played.' },
  { name: 'course', required: true, description: 'The course, as the site lists it.' },
  { name: 'round', required: false, description: 'The round number.' },
  { name: 'hnum', required: true, description: 'The hole number.' },
  { name: 'stroke', required: true, description: 'The shot number.' },
  {
    name: 'startpos',
    required: true,
    description: 'Start position: 0 tee, 1 fairway, 2 rough, 3 sand, 4 green, 6 deep rough.',
  },
  { name: 'holedis', required: true, description: 'Distance to the hole: yards, feet on the green.' },
  { name: 'recovery', required: false, description: '1 for a recovery shot.' },
  { name: 'pickup', required: false, description: '1 when the ball was picked up: the hole is not counted.' },
  {
    name: 'penalty',
    required: false,
    description: '1 or 2 penalty strokes taken before this shot (charged to the shot before it).',
  },
];

export const FORMAT_COLUMNS: Record<ImportFormat, ReadonlyArray<ImportColumn>> = {
  shots: SHOT_COLUMNS,
  scorecard: SCORECARD_COLUMNS,
  golfmetrics: GOLFMETRICS_COLUMNS,
};

export const FORMAT_NAMES: Record<ImportFormat, string> = {
  shots: 'shots (one row a shot)',
  scorecard: 'scorecard (one row a hole)',
  golfmetrics: 'Golfmetrics shot export',
};

/** A header as compared: lower case, spaces, dots and hyphens as underscores ("Start Lie" → start_lie). */
export function headerKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s.\-/]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Which format a header row is: Golfmetrics by its own names, then shots, then a scorecard. */
export function formatOf(headers: ReadonlyArray<string>): ImportFormat | null {
  const keys = new Set(headers.map(headerKey));
  if (keys.has('roundid') && keys.has('hnum') && keys.has('startpos')) return 'golfmetrics';
  if (keys.has('start_lie') || keys.has('end_lie')) return 'shots';
  if (keys.has('score') || keys.has('strokes')) return 'scorecard';
  return null;
}

export type ColumnMap = {
  /** Column name → its index in the row. */
  index: Map<string, number>;
  /** Headers the format does not read (kept out of the import, listed in the preview). */
  ignored: Array<string>;
  /** Required columns missing from the header row. */
  missing: Array<string>;
};

/** Where each of the format's columns stands in a header row (first match of its name or aliases). */
export function columnMap(format: ImportFormat, headers: ReadonlyArray<string>): ColumnMap {
  const columns = FORMAT_COLUMNS[format];
  const index = new Map<string, number>();
  const ignored: Array<string> = [];
  headers.forEach((header, i) => {
    const key = headerKey(header);
    const column = columns.find((c) => c.name === key || c.aliases?.includes(key));
    if (column && !index.has(column.name)) index.set(column.name, i);
    else if (key !== '') ignored.push(header.trim());
  });
  const missing = columns
    .filter((c) => c.required && !index.has(c.name))
    // A course named by id needs no name.
    .filter((c) => !(c.name === 'course' && index.has('course_id')))
    .map((c) => c.name);
  return { index, ignored, missing };
}
