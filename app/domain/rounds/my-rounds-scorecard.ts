import type { CardHole } from './my-rounds-view';
import { type ScoreShape, scoreShape } from './scores';

/*
 * The My Rounds scorecard's columns and round rows (spec 3 §2.1, §3 scorecard round data): hole
 * columns by course hole number, Out after the front nine and In after the back nine when some round
 * played both, then Total. Excluded holes show no score and count in no total.
 */

export type LayoutColumn =
  | { kind: 'hole'; key: string; label: string; courseHoleNumber: number }
  | { kind: 'total'; key: 'Out' | 'In' | 'Total'; label: 'Out' | 'In' | 'Total' };

/** The columns shared by every row of the scorecard. */
export function scorecardLayout(rounds: ReadonlyArray<ReadonlyArray<CardHole>>): Array<LayoutColumn> {
  const numbers = [...new Set(rounds.flatMap((holes) => holes.map((h) => h.courseHoleNumber)))].sort(
    (a, b) => a - b,
  );
  const hole = (n: number): LayoutColumn => ({
    kind: 'hole',
    key: String(n),
    label: String(n),
    courseHoleNumber: n,
  });
  const total = (key: 'Out' | 'In' | 'Total'): LayoutColumn => ({ kind: 'total', key, label: key });
  const front = numbers.filter((n) => n <= 9);
  const back = numbers.filter((n) => n > 9);
  if (numbers.length === 0) return [];
  if (front.length === 0 || back.length === 0) return [...numbers.map(hole), total('Total')];
  return [...front.map(hole), total('Out'), ...back.map(hole), total('In'), total('Total')];
}

export type RoundCell =
  | {
      kind: 'hole';
      key: string;
      /** The round's hole number (its playing order), which the map navigates by. */
      holeNumber: number;
      courseHoleNumber: number;
      par: number;
      score: number | null;
      scoreVsPar: number | null;
      shape: ScoreShape | null;
      excluded: boolean;
      /** False when an active stat filter leaves the hole out (spec 3 §4). */
      shown: boolean;
    }
  | { kind: 'total'; key: string; score: number | null }
  | { kind: 'none'; key: string };

const counted = (h: CardHole) => !h.excluded && h.score !== null;

function sumOf(holes: ReadonlyArray<CardHole>): number | null {
  const scored = holes.filter(counted);
  return scored.length === 0 ? null : scored.reduce((sum, h) => sum + (h.score ?? 0), 0);
}

/** One round's cells in the layout's columns (a column the round did not play is empty). */
export function roundCells(
  holes: ReadonlyArray<CardHole>,
  layout: ReadonlyArray<LayoutColumn>,
): Array<RoundCell> {
  return layout.map((column): RoundCell => {
    if (column.kind === 'total') {
      const range = holes.filter((h) =>
        column.key === 'Out' ? h.courseHoleNumber <= 9 : column.key === 'In' ? h.courseHoleNumber > 9 : true,
      );
      return range.length === 0
        ? { kind: 'none', key: column.key }
        : { kind: 'total', key: column.key, score: sumOf(range) };
    }
    const hole = holes.find((h) => h.courseHoleNumber === column.courseHoleNumber);
    if (!hole) return { kind: 'none', key: column.key };
    const score = hole.excluded ? null : hole.score;
    return {
      kind: 'hole',
      key: column.key,
      holeNumber: hole.holeNumber,
      courseHoleNumber: hole.courseHoleNumber,
      par: hole.par,
      score,
      scoreVsPar: score === null ? null : score - hole.par,
      shape: scoreShape(score, hole.par),
      excluded: hole.excluded,
      shown: hole.shown,
    };
  });
}
