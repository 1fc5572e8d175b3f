import type { HoleFlag } from './hole-stats';

/*
 * How the compared stats of spec 3 §9 relate (decision 068): complements (a hole is one or the
 * other, on the same opportunities) and parts (a stat counts a subset of another's holes). Standards
 * keep complements summing to 1 and parts within their whole; strengths and weaknesses never name a
 * stat beside its complement or a part of it, which would count the same strokes twice.
 */

/** Pairs on the same opportunities whose shares add up to 1. */
export const COMPLEMENTS: ReadonlyArray<readonly [HoleFlag, HoleFlag]> = [
  ['madeParOrBetter', 'madeOverPar'],
  ['fairwayHit', 'fairwayMissed'],
  ['madeGreenInRegulation', 'missedGreenInRegulation'],
  ['madeUpDown', 'missedUpDown'],
];

/** A stat that counts a subset of another's holes, with that other (its whole). */
export const PART_OF: Partial<Record<HoleFlag, HoleFlag>> = {
  madePar: 'madeParOrBetter',
  madeUnderPar: 'madeParOrBetter',
  madeBirdie: 'madeUnderPar',
  madeEagle: 'madeUnderPar',
  madeBogey: 'madeOverPar',
  madeDoubleBogeyOrHigher: 'madeOverPar',
  fairwayMissedLeft: 'fairwayMissed',
  fairwayMissedRight: 'fairwayMissed',
  missedGreenShort: 'missedGreenInRegulation',
  missedGreenLong: 'missedGreenInRegulation',
  missedUpDownLessThan15Yards: 'missedUpDown',
  missedUpDown15To25Yards: 'missedUpDown',
  missedUpDown25To35Yards: 'missedUpDown',
  madeOnePutt: 'madeOnePuttOrLess',
};

/** The complement of a stat, if it has one. */
export function complementOf(flag: HoleFlag): HoleFlag | null {
  for (const [a, b] of COMPLEMENTS) {
    if (a === flag) return b;
    if (b === flag) return a;
  }
  return null;
}

/** A stat and its complement are one node of the family tree: named by the first of the pair. */
function nodeOf(flag: HoleFlag): HoleFlag {
  const pair = COMPLEMENTS.find(([a, b]) => a === flag || b === flag);
  return pair ? pair[0] : flag;
}

/** The nodes above a stat: its whole, the whole's whole, … */
function ancestorsOf(flag: HoleFlag): Array<HoleFlag> {
  const out: Array<HoleFlag> = [];
  let whole = PART_OF[flag];
  while (whole) {
    out.push(nodeOf(whole));
    whole = PART_OF[whole] ?? PART_OF[complementOf(whole) ?? whole];
  }
  return out;
}

/**
 * Two stats that count the same holes' strokes: complements, or one a part (at any depth) of the
 * other or of its complement. Fairway Hit and Fairway Miss Left are related (the left misses are
 * missing hits); Birdie and Bogey, or Fairway Miss Left and Right, are not (disjoint holes).
 */
export function areRelated(a: HoleFlag, b: HoleFlag): boolean {
  const na = nodeOf(a);
  const nb = nodeOf(b);
  return na === nb || ancestorsOf(a).includes(nb) || ancestorsOf(b).includes(na);
}

/**
 * What a stat's stroke value compares its holes with: a miss split by side, length or distance is
 * measured against the hit it replaced (a fairway, a green in regulation, an up and down), not
 * against every other hole (which holds the other misses); every other stat against the holes of
 * its opportunities where it did not happen (null here).
 */
export const STROKE_VALUE_AGAINST: Partial<Record<HoleFlag, HoleFlag>> = {
  fairwayMissedLeft: 'fairwayHit',
  fairwayMissedRight: 'fairwayHit',
  missedGreenShort: 'madeGreenInRegulation',
  missedGreenLong: 'madeGreenInRegulation',
  missedUpDownLessThan15Yards: 'madeUpDown',
  missedUpDown15To25Yards: 'madeUpDown',
  missedUpDown25To35Yards: 'madeUpDown',
};
