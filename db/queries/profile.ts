import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { accountExtraInfo, accounts } from '../schema/accounts';

export type ProfileHeader = {
  accountId: number;
  username: string;
  firstName: string;
  lastName: string;
  imgUrl: string | null;
  about: string | null;
};

/** The account behind /player/{username}, with what the profile shell and summary show first. */
export async function findProfileByUsername(db: Db, username: string): Promise<ProfileHeader | null> {
  const [row] = await db
    .select({
      accountId: accounts.id,
      username: accounts.username,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      imgUrl: accounts.imgUrl,
      about: accountExtraInfo.about,
    })
    .from(accounts)
    .leftJoin(accountExtraInfo, eq(accountExtraInfo.accountId, accounts.id))
    .where(eq(accounts.username, username.toLowerCase()))
    .limit(1);
  if (!row?.username) return null;
  return { ...row, username: row.username };
}
