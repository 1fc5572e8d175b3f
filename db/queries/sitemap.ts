import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** A sitemap file holds at most 50 000 URLs (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;

/**
 * Usernames of the public player profiles: searchable player types (spec 1 §6: 4, 5, 6, 7, 12), no
 * website-management entry disallowing the public site, and a website (88) not set private.
 */
export async function publicProfileUsernames(db: Db): Promise<Array<string>> {
  const rows = await db.all<{ username: string }>(sql`
    select a.username as username from accounts a
    where a.username is not null
      and exists (select 1 from account_profiles p where p.account_id = a.id and p.profile_type_id in (4, 5, 6, 7, 12))
      and not exists (select 1 from player_website_management m where m.account_id = a.id and m.allow_public_site = 0)
      and not exists (select 1 from website_feature_settings f where f.account_id = a.id and f.feature_id = 88 and f.is_public = 0)
    order by a.id
    limit ${SITEMAP_LIMIT}`);
  return rows.map((row) => row.username);
}
