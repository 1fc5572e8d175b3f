// The seed's showcase player (jordan-reyes) as the browser tests read it: the account, an
// organization of the demo data, and a saved comparison with an associated player.
import { eq } from 'drizzle-orm';
import { associatedPlayers } from '~/routes/player.$username.stats.associated-players.server';
import type { Db } from '~db/client';
import { accounts } from '../../db/schema/accounts';
import { organizations } from '../../db/schema/organizations';
import { saveTwoPlayerComparison } from './factories';
import { shardsOf } from './test-shards';

export const SHOWCASE_USERNAME = 'jordan-reyes';

/** The account id of a seeded username; throws when the seed has none. */
export async function seededAccountId(db: Db, username = SHOWCASE_USERNAME): Promise<number> {
  const [player] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username));
  if (!player) throw new Error(`the seed has no ${username}`);
  return player.id;
}

/** A saved comparison of the player with the first associated player (two players' titles and colours). */
export async function comparisonWithMate(db: Db, playerId: number): Promise<number> {
  const [mate] = await associatedPlayers(db, null, playerId, shardsOf(db));
  if (!mate) throw new Error(`the seed has no player associated with ${playerId}`);
  return saveTwoPlayerComparison(db, playerId, mate.accountId);
}

/** The path of an organization of the demo data. */
export async function seededOrganizationPath(db: Db): Promise<string> {
  const [organization] = await db.select({ short: organizations.short }).from(organizations).limit(1);
  if (!organization) throw new Error('the seed has no organization');
  return `/org/${organization.short}`;
}
