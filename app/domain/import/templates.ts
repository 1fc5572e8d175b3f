import type { Table } from '../spreadsheets/workbook-model';
import { FORMAT_COLUMNS } from './formats';

/*
 * The downloadable templates of the round import (issue 34 §5): each site format's columns in order,
 * with example rows of a round at Augusta National from its Masters tees. The scorecard's nine holes
 * are a whole round the import stores as they stand; the shots show the first two holes.
 */

export const TEMPLATE_FORMATS = ['shots', 'scorecard'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];

const ROUND = {
  date: '2026-04-12',
  tee_time: '09:10',
  course: 'Augusta National Golf Club',
  course_id: null,
  tees: 'Masters',
  holes_played: 9,
  round_type: 'practice',
  round: 1,
  round_id: null,
};

// hole, par, shot, start_lie, start_distance, start_unit, end_lie, end_distance, end_unit, penalty, club
type ShotRow = [number, number, number, string, number, string, string, number, string, number, string];
const SHOTS: Array<ShotRow> = [
  [1, 4, 1, 'tee', 445, 'yd', 'fairway', 160, 'yd', 0, 'Driver'],
  [1, 4, 2, 'fairway', 160, 'yd', 'green', 24, 'ft', 0, '7 iron'],
  [1, 4, 3, 'green', 24, 'ft', 'green', 2, 'ft', 0, 'Putter'],
  [1, 4, 4, 'green', 2, 'ft', 'holed', 0, 'ft', 0, 'Putter'],
  [2, 5, 1, 'tee', 585, 'yd', 'rough', 300, 'yd', 0, 'Driver'],
  [2, 5, 2, 'rough', 300, 'yd', 'fairway', 95, 'yd', 0, '3 wood'],
  [2, 5, 3, 'fairway', 95, 'yd', 'green', 12, 'ft', 0, 'Wedge'],
  [2, 5, 4, 'green', 12, 'ft', 'holed', 0, 'ft', 0, 'Putter'],
];

// hole, par, score, putts, fairway, gir, penalties, sand_shots, up_and_down
type CardRow = [number, number, number, number, string, string, number, number, string];
const CARD: Array<CardRow> = [
  [1, 4, 4, 2, 'hit', 'yes', 0, 0, ''],
  [2, 5, 5, 2, 'left', 'yes', 0, 0, ''],
  [3, 4, 5, 2, 'right', 'no', 0, 0, 'no'],
  [4, 3, 3, 1, 'n.a.', 'no', 0, 1, 'yes'],
  [5, 4, 4, 2, 'hit', 'yes', 0, 0, ''],
  [6, 3, 3, 2, 'n.a.', 'yes', 0, 0, ''],
  [7, 4, 6, 2, 'right', 'no', 1, 0, 'no'],
  [8, 5, 5, 2, 'hit', 'yes', 0, 0, ''],
  [9, 4, 4, 1, 'short', 'no', 0, 0, 'yes'],
];

const NUMERIC = new Set([
  'course_id',
  'holes_played',
  'round',
  'hole',
  'par',
  'shot',
  'start_distance',
  'end_distance',
  'penalty_strokes',
  'score',
  'putts',
  'penalties',
  'sand_shots',
  'start_lat',
  'start_lon',
  'end_lat',
  'end_lon',
]);

/** A template as a table: the CSV writes it as it stands, the workbook as one sheet. */
export function templateTable(format: TemplateFormat): Table {
  const columns = FORMAT_COLUMNS[format].map((column) => ({
    header: column.name,
    kind: NUMERIC.has(column.name) ? ('decimal' as const) : ('text' as const),
    width: Math.max(8, column.name.length + 2, column.name === 'course' ? 28 : 0),
  }));
  const names = columns.map((c) => c.header);
  const rows =
    format === 'shots'
      ? SHOTS.map(([hole, par, shot, startLie, start, startUnit, endLie, end, endUnit, penalty, club]) => ({
          ...ROUND,
          hole,
          par,
          shot,
          start_lie: startLie,
          start_distance: start,
          start_unit: startUnit,
          end_lie: endLie,
          end_distance: end,
          end_unit: endUnit,
          penalty_strokes: penalty,
          club,
        }))
      : CARD.map(([hole, par, score, putts, fairway, gir, penalties, sand, upAndDown]) => ({
          ...ROUND,
          hole,
          par,
          score,
          putts,
          fairway,
          gir,
          penalties,
          sand_shots: sand,
          up_and_down: upAndDown,
        }));
  return {
    columns: columns.map((c) => (c.kind === 'decimal' ? { ...c, kind: 'integer' as const } : c)),
    rows: rows.map((row) =>
      names.map((name) => {
        const value = (row as Record<string, string | number | null | undefined>)[name];
        return value === undefined || value === '' ? null : value;
      }),
    ),
  };
}
