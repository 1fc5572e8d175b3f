/**
 * Sentences of the players' about texts that quote their own record. people.ts writes a placeholder
 * for each (the people come before the rounds); once the rounds are stored, `fillAboutFigures` puts
 * in the stored figure, or leaves the sentence out when the rounds do not back it (decision 003).
 */
import { addDays, format, parseISO } from 'date-fns';
import type { RoundFacts } from './round-facts';
import { positionOf } from './tournaments';
import type { SeedTables } from './types';

export const ABOUT_FIGURES = {
  competitionBest: '{competition-best}',
  topTens: '{top-tens}',
  averageDrop: '{average-drop}',
} as const;

type ExtraInfo = SeedTables['accountExtraInfo'];
type Entries = SeedTables['tournamentEntries'];

/** Replaces the placeholders in place. */
export function fillAboutFigures(
  extraInfo: ExtraInfo,
  facts: ReadonlyArray<RoundFacts>,
  entries: Entries,
  pastTournamentIds: ReadonlySet<number>,
  today: string,
): void {
  for (const profile of extraInfo) {
    if (!profile.about?.includes('{')) continue;
    const id = profile.accountId;
    const own = facts.filter((f) => f.accountId === id && f.holeCount === 18);
    const sentences: Record<string, string | null> = {
      [ABOUT_FIGURES.competitionBest]: competitionBest(own),
      [ABOUT_FIGURES.topTens]: topTens(
        entries.filter((e) => e.accountId === id && pastTournamentIds.has(e.tournamentId)),
      ),
      [ABOUT_FIGURES.averageDrop]: averageDrop(own, today),
    };
    let about = profile.about;
    for (const [token, sentence] of Object.entries(sentences)) about = about.replace(token, sentence ?? '');
    profile.about = about.replace(/\s{2,}/g, ' ').trim();
  }
}

function competitionBest(rounds: ReadonlyArray<RoundFacts>): string | null {
  const scores = rounds.filter((r) => r.tournamentId !== null).map((r) => r.score);
  if (scores.length === 0) return null;
  return `My best 18-hole score in competition is ${Math.min(...scores)}.`;
}

function topTens(entries: Entries): string | null {
  const count = entries.filter((e) => e.finishPosition && positionOf(e.finishPosition) <= 10).length;
  if (count < 2) return null;
  return `I have finished inside the top ten at ${count} events over the last two seasons.`;
}

/** The drop from the scoring average of the year before to the last 12 months (18-hole rounds). */
function averageDrop(rounds: ReadonlyArray<RoundFacts>, today: string): string | null {
  const yearAgo = format(addDays(parseISO(today), -365), 'yyyy-MM-dd');
  const mean = (list: Array<RoundFacts>) => list.reduce((sum, r) => sum + r.score, 0) / list.length;
  const recent = rounds.filter((r) => r.playedOn > yearAgo);
  const before = rounds.filter((r) => r.playedOn <= yearAgo);
  if (recent.length < 5 || before.length < 5) return null;
  const drop = Math.round((mean(before) - mean(recent)) * 10) / 10;
  if (drop < 0.1) return null;
  return `I lowered my scoring average by ${drop.toFixed(1)} strokes over the last 12 months, mostly from better wedge play inside 100 yards.`;
}
