import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';

// spec 1 §3 Organization; `short` is the path segment of /org/{short}.
export const organizations = sqliteTable('organizations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  short: text('short').notNull().unique(),
  phone: text('phone'),
  address: text('address'),
  imgUrl: text('img_url'),
});

// Rosters have numeric ids that may be negative (spec 1 §2: optional minus sign, digits only).
export const rosters = sqliteTable(
  'rosters',
  {
    id: integer('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    season: text('season'),
  },
  (t) => [index('rosters_organization_idx').on(t.organizationId)],
);

export const rosterMembers = sqliteTable(
  'roster_members',
  {
    rosterId: integer('roster_id')
      .notNull()
      .references(() => rosters.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.rosterId, t.accountId] }),
    index('roster_members_account_idx').on(t.accountId),
  ],
);

// Named player groups of an organization: /org/{short}/{group name}.
export const playerGroups = sqliteTable(
  'player_groups',
  {
    id: integer('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('player_groups_org_name_idx').on(t.organizationId, t.name)],
);

export const playerGroupMembers = sqliteTable(
  'player_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => playerGroups.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.accountId] }),
    // The compare page's associated players look a player's groups up by account.
    index('player_group_members_account_idx').on(t.accountId),
  ],
);

/**
 * Host mapping (spec 1 §2): `player` hosts serve profiles at /{username}, `team` hosts serve
 * organizations at /{short} (`requiresOrgPrefix` for the host family whose roster ids need "org"),
 * `organization` hosts serve one organization at /, `custom` hosts are a player's custom URL.
 */
export const hosts = sqliteTable(
  'hosts',
  {
    hostname: text('hostname').primaryKey(),
    kind: text('kind', { enum: ['player', 'team', 'organization', 'custom'] }).notNull(),
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    requiresOrgPrefix: integer('requires_org_prefix', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('hosts_account_idx').on(t.accountId)],
);
