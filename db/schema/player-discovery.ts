import { sql } from 'drizzle-orm';
import { index, integer, real, type SQLiteColumn, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';

/**
 * Discovery (issue 33 §1–§2, decision 093): one row per listed player (a searchable player whose
 * profile is not private, decision 089), with what the search page's filters and sorts read. Written
 * by the paths that change what it holds (a round written, the hole stats backfilled, website
 * settings, the search index refreshed) through `refreshPlayerDiscovery` (db/queries/discovery.ts),
 * and by the seed; never computed over rounds when a page is read, so it can live in a directory
 * database apart from the rounds. A player who is not listed has no row. The figures are null when
 * the player hides them from visitors (the stats or summary feature), so no filter can reach them.
 */
export const playerDiscovery = sqliteTable(
  'player_discovery',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** "last first", lower case, the default order's key. */
    sortName: text('sort_name').notNull(),
    gradYear: integer('grad_year'),
    gender: text('gender', { enum: ['M', 'F'] }),
    country: text('country'),
    state: text('state'),
    region: text('region'),
    organizationId: integer('organization_id'),
    handicap: real('handicap'),
    /** Decision 102: `handicap` is the player's own claim, not an index computed from rounds. */
    handicapClaimed: integer('handicap_claimed', { mode: 'boolean' }).notNull().default(false),
    /** The day of the latest full 18-hole round: the windows below end there. */
    latestRound: text('latest_round'),
    roundsLast10: integer('rounds_last10'),
    avgLast10: real('avg_last10'),
    rounds12m: integer('rounds_12m'),
    avg12m: real('avg_12m'),
    /** The calendar year of `latestRound`. */
    season: integer('season'),
    roundsSeason: integer('rounds_season'),
    avgSeason: real('avg_season'),
    sgRounds: integer('sg_rounds'),
    sgTotal: real('sg_total'),
    sgOffTheTee: real('sg_off_the_tee'),
    sgApproach: real('sg_approach'),
    sgAroundTheGreen: real('sg_around_the_green'),
    sgPutting: real('sg_putting'),
    hasVideo: integer('has_video', { mode: 'boolean' }).notNull(),
    hasResume: integer('has_resume', { mode: 'boolean' }).notNull(),
  },
  // Decision 093, its addendum and decision 112: an index for every sort (the page walks it and
  // stops after a page), each holding the listed columns the filters check (`filtered`), so a walk
  // judges a row on the index and reads the table only for a row on the page; partial where the sort
  // key can be missing (those rows are the tail, listed by name). (state, class year) and organization
  // are the filters narrow enough to seek by. Wider filters (gender, region, a range of classes) are
  // checked on the rows read, never sought (`planned`).
  (t) => {
    const filtered = [
      t.gradYear,
      t.gender,
      t.region,
      t.hasVideo,
      t.hasResume,
      t.latestRound,
      t.season,
      t.handicap,
    ];
    const sortIndex = (name: string, key: SQLiteColumn) =>
      index(name)
        .on(key, t.accountId, ...filtered.filter((column) => column !== key))
        .where(sql`${sql.identifier(key.name)} is not null`);
    return [
      index('player_discovery_name_idx').on(t.sortName, t.accountId, ...filtered),
      sortIndex('player_discovery_year_idx', t.gradYear),
      index('player_discovery_state_year_idx').on(t.state, t.gradYear),
      index('player_discovery_org_idx').on(t.organizationId),
      sortIndex('player_discovery_handicap_idx', t.handicap),
      sortIndex('player_discovery_avg_last10_idx', t.avgLast10),
      sortIndex('player_discovery_avg_12m_idx', t.avg12m),
      sortIndex('player_discovery_avg_season_idx', t.avgSeason),
      sortIndex('player_discovery_rounds_last10_idx', t.roundsLast10),
      sortIndex('player_discovery_rounds_12m_idx', t.rounds12m),
      sortIndex('player_discovery_rounds_season_idx', t.roundsSeason),
      sortIndex('player_discovery_sg_total_idx', t.sgTotal),
      sortIndex('player_discovery_sg_ott_idx', t.sgOffTheTee),
      sortIndex('player_discovery_sg_app_idx', t.sgApproach),
      sortIndex('player_discovery_sg_arg_idx', t.sgAroundTheGreen),
      sortIndex('player_discovery_sg_putt_idx', t.sgPutting),
    ];
  },
);
