/*
 * The Rules of Golf as a shot tracker records them (issue 34 §2, decision 111): what a penalty was
 * for, why the ball was moved without a stroke, and a provisional ball. Rule numbers are those of
 * the Rules of Golf (R&A and USGA, 2023 edition) and of its Model Local Rules.
 */

/**
 * What a penalty was for. `penalty-area`: relief from a penalty area (Rule 17.1d, 1 stroke);
 * `out-of-bounds` and `lost-ball`: stroke and distance (Rule 18.1, 1 stroke; 2 under Model Local
 * Rule E-5); `unplayable`: relief from an unplayable ball (Rule 19.2, 1 stroke; 2 in a bunker, Rule
 * 19.3b); `rules-breach`: the general penalty or another penalty of a Rule breached (Rule 1.3c, 2
 * strokes in stroke play); `other`: anything a tracker does not classify.
 */
export const PENALTY_KINDS = [
  'penalty-area',
  'out-of-bounds',
  'lost-ball',
  'unplayable',
  'rules-breach',
  'other',
] as const;
export type PenaltyKind = (typeof PENALTY_KINDS)[number];

export const PENALTY_KIND_WORDS: Record<PenaltyKind, string> = {
  'penalty-area': 'penalty area',
  'out-of-bounds': 'out of bounds',
  'lost-ball': 'lost ball',
  unplayable: 'unplayable ball',
  'rules-breach': 'breach of a Rule',
  other: 'penalty',
};

/** One penalty on a stroke: its kind and how many strokes it cost. */
export type Penalty = { kind: PenaltyKind; strokes: number };

/**
 * Why a ball was moved without a stroke. Free: an abnormal course condition (Rule 16.1: ground under
 * repair, temporary water, an animal hole, an immovable obstruction), a dangerous animal condition
 * (Rule 16.2), an embedded ball (Rule 16.3), a wrong green (Rule 13.1f), a no play zone (Rule 16.1f),
 * or other free relief a Committee's local rule gives. Penalty: relief from a penalty area (Rule
 * 17.1d), from an unplayable ball (Rule 19.2), or Model Local Rule E-5's alternative to stroke and
 * distance for a ball lost or out of bounds (2 strokes).
 */
export const RELIEF_REASONS = [
  'abnormal-course-condition',
  'dangerous-animal',
  'embedded-ball',
  'wrong-green',
  'no-play-zone',
  'other-free',
  'penalty-area',
  'unplayable',
  'stroke-and-distance-alternative',
] as const;
export type ReliefReason = (typeof RELIEF_REASONS)[number];
export type ReliefType = 'free' | 'penalty';

type ReliefRule = { type: ReliefType; rule: string; words: string; strokes: number };

export const RELIEF_RULES: Record<ReliefReason, ReliefRule> = {
  'abnormal-course-condition': {
    type: 'free',
    rule: 'Rule 16.1',
    words: 'abnormal course condition',
    strokes: 0,
  },
  'dangerous-animal': { type: 'free', rule: 'Rule 16.2', words: 'dangerous animal condition', strokes: 0 },
  'embedded-ball': { type: 'free', rule: 'Rule 16.3', words: 'embedded ball', strokes: 0 },
  'wrong-green': { type: 'free', rule: 'Rule 13.1f', words: 'wrong green', strokes: 0 },
  'no-play-zone': { type: 'free', rule: 'Rule 16.1f', words: 'no play zone', strokes: 0 },
  'other-free': { type: 'free', rule: 'a local rule', words: 'condition a local rule names', strokes: 0 },
  'penalty-area': { type: 'penalty', rule: 'Rule 17.1d', words: 'penalty area', strokes: 1 },
  unplayable: { type: 'penalty', rule: 'Rule 19.2', words: 'unplayable ball', strokes: 1 },
  'stroke-and-distance-alternative': {
    type: 'penalty',
    rule: 'Model Local Rule E-5',
    words: 'ball lost or out of bounds',
    strokes: 2,
  },
};

/** The penalty kinds a penalty relief of each reason is paid with, on the stroke that caused it. */
export const RELIEF_PENALTY_KINDS: Partial<Record<ReliefReason, ReadonlyArray<PenaltyKind>>> = {
  'penalty-area': ['penalty-area'],
  unplayable: ['unplayable'],
  'stroke-and-distance-alternative': ['out-of-bounds', 'lost-ball'],
};

/**
 * A penalty's kind against where the stroke's ball ended: a ball in a penalty area cannot be declared
 * unplayable (Rule 19.1). Trackers place a ball at the edge of a penalty area or beyond the stakes
 * loosely, so the other kinds are taken as recorded. Returns why the two disagree, or null.
 */
export function penaltyKindMisfit(kind: PenaltyKind, endLie: string): string | null {
  if (kind === 'unplayable' && endLie === 'water')
    return 'a ball in a penalty area cannot be declared unplayable (Rule 19.1)';
  return null;
}

/** "penalty area, 1 stroke; breach of a Rule, 2 strokes" — a stroke's penalties in words. */
export function penaltiesInWords(penalties: ReadonlyArray<Penalty>): string {
  return penalties
    .map((p) => `${PENALTY_KIND_WORDS[p.kind]}, ${p.strokes} stroke${p.strokes === 1 ? '' : 's'}`)
    .join('; ');
}

/** "for an unplayable ball (Rule 19.2)": what a relief was for, with its rule. */
export function reliefReasonWords(reason: ReliefReason): string {
  const { words, rule } = RELIEF_RULES[reason];
  return `for ${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words} (${rule})`;
}

/** "Relief for an unplayable ball (Rule 19.2)": a relief's reason in words, with its rule. */
export function reliefInWords(reason: ReliefReason): string {
  return `Relief ${reliefReasonWords(reason)}`;
}

/** The strokes a list of penalties costs. */
export function penaltyStrokesOf(penalties: ReadonlyArray<Pick<Penalty, 'strokes'>>): number {
  return penalties.reduce((sum, p) => sum + p.strokes, 0);
}
