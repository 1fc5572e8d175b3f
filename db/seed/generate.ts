import { FEATURE_IDS } from '../../app/domain/access/features';
import { buildSearchIndex } from '../../app/domain/search/search';
import { fillAboutFigures } from './about-figures';
import { seedContent } from './content';
import { courseRows, seedCourses } from './courses';
import { withHoleStats } from './hole-stats';
import { seedLinks } from './links';
import { writeTournamentNotes } from './notes';
import { seedPeople } from './people';
import { createRng } from './random';
import { seedReports } from './reports';
import { roundFacts } from './round-facts';
import { simulateRounds } from './rounds';
import { withScorecards } from './scorecards';
import { seedTournaments, settleResults } from './tournaments';
import type { SeedTables } from './types';
import { seedWatchLists } from './watch-lists';

export const DEFAULT_SEED = 20261122;

export type SeedOptions = {
  seed: number;
  /** The anchor date (YYYY-MM-DD): two seasons of rounds end here, upcoming events start after it. */
  today: string;
};

/**
 * The whole demo database. Deterministic: the same seed and anchor date give identical rows.
 * Each part draws from its own forked stream, so changing one part leaves the others as they were.
 */
export function generateSeed({ seed, today }: SeedOptions): SeedTables {
  const rng = createRng(seed);
  const courses = seedCourses(rng.fork('courses'));
  const people = seedPeople(
    rng.fork('people'),
    today,
    courses.map((course) => course.id),
  );
  const events = seedTournaments(rng.fork('tournaments'), today, people.players, courses);
  // spec 3 §3: the hole stat flags and strokes gained are stored with the rounds.
  // decision 101: a junior who keeps scorecards has her rounds written down as cards.
  const played = withScorecards(
    withHoleStats(
      simulateRounds({
        rng: rng.fork('rounds'),
        today,
        players: people.players,
        courses,
        tournaments: events.tournaments,
      }),
      courses,
    ),
    courses,
  );
  // Texts that quote scores are written from the stored rounds, so they come after them.
  const facts = roundFacts(played);
  settleResults(rng.fork('tournaments'), events.tables, events.tournaments, facts);
  writeTournamentNotes(rng.fork('notes'), events.tables.tournamentEntries, events.tournaments, facts);
  fillAboutFigures(
    people.tables.accountExtraInfo,
    facts,
    events.tables.tournamentEntries,
    new Set(events.tournaments.filter((t) => t.isPast).map((t) => t.id)),
    today,
  );
  const content = seedContent(rng.fork('content'), today, people.players, events.tournaments, facts);

  const tables: SeedTables = {
    ...people.tables,
    // Derived from the people rows, as refreshAccountSearch derives it from D1 (spec 1 §5).
    accountSearch: buildSearchIndex(
      people.tables.accounts.flatMap((a) => (a.id === undefined ? [] : [{ ...a, id: a.id }])),
      people.tables.accountProfiles,
      people.tables.playerWebsiteManagement.map((m) => ({
        accountId: m.accountId,
        allowPublicSite: m.allowPublicSite ?? null,
      })),
      people.tables.websiteFeatureSettings
        .filter((setting) => setting.featureId === FEATURE_IDS.website)
        .map((setting) => ({ accountId: setting.accountId, isPublic: setting.isPublic ?? null })),
    ),
    ...courseRows(courses),
    ...events.tables,
    ...played,
    ...content,
    resumeSettings: [],
    reportParameters: seedReports(
      people.players.map((p) => p.accountId),
      today,
    ),
    compareStates: [],
    passwordCredentials: [],
    ...seedWatchLists(today),
    ...seedLinks(today),
  };
  return withFixedTimestamps(tables, today);
}

/** Columns defaulting to CURRENT_TIMESTAMP get the anchor date instead, so the seed is repeatable. */
function withFixedTimestamps(tables: SeedTables, today: string): SeedTables {
  const stamp = `${today} 00:00:00`;
  return {
    ...tables,
    accounts: tables.accounts.map((row) => ({ ...row, createdAt: row.createdAt ?? stamp })),
    rounds: tables.rounds.map((row) => ({ ...row, createdAt: row.createdAt ?? stamp })),
  };
}
