import { and, asc, isNotNull, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PLAYER_PROFILE_TYPE_IDS } from '../../app/domain/search/search';
import { ASSOCIATED_AVERAGE_ROUNDS } from '../../app/domain/stats/associated-players';
import type { Db } from '../client';
import { reusableQuery } from '../prepared';
import { accountProfiles, accounts, subCircleMembers } from '../schema/accounts';
import { playerGroupMembers, playerGroups, rosterMembers, rosters } from '../schema/organizations';
import { roundFlagTotals } from '../schema/round-flag-totals';
import { roundHoles, rounds } from '../schema/rounds';
import { playerShards } from '../schema/shards';
import { usernameAccountId } from './profile';
import { type SessionPlayerValues, sessionAccountId } from './sessions';
import { statsVisibilitySelect } from './stats-visibility';

/*
 * spec 2 §3 associated player, §7 associatedPlayers (decision 047): the players on the rosters and in
 * the player groups of the organizations the player belongs to, and the members of the player's
 * sub-circle, with their score-to-par averages and the rows that decide whether the viewer may see
 * their compare stats; one statement.
 */

/** The organizations the player is on a roster or in a group of. */
function organizationsOf(playerAccountId: number | Placeholder | SQL): SQL {
  return sql`(select ${rosters.organizationId} from ${rosterMembers} inner join ${rosters} on ${rosters.id} = ${rosterMembers.rosterId} where ${rosterMembers.accountId} = ${playerAccountId}
    union select ${playerGroups.organizationId} from ${playerGroupMembers} inner join ${playerGroups} on ${playerGroups.id} = ${playerGroupMembers.groupId} where ${playerGroupMembers.accountId} = ${playerAccountId})`;
}

/**
 * The account ids associated with the player (the player among them, excluded by the caller), and
 * the players whose sub-circle the viewer is in (decision 104: a coach compares the players who
 * accepted them, whichever of them the page is of).
 */
export function associatedIdsOf(
  playerAccountId: number | Placeholder | SQL,
  viewerAccountId: number | Placeholder | SQL,
): SQL {
  const organizations = organizationsOf(playerAccountId);
  return sql`(select ${rosterMembers.accountId} from ${rosterMembers} inner join ${rosters} on ${rosters.id} = ${rosterMembers.rosterId} where ${rosters.organizationId} in ${organizations}
    union select ${playerGroupMembers.accountId} from ${playerGroupMembers} inner join ${playerGroups} on ${playerGroups.id} = ${playerGroupMembers.groupId} where ${playerGroups.organizationId} in ${organizations}
    union select ${subCircleMembers.memberAccountId} from ${subCircleMembers} where ${subCircleMembers.accountId} = ${playerAccountId}
    union select ${subCircleMembers.accountId} from ${subCircleMembers} where ${subCircleMembers.memberAccountId} = ${viewerAccountId})`;
}

// A round's score to par: that of its scored holes when it has holes, else its own (as the read model).
const toPar = sql<
  number | null
>`(case when ${roundFlagTotals.roundId} is null then ${rounds.score} - ${rounds.par} else ${roundFlagTotals.score} - ${roundFlagTotals.par} end)`;

// A completed 18-hole round with every hole scored (or stored whole, without holes) and a score to par.
const fullEighteen = sql`${rounds.holeCount} = 18 and ${rounds.inProgress} = 0 and ${toPar} is not null and (case when ${roundFlagTotals.roundId} is null then not exists (select 1 from ${roundHoles} where ${roundHoles.roundId} = ${rounds.id}) else ${roundFlagTotals.scoredHoles} = 18 end)`;

const newest = sql`${rounds.playedOn} desc, ${rounds.startedAt} desc, ${rounds.id} desc`;

function averagesOf(db: Db, ids: SQL) {
  const ranked = db
    .select({
      accountId: sql<number>`${rounds.accountId}`.as('ranked_account_id'),
      toPar: toPar.as('ranked_to_par'),
      recentRank: sql<number>`row_number() over (partition by ${rounds.accountId} order by ${newest})`.as(
        'recent_rank',
      ),
      bestRank:
        sql<number>`row_number() over (partition by ${rounds.accountId} order by ${toPar}, ${newest})`.as(
          'best_rank',
        ),
    })
    .from(rounds)
    .leftJoin(roundFlagTotals, sql`${roundFlagTotals.roundId} = ${rounds.id}`)
    .where(sql`${rounds.accountId} in ${ids} and ${fullEighteen}`)
    .as('ranked');
  const mean = (rank: typeof ranked.recentRank, alias: string) =>
    sql<number | null>`avg(case when ${rank} <= ${ASSOCIATED_AVERAGE_ROUNDS} then ${ranked.toPar} end)`
      .mapWith((value) => (value === null ? null : Number(value)))
      .as(alias);
  return db
    .select({
      accountId: sql<number>`${ranked.accountId}`.as('averaged_account_id'),
      recent: mean(ranked.recentRank, 'recent_average'),
      best: mean(ranked.bestRank, 'best_average'),
    })
    .from(ranked)
    .groupBy(sql`${ranked.accountId}`)
    .as('averages');
}

/**
 * The round averages of some players, on the shard that holds them (decision 119): the latest and the
 * best ASSOCIATED_AVERAGE_ROUNDS full 18-hole rounds' score to par. The directory's discovery row keeps
 * neither (its averages are of scores over 10 rounds, and only for listed players), so the picker reads
 * each shard's players once.
 */
export function roundAveragesQuery(shard: Db, accountIds: ReadonlyArray<number>) {
  const ids = sql`(select value from json_each(${JSON.stringify(accountIds)}))`;
  const averages = averagesOf(shard, ids);
  return shard
    .select({ accountId: averages.accountId, recent: averages.recent, best: averages.best })
    .from(averages);
}

/** The round shard of each associated player (`associatedIdsOf`) that has one. */
export function associatedShardsQuery(db: Db, viewerAccountId: number | null, playerAccountId: number) {
  return db
    .select({ accountId: playerShards.accountId, shard: playerShards.shard })
    .from(playerShards)
    .where(sql`${playerShards.accountId} in ${associatedIdsOf(playerAccountId, viewerAccountId ?? -1)}`);
}

/** The associated players' rows (accounts with a player profile and a username, the player left out). */
function associatedWhere(playerAccountId: Placeholder | SQL, ids: SQL) {
  const isPlayer = sql`exists (select 1 from ${accountProfiles} where ${accountProfiles.accountId} = ${accounts.id} and ${accountProfiles.profileTypeId} in (select value from json_each(${JSON.stringify(PLAYER_PROFILE_TYPE_IDS)})))`;
  return and(
    sql`${accounts.id} in ${ids}`,
    ne(accounts.id, playerAccountId),
    isNotNull(accounts.username),
    isPlayer,
  );
}

const byName = [asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id)];

/**
 * The same players without their averages (the window over every associated player's rounds is most
 * of the statement's time): who may be compared, for the page and its actions; the picker reads the
 * averages when it opens.
 */
function buildAssociatedNames(
  db: Db,
  viewerAccountId: Placeholder | SQL,
  playerAccountId: Placeholder | SQL,
) {
  return statsVisibilitySelect(db, viewerAccountId)
    .where(associatedWhere(playerAccountId, associatedIdsOf(playerAccountId, viewerAccountId)))
    .orderBy(...byName);
}

// One statement for every player and viewer (db/prepared.ts): bound per request.
const associatedNames = reusableQuery((db) =>
  buildAssociatedNames(db, sql.placeholder('viewer'), sql.placeholder('player')),
);

/** The associated players without averages (`buildAssociatedNames`). */
export function associatedNamesQuery(db: Db, viewerAccountId: number | null, playerAccountId: number) {
  return associatedNames(db, { viewer: viewerAccountId ?? -1, player: playerAccountId });
}

// The same for a page's first batch: the session's viewer and the username's player, read in SQL.
const associatedNamesOfSession = reusableQuery((db) =>
  buildAssociatedNames(db, sessionAccountId, usernameAccountId),
);

/** `associatedNamesQuery` for the session and username of `values` (a request's first batch). */
export function sessionAssociatedNamesQuery(db: Db, values: SessionPlayerValues) {
  return associatedNamesOfSession(db, values);
}
