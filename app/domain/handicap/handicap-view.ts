import { formatLongDate, formatShortDate } from '../calendar/dates';
import { formatHandicapIndex, RECENT_SCORES, RULES_EDITION } from './whs';

/*
 * Decision 102: what the pages show of a player's handicap. The Handicap Index computed from the
 * stored rounds wins; the handicap the player entered is shown, labelled as their own claim, only
 * where no rounds allow a computation.
 */

export type ShownHandicap =
  | { source: 'computed'; value: number; text: string; label: 'Handicap Index' }
  | { source: 'claimed'; value: number; text: string; label: 'Handicap (own claim)' };

/** The handicap to show: the computed index, else the player's claim, else none. */
export function shownHandicap(computed: number | null, claimed: number | null): ShownHandicap | null {
  if (computed !== null && Number.isFinite(computed))
    return {
      source: 'computed',
      value: computed,
      text: formatHandicapIndex(computed),
      label: 'Handicap Index',
    };
  if (claimed !== null && Number.isFinite(claimed))
    return {
      source: 'claimed',
      value: claimed,
      text: formatHandicapIndex(claimed),
      label: 'Handicap (own claim)',
    };
  return null;
}

/** A labelled fact (the resume's cover) of the shown handicap, or null. */
export function handicapFact(shown: ShownHandicap | null): { label: string; value: string } | null {
  return shown ? { label: shown.label, value: shown.text } : null;
}

/** A row of the scoring record as stored (db/queries/handicap.ts), newest first. */
export type RecordRow = {
  roundId: number;
  playedOn: string;
  holes: number | null;
  adjustedGrossScore: number | null;
  differential: number | null;
  esrAdjustment: number;
  reason: string | null;
  indexAfter: number | null;
  cap: 'soft' | 'hard' | null;
  counts: boolean;
};

export type HandicapScoreView = {
  roundId: number;
  /** mm/dd/yy (spec 1 §9). */
  date: string;
  adjustedGrossScore: string;
  differential: string;
  counts: boolean;
  /** Why it does not count, or what adjusted it (an exceptional score, a cap). */
  note: string | null;
};

export type HandicapView = {
  shown: ShownHandicap | null;
  /** The day the computed index was last revised, in long form. */
  revisedOn: string | null;
  /** Rule 5.8: the cap that holds the current index, in words. */
  capNote: string | null;
  /** The most recent 20 scores (and rounds that did not count among them), newest first. */
  scores: Array<HandicapScoreView>;
  /** How many of the recent scores count, e.g. "8 of 20". */
  counted: string | null;
  /** The index after each revision, oldest first (the history chart). */
  history: Array<{ date: string; index: number }>;
  rulesEdition: string;
};

function differentialText(value: number): string {
  return value < 0 ? `+${Math.abs(value).toFixed(1)}` : value.toFixed(1);
}

/** The handicap section of the profile summary and the dashboard from the newest record rows. */
export function handicapView(rows: ReadonlyArray<RecordRow>, claimed: number | null): HandicapView {
  const latest = rows.find((r) => r.indexAfter !== null) ?? null;
  const shown = shownHandicap(latest?.indexAfter ?? null, claimed);
  // The most recent 20 differentials, with the rounds that did not count among them.
  const scores: Array<HandicapScoreView> = [];
  let differentials = 0;
  for (const row of rows) {
    if (differentials >= RECENT_SCORES) break;
    if (row.differential !== null) differentials += 1;
    const adjusted = row.differential === null ? null : row.differential + row.esrAdjustment;
    const notes = [
      row.holes === 9 ? 'A 9-hole score (Rule 5.1b).' : null,
      row.reason,
      row.esrAdjustment !== 0
        ? `Exceptional score reduction ${row.esrAdjustment.toFixed(1)} (Rule 5.9): counts as ${differentialText(adjusted ?? 0)}.`
        : null,
    ].filter((n): n is string => n !== null);
    scores.push({
      roundId: row.roundId,
      date: formatShortDate(row.playedOn),
      adjustedGrossScore: row.adjustedGrossScore === null ? '–' : String(row.adjustedGrossScore),
      differential: row.differential === null ? '–' : differentialText(row.differential),
      counts: row.counts,
      note: notes.length > 0 ? notes.join(' ') : null,
    });
  }
  const counting = rows.filter((r) => r.counts).length;
  const history = rows
    .filter((r): r is RecordRow & { indexAfter: number } => r.indexAfter !== null)
    .map((r) => ({ date: r.playedOn, index: r.indexAfter }))
    .reverse();
  return {
    shown,
    revisedOn: latest ? formatLongDate(latest.playedOn) : null,
    capNote:
      latest?.cap === 'hard'
        ? 'Held by the hard cap: at most 5.0 above the low index of the last 365 days (Rule 5.8).'
        : latest?.cap === 'soft'
          ? 'Slowed by the soft cap: half of any rise beyond 3.0 above the low index of the last 365 days (Rule 5.8).'
          : null,
    scores,
    counted: latest ? `${counting} of ${differentials}` : null,
    history,
    rulesEdition: RULES_EDITION,
  };
}
