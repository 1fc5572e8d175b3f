/*
 * Issue 34 §6: a Handicap Index computed from the stored rounds by the World Handicap System, Rules of
 * Handicapping, 2024 edition (USGA and The R&A, in effect from 1 January 2024). Each rule below cites
 * its number; what this site cannot do the way a national association does is said where it applies.
 */

export const RULES_EDITION = 'World Handicap System, Rules of Handicapping (2024 edition)';

/**
 * The version of the rules below. Raise it when `handicapRecord` or what it reads changes: the
 * scheduled run then rewrites every player's scoring record (as decision 097 rebuilds discovery rows).
 */
export const HANDICAP_RECORD_VERSION = 1;

/** Rule 5.3: the maximum Handicap Index. */
export const MAX_HANDICAP_INDEX = 54;

/**
 * Rule 5.6: the playing conditions calculation needs every score posted at a course on a day; this
 * site holds only its own players' scores, so the PCC adjustment is always 0.
 */
export const PCC = 0;

/** Rule 2.2: holes needed to establish a Handicap Index. */
export const HOLES_TO_ESTABLISH = 54;

/** Rule 5.2b: the most recent scores the index is calculated from, and how many of them count. */
export const RECENT_SCORES = 20;

/** Rule 3.2 (2024): an 18-hole score needs at least 10 holes played. */
export const MIN_HOLES_FOR_18 = 10;

export type HandicapHole = {
  /** The hole's number on the course (1–18): the stroke index and the nine it belongs to. */
  courseHoleNumber: number;
  par: number;
  /** The course's stroke index of the hole (1 the hardest); null when the scorecard has none. */
  strokeIndex: number | null;
  /** Strokes taken; null when the hole was not played or no score was kept (Rule 3.2). */
  score: number | null;
};

export type HandicapRound = {
  roundId: number;
  /** YYYY-MM-DD. */
  playedOn: string;
  /** The tee's Course Rating and Slope Rating; null when the tee is not rated. */
  rating: number | null;
  slope: number | null;
  /** The holes the round was meant to be played over: 9 or 18. */
  holeCount: number;
  inProgress: boolean;
  playedInSimulator: boolean;
  holes: ReadonlyArray<HandicapHole>;
};

export type Cap = 'soft' | 'hard';

/** One round of the scoring record, counted or not (and then why not). */
export type ScoreRecordEntry = {
  roundId: number;
  playedOn: string;
  /** 9 or 18: the holes of the score posted. */
  holes: number | null;
  /** Rule 3.1: the adjusted gross score (holes not played at net par, Rule 3.2). */
  adjustedGrossScore: number | null;
  /** Rule 5.1: the 18-hole Score Differential, rounded to a tenth; null when the round does not count. */
  differential: number | null;
  /** Rule 5.1b: a nine's own differential, unrounded (a nine waiting for a second is combined with it). */
  nineDifferential: number | null;
  /** Rule 5.9: the exceptional score reductions applied to this differential (0, −1, −2, …). */
  esrAdjustment: number;
  /** Why the round does not count, with its rule; null when it counts. */
  reason: string | null;
  /** The Handicap Index after this score (null until 54 holes establish one). */
  indexAfter: number | null;
  /** Rule 5.8: the cap the index after this score was held by. */
  cap: Cap | null;
  /** Whether the differential is among those the current Handicap Index averages. */
  counts: boolean;
};

export type HandicapRecord = {
  entries: Array<ScoreRecordEntry>;
  /** The current Handicap Index and the day it was last revised; null when none is established. */
  index: number | null;
  revisedOn: string | null;
  /** Rule 5.7: the low Handicap Index of the last 365 days (from 20 scores on). */
  lowIndex: number | null;
};

/**
 * Rule 5.1a: a Score Differential is rounded to the nearest tenth, .5 upwards; Rule 5.1c: a minus
 * one rounds upwards towards 0 (−1.55 is −1.5). Rule 5.2 rounds the index the same way.
 */
export function roundTenth(value: number): number {
  const shifted = Math.round(value * 10 * 1e6) / 1e6;
  const result = Math.floor(shifted + 0.5) / 10;
  return result === 0 ? 0 : result;
}

/**
 * Rule 5.1a: Score Differential = (113 ÷ Slope Rating) × (adjusted gross score − Course Rating − PCC),
 * unrounded (rounding is the caller's: a 9-hole differential is combined first, Rule 5.1b).
 */
export function scoreDifferential(
  adjustedGrossScore: number,
  rating: number,
  slope: number,
  pcc = PCC,
): number {
  return (113 / slope) * (adjustedGrossScore - rating - pcc);
}

/**
 * Rule 6.1a: Course Handicap = Handicap Index × (Slope Rating ÷ 113) + (Course Rating − par), rounded
 * to the nearest whole number. Rule 6.1b: over 9 holes, half the Handicap Index with the nine's ratings.
 */
export function courseHandicap(
  index: number,
  slope: number,
  rating: number,
  par: number,
  holes = 18,
): number {
  const base = holes === 9 ? index / 2 : index;
  return Math.round(base * (slope / 113) + (rating - par));
}

/**
 * Rule 6.2 and Appendix E: strokes a Course Handicap gives on a hole of stroke index `rank` (1 the
 * hardest of `holes`); a plus handicap gives strokes back from the easiest hole up.
 */
export function strokesReceived(courseHcp: number, rank: number, holes = 18): number {
  if (courseHcp >= 0) return Math.floor(courseHcp / holes) + (rank <= courseHcp % holes ? 1 : 0);
  const back = -courseHcp;
  const given = Math.floor(back / holes) + (rank > holes - (back % holes) ? 1 : 0);
  return given === 0 ? 0 : -given;
}

/**
 * Rule 3.1a: the most a hole counts for is net double bogey (par + 2 + strokes received); Rule 3.1b:
 * before a Handicap Index exists, par + 5.
 */
export function maximumHoleScore(par: number, received: number | null): number {
  return received === null ? par + 5 : par + 2 + received;
}

/**
 * Rule 5.1b (2024) uses the expected Score Differential of the player's Handicap Index over the
 * holes not played. The governing bodies do not publish its calculation, so this is an estimate: for
 * a course of standard difficulty, 0.52 × Handicap Index + 1.2 over nine holes (the expected score
 * sits above the index, which averages the player's better scores). One place to change.
 */
export function expectedNineHoleDifferential(index: number): number {
  return 0.52 * index + 1.2;
}

/** Rule 5.2a: how many of the lowest differentials count, and the adjustment, for 3–20 scores. */
export function lowestCounted(scores: number): { count: number; adjustment: number } | null {
  if (scores < 3) return null;
  if (scores === 3) return { count: 1, adjustment: -2 };
  if (scores === 4) return { count: 1, adjustment: -1 };
  if (scores === 5) return { count: 1, adjustment: 0 };
  if (scores === 6) return { count: 2, adjustment: -1 };
  if (scores <= 8) return { count: 2, adjustment: 0 };
  if (scores <= 11) return { count: 3, adjustment: 0 };
  if (scores <= 14) return { count: 4, adjustment: 0 };
  if (scores <= 16) return { count: 5, adjustment: 0 };
  if (scores <= 18) return { count: 6, adjustment: 0 };
  if (scores === 19) return { count: 7, adjustment: 0 };
  return { count: 8, adjustment: 0 };
}

/**
 * Rule 5.8: above the low Handicap Index, an increase beyond 3.0 is halved (soft cap) and the index
 * never rises more than 5.0 (hard cap).
 */
export function applyCaps(calculated: number, low: number | null): { index: number; cap: Cap | null } {
  if (low === null || calculated - low <= 3) return { index: calculated, cap: null };
  const soft = low + 3 + (calculated - low - 3) / 2;
  if (soft - low > 5) return { index: roundTenth(low + 5), cap: 'hard' };
  return { index: roundTenth(soft), cap: 'soft' };
}

/**
 * Rule 5.9: a differential 7.0 to 9.9 strokes below the Handicap Index at the time of the round takes
 * 1 off the most recent 20 differentials, 10.0 or more takes 2.
 */
export function exceptionalScoreReduction(indexBefore: number, differential: number): number {
  const below = roundTenth(indexBefore - differential);
  if (below >= 10) return -2;
  if (below >= 7) return -1;
  return 0;
}

/** Rule 5.2: the Handicap Index from differentials, oldest first (with their reductions). */
export function indexFromDifferentials(values: ReadonlyArray<number>): {
  index: number;
  counted: Array<number>;
} | null {
  const recent = values.slice(-RECENT_SCORES);
  const rule = lowestCounted(recent.length);
  if (!rule) return null;
  // Positions into `recent`, lowest first; of equal values the most recent counts.
  const order = recent.map((_, i) => i).sort((a, b) => (recent[a] ?? 0) - (recent[b] ?? 0) || b - a);
  const counted = order.slice(0, rule.count);
  const average = counted.reduce((sum, i) => sum + (recent[i] ?? 0), 0) / counted.length;
  const offset = values.length - recent.length;
  return {
    index: Math.min(roundTenth(average + rule.adjustment), MAX_HANDICAP_INDEX),
    counted: counted.map((i) => i + offset),
  };
}

const WAITING_NINE = 'A 9-hole score before a Handicap Index exists waits for a second one (Rule 5.1b).';

type Posted = { holes: 9 | 18; adjustedGrossScore: number; differential: number };
type Refusal = { reason: string };

/** The score a round posts (18 holes or a nine, Rules 3 and 5.1), or why it posts none (Rule 4.1). */
function scoreOf(round: HandicapRound, indexBefore: number | null): Posted | Refusal | { nine: Posted } {
  if (round.inProgress) return { reason: 'The round is not finished (Rule 4.1).' };
  if (round.playedInSimulator)
    return { reason: 'A simulator round is not an acceptable score here (Rule 4.1).' };
  if (round.rating === null || round.slope === null)
    return { reason: 'The tee has no Course Rating and Slope Rating (Rule 5.1).' };
  const holes = [...round.holes].sort((a, b) => a.courseHoleNumber - b.courseHoleNumber);
  const played = holes.filter((h) => h.score !== null).length;
  // A tee rated as a nine (a 9-hole course) has a rating near 35; an 18-hole rating covers both nines.
  const ninesRating = round.rating < 50;
  const nineRating = ninesRating ? round.rating : round.rating / 2;

  if (round.holeCount >= 18) {
    const eighteenRating = ninesRating ? round.rating * 2 : round.rating;
    // Holes not played are rows without a score: with every hole's row there is a par for net par.
    if (holes.length >= 18 && played === holes.length) return post(holes, 18, eighteenRating);
    if (holes.length >= 18 && played >= MIN_HOLES_FOR_18 && indexBefore !== null)
      return post(holes, 18, eighteenRating);
    const nine = [
      holes.filter((h) => h.courseHoleNumber <= 9),
      holes.filter((h) => h.courseHoleNumber > 9),
    ].find((n) => n.length === 9 && n.every((h) => h.score !== null));
    if (nine) return { nine: post(nine, 9, nineRating) };
    return {
      reason:
        indexBefore === null
          ? `${played} of ${holes.length} holes scored: before a Handicap Index exists every hole needs a score (Rule 3.2).`
          : `${played} of ${holes.length} holes scored: an 18-hole score needs ${MIN_HOLES_FOR_18} (Rule 3.2), a 9-hole score all nine holes of a nine (Rule 5.1b).`,
    };
  }
  if (holes.length >= 9 && played >= 9)
    return { nine: post(holes.filter((h) => h.score !== null).slice(0, 9), 9, nineRating) };
  return {
    reason: `${played} of ${Math.max(round.holeCount, 9)} holes scored: a 9-hole score needs all nine holes (Rule 5.1b).`,
  };

  function post(set: ReadonlyArray<HandicapHole>, count: 9 | 18, rating: number): Posted {
    const slope = round.slope ?? 113;
    const par = set.reduce((sum, h) => sum + h.par, 0);
    const chc = indexBefore === null ? null : courseHandicap(indexBefore, slope, rating, par, count);
    const ranks = strokeIndexRanks(set);
    let adjusted = 0;
    set.forEach((hole, i) => {
      const received = chc === null ? null : strokesReceived(chc, ranks[i] ?? i + 1, count);
      // Rule 3.2: a hole not played counts as net par.
      if (hole.score === null) adjusted += hole.par + (received ?? 0);
      else adjusted += Math.min(hole.score, maximumHoleScore(hole.par, received));
    });
    return {
      holes: count,
      adjustedGrossScore: adjusted,
      differential: scoreDifferential(adjusted, rating, slope),
    };
  }
}

/** Each hole's rank by stroke index among the holes played over (1 the hardest). */
function strokeIndexRanks(set: ReadonlyArray<HandicapHole>): Array<number> {
  const order = set
    .map((h, i) => ({ i, si: h.strokeIndex ?? 100 + h.courseHoleNumber }))
    .sort((a, b) => a.si - b.si);
  const ranks: Array<number> = [];
  order.forEach((o, rank) => {
    ranks[o.i] = rank + 1;
  });
  return ranks;
}

function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * The scoring record of a player from their rounds (any order): every round with its differential or
 * the reason it does not count, the Handicap Index after each score, and the current one. Scores are
 * taken in the order played; the index a round is adjusted with is the one in effect at the start of
 * its day (Rule 5.4: revised once a day).
 */
export function handicapRecord(
  rounds: ReadonlyArray<HandicapRound>,
  prior: ReadonlyArray<ScoreRecordEntry> = [],
): HandicapRecord {
  const ordered = [...rounds].sort((a, b) => a.playedOn.localeCompare(b.playedOn) || a.roundId - b.roundId);
  // `prior`: the stored record of every round played before these, which carries on unchanged (the
  // rounds written since are only ever later ones, so a write recomputes just them).
  const entries: Array<ScoreRecordEntry> = prior.map((entry) => ({ ...entry, counts: false }));
  // The differentials of the record, oldest first, with the entry each belongs to.
  const record: Array<{ entry: ScoreRecordEntry; value: number }> = entries.flatMap((entry) =>
    entry.differential === null ? [] : [{ entry, value: entry.differential }],
  );
  const history: Array<{ on: string; index: number }> = entries.flatMap((entry) =>
    entry.indexAfter === null ? [] : [{ on: entry.playedOn, index: entry.indexAfter }],
  );
  let current: number | null = history.at(-1)?.index ?? null;
  let day = entries.at(-1)?.playedOn ?? '';
  let dayStart: number | null = [...history].reverse().find((h) => h.on < day)?.index ?? null;
  // Rule 5.1b (2020 edition, kept for players without an index): a 9-hole score waits for a second.
  const waitingEntry = [...entries].reverse().find((e) => e.reason === WAITING_NINE);
  let waiting: { entry: ScoreRecordEntry; differential: number } | null =
    waitingEntry && waitingEntry.nineDifferential !== null
      ? { entry: waitingEntry, differential: waitingEntry.nineDifferential }
      : null;

  for (const round of ordered) {
    if (round.playedOn !== day) {
      day = round.playedOn;
      dayStart = current;
    }
    const entry: ScoreRecordEntry = {
      roundId: round.roundId,
      playedOn: round.playedOn,
      holes: null,
      adjustedGrossScore: null,
      differential: null,
      nineDifferential: null,
      esrAdjustment: 0,
      reason: null,
      indexAfter: null,
      cap: null,
      counts: false,
    };
    entries.push(entry);
    const score = scoreOf(round, dayStart);
    if ('reason' in score) {
      entry.reason = score.reason;
      continue;
    }
    let differential: number;
    if ('nine' in score) {
      entry.holes = 9;
      entry.adjustedGrossScore = score.nine.adjustedGrossScore;
      entry.nineDifferential = score.nine.differential;
      if (waiting) {
        // Rule 5.1b (2020): two 9-hole differentials make one 18-hole differential.
        differential = roundTenth(waiting.differential + score.nine.differential);
        waiting.entry.reason = `Combined with the 9-hole score of ${round.playedOn} (Rule 5.1b).`;
        waiting = null;
      } else if (dayStart !== null) {
        // Rule 5.1b (2024): the nine plus the expected differential of the player's index.
        differential = roundTenth(score.nine.differential + expectedNineHoleDifferential(dayStart));
      } else {
        entry.reason = WAITING_NINE;
        waiting = { entry, differential: score.nine.differential };
        continue;
      }
    } else {
      entry.holes = 18;
      entry.adjustedGrossScore = score.adjustedGrossScore;
      differential = roundTenth(score.differential);
    }
    entry.differential = differential;
    record.push({ entry, value: differential });

    // Rule 5.9: an exceptional score lowers the most recent 20 differentials, itself included.
    if (dayStart !== null) {
      const reduction = exceptionalScoreReduction(dayStart, differential);
      if (reduction !== 0)
        for (const item of record.slice(-RECENT_SCORES)) item.entry.esrAdjustment += reduction;
    }
    // Rule 2.2: 54 holes (3 differentials of 18) establish an index.
    const calculated = indexFromDifferentials(record.map((r) => roundTenth(r.value + r.entry.esrAdjustment)));
    if (!calculated) continue;
    // Rule 5.7: the low index of the 365 days before this score's day, once 20 scores are in the record.
    const since = daysBefore(round.playedOn, 365);
    const inWindow = history.filter((h) => h.on >= since && h.on < round.playedOn).map((h) => h.index);
    const low = record.length >= RECENT_SCORES && inWindow.length > 0 ? Math.min(...inWindow) : null;
    const capped = applyCaps(calculated.index, low);
    current = Math.min(capped.index, MAX_HANDICAP_INDEX);
    entry.indexAfter = current;
    entry.cap = capped.cap;
    history.push({ on: round.playedOn, index: current });
  }

  const values = record.map((r) => roundTenth(r.value + r.entry.esrAdjustment));
  const final = indexFromDifferentials(values);
  for (const position of final?.counted ?? []) {
    const item = record[position];
    if (item) item.entry.counts = true;
  }
  const lastRevision = [...entries].reverse().find((e) => e.indexAfter !== null);
  const since = entries.length > 0 ? daysBefore(entries[entries.length - 1]?.playedOn ?? '', 365) : '';
  const lows = history.filter((h) => h.on >= since).map((h) => h.index);
  return {
    entries,
    index: current,
    revisedOn: lastRevision?.playedOn ?? null,
    lowIndex: record.length >= RECENT_SCORES && lows.length > 0 ? Math.min(...lows) : null,
  };
}

/** A Handicap Index as golf writes it: a plus index (below zero) as "+1.2". */
export function formatHandicapIndex(value: number): string {
  const rounded = roundTenth(value);
  return rounded < 0 ? `+${Math.abs(rounded).toFixed(1)}` : rounded.toFixed(1);
}
