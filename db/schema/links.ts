import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';
import { organizations, rosters } from './organizations';

/*
 * Coach and roster links by invitation (issue 34 §4, decision 104). A link is a `sub_circle_members`
 * or `roster_members` row; an invitation is how one comes to be: the inviter asks, the player
 * accepts (which writes the membership in the same batch) or declines; either side can end an
 * accepted link later, which deletes the membership and marks its invitation revoked.
 */
export const linkInvitations = sqliteTable(
  'link_invitations',
  {
    id: integer('id').primaryKey(),
    // `sub-circle`: the inviter (a coach or parent) asks to see the player's every feature (spec 1 §6);
    // `roster`: the organization's staff asks the player onto one of its rosters.
    kind: text('kind', { enum: ['sub-circle', 'roster'] }).notNull(),
    inviterAccountId: integer('inviter_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playerAccountId: integer('player_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rosterId: integer('roster_id').references(() => rosters.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'revoked'] })
      .notNull()
      .default('pending'),
    createdAt: text('created_at').notNull(),
    /** When the player accepted or declined (or the inviter withdrew a pending one). */
    decidedAt: text('decided_at'),
    /** When an accepted link ended, and who ended it. */
    endedAt: text('ended_at'),
    endedBy: integer('ended_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One pending invitation per (kind, inviter or roster, player).
    uniqueIndex('link_invitations_pending_circle_idx')
      .on(t.playerAccountId, t.inviterAccountId)
      .where(sql`${t.kind} = 'sub-circle' and ${t.status} = 'pending'`),
    uniqueIndex('link_invitations_pending_roster_idx')
      .on(t.playerAccountId, t.rosterId)
      .where(sql`${t.kind} = 'roster' and ${t.status} = 'pending'`),
    index('link_invitations_player_idx').on(t.playerAccountId, t.status),
    index('link_invitations_inviter_idx').on(t.inviterAccountId, t.status),
  ],
);

/**
 * The accounts that manage an organization's rosters (decision 104): they may invite players onto
 * its rosters and remove them. A product manager counts as staff of every organization and adds staff.
 */
export const organizationStaff = sqliteTable(
  'organization_staff',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.accountId] }),
    index('organization_staff_account_idx').on(t.accountId),
  ],
);
