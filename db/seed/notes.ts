/**
 * The notes of featured tournament entries ("T3 — closed with a 68"), written after the rounds are
 * simulated and from them: every score, round number and "career-low" a note quotes is the stored
 * round's (decision 003). Match results are not stored, so match-play notes quote only the finish.
 */
import type { Rng } from './random';
import {
  aScore,
  type EventRounds,
  entryKey,
  numberWord,
  PERSONAL_BEST_AFTER,
  personalBests,
  type RoundFacts,
  roundsByEntry,
  toParText,
} from './round-facts';
import { type DemoTournament, ordinal, positionOf } from './tournaments';
import type { SeedTables } from './types';

type EntryRow = SeedTables['tournamentEntries'][number];

/** Sets `note` on every featured past entry, in place. */
export function writeTournamentNotes(
  rng: Rng,
  entries: Array<EntryRow>,
  tournaments: ReadonlyArray<DemoTournament>,
  facts: ReadonlyArray<RoundFacts>,
): void {
  const byId = new Map(tournaments.map((t) => [t.id, t]));
  const byEntry = roundsByEntry(facts);
  const records = recordRounds(facts);
  for (const entry of entries) {
    const tournament = byId.get(entry.tournamentId);
    if (!entry.isFeatured || !entry.finishPosition || !tournament) continue;
    const rounds = byEntry.get(entryKey(entry.accountId, entry.tournamentId)) ?? [];
    const r = rng.fork(`entry-${entry.tournamentId}-${entry.accountId}`);
    entry.note = noteFor(r, tournament, entry.finishPosition, rounds, records);
  }
}

/** Ids of the rounds that set a new personal best (18-hole and 9-hole records kept apart). */
function recordRounds(facts: ReadonlyArray<RoundFacts>): Set<number> {
  const ids = new Set<number>();
  const players = new Set(facts.map((f) => f.accountId));
  for (const accountId of players) {
    for (const holeCount of [9, 18]) {
      for (const f of personalBests(facts, accountId, holeCount, PERSONAL_BEST_AFTER)) ids.add(f.id);
    }
  }
  return ids;
}

function noteFor(
  rng: Rng,
  tournament: DemoTournament,
  label: string,
  rounds: EventRounds,
  records: Set<number>,
): string {
  const position = positionOf(label);
  if (tournament.eventTypeId === 11) return matchPlayNote(label, position);
  const final = rounds.find((r) => r.isFinalRound) ?? rounds.at(-1);
  const place = label.startsWith('T') ? label : ordinal(position);
  if (tournament.eventTypeId === 10) {
    if (!final) return `${position === 1 ? 'Medalist' : place} — played for a spot`;
    const shot = rounds.length > 1 ? `rounds of ${scoreLine(rounds)}` : aScore(final.score);
    if (position === 1) return `Medalist — low score with ${shot}`;
    return `${place} — ${position <= 3 ? 'qualified' : 'missed a spot'} with ${shot}`;
  }
  const head = position === 1 ? 'Won' : place;
  if (!final)
    return `${head} — ${tournament.isTeamEvent ? 'counted every round for the team' : 'a week to build on'}`;
  const first = rounds[0];
  const record = rounds.find((r) => records.has(r.id));
  const details = [
    `closed with ${aScore(final.score)}`,
    ...(final.overPar === 0 ? [`bogey-free ${final.score} in the final round`] : []),
    ...(first && rounds.length > 1 ? [`opened with ${aScore(first.score)}`] : []),
    ...(rounds.length > 1 ? [`rounds of ${scoreLine(rounds)}, ${eventToPar(rounds)}`] : []),
    ...(final.lateBirdies >= 3 ? [`birdied ${numberWord(final.lateBirdies)} of the last six holes`] : []),
    ...(tournament.isTeamEvent ? ['counted every round for the team'] : []),
  ];
  // A record round is the story when there is one.
  if (record) {
    return `${head} — career-low ${record.score}${rounds.length > 1 ? ` in round ${record.roundNumber}` : ''}`;
  }
  return `${head} — ${rng.pick(details)}`;
}

/** spec 3 §4 match play: the finish label is the round a player went out in (tournaments.ts). */
function matchPlayNote(label: string, position: number): string {
  if (position === 1) return 'Champion — won the final';
  if (position === 2) return 'Runner-up — lost in the final';
  if (position <= 4) return `${label} — reached the semifinals`;
  if (position <= 8) return `${label} — reached the quarterfinals`;
  return `${label} — reached the round of 16`;
}

/** "71-68-70". */
export function scoreLine(rounds: EventRounds): string {
  return rounds.map((r) => r.score).join('-');
}

/** "4 under par" over the event. */
export function eventToPar(rounds: EventRounds): string {
  return toParText(
    rounds.reduce((sum, r) => sum + r.score, 0),
    rounds.reduce((sum, r) => sum + r.par, 0),
  );
}
