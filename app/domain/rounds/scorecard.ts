import { formatAverageToPar, type ScoreShape, scoreShape } from './scores';

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

export type GroupColumnFigures = {
  key: string;
  label: string;
  /** The column's par when every round of the group has the same, else null (spec 3 §2.1 Par row). */
  par: number | null;
  /** Mean score versus par of the rounds that scored the column (excluded holes count nowhere). */
  scoreVsPar: number | null;
  /** "E", "+0.5", "−1.0" (1 decimal, as the Avg Score v Par row). */
  text: string;
};

const isCounted = (h: ScorecardHole) => !h.excluded && h.score !== null;

/**
 * spec 3 §3 scorecard group aggregates "per-column par and scoreVsPar": for each hole column (by
 * course hole number) and Out, In and Total, the common par and the rounds' mean score versus par.
 * Out and In appear only when some round of the group played both nines, as on a round's own card.
 * `unfinished[i]` marks round i unfinished (app/domain/rounds/unfinished.ts): its holes count in
 * their columns, but its part-played nines and total are no round's, so they enter no Out, In or
 * Total (issue 29).
 */
export function groupColumnFigures(
  rounds: ReadonlyArray<ReadonlyArray<ScorecardHole>>,
  unfinished: ReadonlyArray<boolean> = [],
): Array<GroupColumnFigures> {
  type Entry = { pars: Set<number>; vsPar: Array<number> };
  const entries = new Map<string, Entry>();
  const entry = (key: string) => {
    let found = entries.get(key);
    if (!found) {
      found = { pars: new Set(), vsPar: [] };
      entries.set(key, found);
    }
    return found;
  };
  const addRange = (key: string, holes: ReadonlyArray<ScorecardHole>) => {
    if (holes.length === 0) return;
    const target = entry(key);
    target.pars.add(holes.reduce((sum, h) => sum + h.par, 0));
    const counted = holes.filter(isCounted);
    if (counted.length > 0) target.vsPar.push(counted.reduce((sum, h) => sum + (h.score ?? 0) - h.par, 0));
  };
  let bothNines = false;
  const holeNumbers = new Set<number>();
  for (const [index, holes] of rounds.entries()) {
    for (const h of holes) {
      holeNumbers.add(h.courseHoleNumber);
      const target = entry(String(h.courseHoleNumber));
      target.pars.add(h.par);
      if (isCounted(h)) target.vsPar.push((h.score ?? 0) - h.par);
    }
    const front = holes.filter((h) => h.courseHoleNumber <= 9);
    const back = holes.filter((h) => h.courseHoleNumber > 9);
    if (front.length > 0 && back.length > 0) bothNines = true;
    if (unfinished[index] === true) continue;
    addRange('Out', front);
    addRange('In', back);
    addRange('Total', holes);
  }
  const figures = (key: string, label: string): GroupColumnFigures => {
    const { pars, vsPar } = entries.get(key) ?? { pars: new Set<number>(), vsPar: [] };
    const mean = vsPar.length === 0 ? null : vsPar.reduce((sum, v) => sum + v, 0) / vsPar.length;
    return {
      key,
      label,
      par: pars.size === 1 ? ([...pars][0] ?? null) : null,
      scoreVsPar: mean,
      text: mean === null ? '–' : formatAverageToPar(mean),
    };
  };
  const sorted = [...holeNumbers].sort((a, b) => a - b);
  const holeFigures = (numbers: Array<number>) => numbers.map((n) => figures(String(n), String(n)));
  if (!bothNines) return sorted.length === 0 ? [] : [...holeFigures(sorted), figures('Total', 'Total')];
  return [
    ...holeFigures(sorted.filter((n) => n <= 9)),
    figures('Out', 'Out'),
    ...holeFigures(sorted.filter((n) => n > 9)),
    figures('In', 'In'),
    figures('Total', 'Total'),
  ];
}
