import { eq } from 'drizzle-orm';
import type { HostRule } from '../../app/domain/hosts/hosts';
import type { Db } from '../client';
import { accounts } from '../schema/accounts';
import { hosts, organizations } from '../schema/organizations';

/** The rule of a mapped host (spec 1 §2 hosts), with the organization's short name or the username. */
export async function findHostRule(db: Db, hostname: string): Promise<HostRule | null> {
  const [row] = await db
    .select({
      hostname: hosts.hostname,
      kind: hosts.kind,
      requiresOrgPrefix: hosts.requiresOrgPrefix,
      organizationShort: organizations.short,
      username: accounts.username,
    })
    .from(hosts)
    .leftJoin(organizations, eq(organizations.id, hosts.organizationId))
    .leftJoin(accounts, eq(accounts.id, hosts.accountId))
    .where(eq(hosts.hostname, hostname))
    .limit(1);
  if (!row) return null;
  const rule: HostRule = { hostname: row.hostname, kind: row.kind, requiresOrgPrefix: row.requiresOrgPrefix };
  if (row.organizationShort) rule.organizationShort = row.organizationShort;
  if (row.username) rule.username = row.username;
  // A host whose organization or player is gone maps nothing.
  if (row.kind === 'organization' && !rule.organizationShort) return null;
  if (row.kind === 'custom' && !rule.username) return null;
  return rule;
}
