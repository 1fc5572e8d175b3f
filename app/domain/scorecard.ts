import { type ScoreShape, scoreShape } from './scores';

export type ScorecardHole = {
  holeNumber: number;
  courseHoleNumber: number;
  par: number;
  yards: number | null;
  score: number | null;
  putts: number | null;
  excluded: boolean;
};

export type ScorecardColumn =
  | {
      kind: 'hole';
      key: string;
      label: string;
      par: number;
      yards: number | null;
      score: number | null;
      putts: number | null;
      shape: ScoreShape | null;
    }
  | {
      kind: 'total';
      key: string;
      label: 'Out' | 'In' | 'Total';
      par: number;
      yards: number | null;
      score: number | null;
      putts: number | null;
    };

function total(values: Array<number | null>): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0 ? null : present.reduce((sum, v) => sum + v, 0);
}

function totalColumn(label: 'Out' | 'In' | 'Total', holes: Array<ScorecardHole>): ScorecardColumn {
  const scored = holes.filter((h) => !h.excluded);
  return {
    kind: 'total',
    key: label,
    label,
    par: holes.reduce((sum, h) => sum + h.par, 0),
    yards: total(holes.map((h) => h.yards)),
    score: total(scored.map((h) => h.score)),
    putts: total(scored.map((h) => h.putts)),
  };
}

/**
 * The columns of a round's scorecard (spec 3 §2.1: a Hole header, hole columns, In, Out and Total):
 * the front nine (course holes 1–9) then Out, the back nine then In, then Total. A round on one nine
 * only has its holes and Total (an Out or In beside an equal Total says nothing). Excluded holes show
 * no score and count in no total (spec 3 §2.1).
 */
export function scorecardColumns(holes: ReadonlyArray<ScorecardHole>): Array<ScorecardColumn> {
  const ordered = [...holes].sort(
    (a, b) => a.courseHoleNumber - b.courseHoleNumber || a.holeNumber - b.holeNumber,
  );
  const front = ordered.filter((h) => h.courseHoleNumber <= 9);
  const back = ordered.filter((h) => h.courseHoleNumber > 9);
  const holeColumn = (h: ScorecardHole): ScorecardColumn => {
    const score = h.excluded ? null : h.score;
    return {
      kind: 'hole',
      key: `hole-${h.courseHoleNumber}-${h.holeNumber}`,
      label: String(h.courseHoleNumber),
      par: h.par,
      yards: h.yards,
      score,
      putts: h.excluded ? null : h.putts,
      shape: scoreShape(score, h.par),
    };
  };
  if (front.length === 0 || back.length === 0) {
    return ordered.length === 0 ? [] : [...ordered.map(holeColumn), totalColumn('Total', ordered)];
  }
  return [
    ...front.map(holeColumn),
    totalColumn('Out', front),
    ...back.map(holeColumn),
    totalColumn('In', back),
    totalColumn('Total', ordered),
  ];
}
