import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client';
import { accounts, subCircleMembers } from '../schema/accounts';
import { linkInvitations, organizationStaff } from '../schema/links';
import { organizations, rosterMembers, rosters } from '../schema/organizations';

/*
 * Coach and roster links by invitation (issue 34 §4, decision 104). Every write that links or unlinks
 * is one `db.batch`: the invitation's status and the membership row change together or not at all.
 * Each statement names the account allowed to make it (the player who answers, the inviter who
 * withdraws), so a guessed id changes nothing.
 */

const inv = linkInvitations;
const inviter = alias(accounts, 'inviter');
const player = alias(accounts, 'player');
const member = alias(accounts, 'member');

/** The account of a username (usernames are stored lower case). */
export function accountOfUsernameQuery(db: Db, username: string) {
  return db
    .select({
      id: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      username: accounts.username,
    })
    .from(accounts)
    .where(eq(accounts.username, username))
    .limit(1);
}

/** The organizations an account is staff of. */
export function staffOrganizationsQuery(db: Db, accountId: number) {
  return db
    .select({ organizationId: organizationStaff.organizationId })
    .from(organizationStaff)
    .where(eq(organizationStaff.accountId, accountId));
}

/** A roster with its organization. */
export function rosterQuery(db: Db, rosterId: number) {
  return db
    .select({
      rosterId: rosters.id,
      name: rosters.name,
      organizationId: rosters.organizationId,
      short: organizations.short,
      organizationName: sql<string>`${organizations.name}`.as('organization_name'),
    })
    .from(rosters)
    .innerJoin(organizations, eq(organizations.id, rosters.organizationId))
    .where(eq(rosters.id, rosterId))
    .limit(1);
}

export function circleLinkQuery(db: Db, playerAccountId: number, memberAccountId: number) {
  return db
    .select({ accountId: subCircleMembers.accountId })
    .from(subCircleMembers)
    .where(
      and(
        eq(subCircleMembers.accountId, playerAccountId),
        eq(subCircleMembers.memberAccountId, memberAccountId),
      ),
    );
}

export function rosterLinkQuery(db: Db, rosterId: number, playerAccountId: number) {
  return db
    .select({ accountId: rosterMembers.accountId })
    .from(rosterMembers)
    .where(and(eq(rosterMembers.rosterId, rosterId), eq(rosterMembers.accountId, playerAccountId)));
}

/** How many of an account's invitations wait for an answer. */
export function pendingSentCountQuery(db: Db, inviterAccountId: number) {
  return db
    .select({ n: count() })
    .from(inv)
    .where(and(eq(inv.inviterAccountId, inviterAccountId), eq(inv.status, 'pending')));
}

/** A pending invitation of the same kind, inviter (or roster) and player. */
export function pendingDuplicateQuery(
  db: Db,
  invitation: {
    kind: 'sub-circle' | 'roster';
    inviterAccountId: number;
    playerAccountId: number;
    rosterId: number | null;
  },
) {
  return db
    .select({ id: inv.id })
    .from(inv)
    .where(
      and(
        eq(inv.kind, invitation.kind),
        eq(inv.playerAccountId, invitation.playerAccountId),
        eq(inv.status, 'pending'),
        invitation.kind === 'roster'
          ? eq(inv.rosterId, invitation.rosterId ?? 0)
          : eq(inv.inviterAccountId, invitation.inviterAccountId),
      ),
    )
    .limit(1);
}

/**
 * Stores a pending invitation; none when an equal one is pending already (the partial unique
 * indexes decide, so two requests at once store one).
 */
export function createInvitationStatement(
  db: Db,
  invitation: {
    kind: 'sub-circle' | 'roster';
    inviterAccountId: number;
    playerAccountId: number;
    rosterId: number | null;
    now: string;
  },
) {
  return db
    .insert(inv)
    .values({
      kind: invitation.kind,
      inviterAccountId: invitation.inviterAccountId,
      playerAccountId: invitation.playerAccountId,
      rosterId: invitation.rosterId,
      status: 'pending',
      createdAt: invitation.now,
    })
    .onConflictDoNothing()
    .returning({ id: inv.id });
}

/** An invitation's own row. */
export function invitationQuery(db: Db, id: number) {
  return db.select().from(inv).where(eq(inv.id, id)).limit(1);
}

/**
 * The player accepts: the status and the membership in one batch. The membership is written from
 * the invitation this batch accepted (status accepted at this very time), so a second accept, or one
 * racing a decline, links nothing.
 */
export function acceptStatements(db: Db, id: number, playerAccountId: number, now: string) {
  const accepted = and(eq(inv.id, id), eq(inv.status, 'accepted'), eq(inv.decidedAt, now));
  return [
    db
      .update(inv)
      .set({ status: 'accepted', decidedAt: now })
      .where(and(eq(inv.id, id), eq(inv.playerAccountId, playerAccountId), eq(inv.status, 'pending')))
      .returning({ id: inv.id, kind: inv.kind }),
    db
      .insert(subCircleMembers)
      .select(
        db
          .select({ accountId: inv.playerAccountId, memberAccountId: inv.inviterAccountId })
          .from(inv)
          .where(and(accepted, eq(inv.kind, 'sub-circle'))),
      )
      .onConflictDoNothing(),
    db
      .insert(rosterMembers)
      .select(
        db
          .select({ rosterId: sql<number>`${inv.rosterId}`.as('roster_id'), accountId: inv.playerAccountId })
          .from(inv)
          .where(and(accepted, eq(inv.kind, 'roster'), sql`${inv.rosterId} is not null`)),
      )
      .onConflictDoNothing(),
  ] as const;
}

/** The player declines a pending invitation. */
export function declineStatement(db: Db, id: number, playerAccountId: number, now: string) {
  return db
    .update(inv)
    .set({ status: 'declined', decidedAt: now })
    .where(and(eq(inv.id, id), eq(inv.playerAccountId, playerAccountId), eq(inv.status, 'pending')))
    .returning({ id: inv.id });
}

/** The inviter withdraws a pending invitation (it ends as revoked, never answered). */
export function withdrawStatement(db: Db, id: number, inviterAccountId: number, now: string) {
  return db
    .update(inv)
    .set({ status: 'revoked', decidedAt: now, endedAt: now, endedBy: inviterAccountId })
    .where(and(eq(inv.id, id), eq(inv.inviterAccountId, inviterAccountId), eq(inv.status, 'pending')))
    .returning({ id: inv.id });
}

/** Ends a sub-circle link: the membership goes, its accepted invitation (if any) is marked revoked. */
export function endCircleLinkStatements(
  db: Db,
  link: { playerAccountId: number; memberAccountId: number },
  endedBy: number,
  now: string,
) {
  return [
    db
      .delete(subCircleMembers)
      .where(
        and(
          eq(subCircleMembers.accountId, link.playerAccountId),
          eq(subCircleMembers.memberAccountId, link.memberAccountId),
        ),
      )
      .returning({ accountId: subCircleMembers.accountId }),
    db
      .update(inv)
      .set({ status: 'revoked', endedAt: now, endedBy })
      .where(
        and(
          eq(inv.kind, 'sub-circle'),
          eq(inv.playerAccountId, link.playerAccountId),
          eq(inv.inviterAccountId, link.memberAccountId),
          eq(inv.status, 'accepted'),
        ),
      ),
  ] as const;
}

/** Ends a roster link: the roster membership goes, its accepted invitation (if any) is marked revoked. */
export function endRosterLinkStatements(
  db: Db,
  link: { rosterId: number; playerAccountId: number },
  endedBy: number,
  now: string,
) {
  return [
    db
      .delete(rosterMembers)
      .where(
        and(eq(rosterMembers.rosterId, link.rosterId), eq(rosterMembers.accountId, link.playerAccountId)),
      )
      .returning({ accountId: rosterMembers.accountId }),
    db
      .update(inv)
      .set({ status: 'revoked', endedAt: now, endedBy })
      .where(
        and(
          eq(inv.kind, 'roster'),
          eq(inv.rosterId, link.rosterId),
          eq(inv.playerAccountId, link.playerAccountId),
          eq(inv.status, 'accepted'),
        ),
      ),
  ] as const;
}

const personColumns = (table: typeof player | typeof member, prefix: string) => ({
  accountId: sql<number>`${table.id}`.as(`${prefix}_id`),
  firstName: sql<string>`${table.firstName}`.as(`${prefix}_first`),
  lastName: sql<string>`${table.lastName}`.as(`${prefix}_last`),
  username: sql<string | null>`${table.username}`.as(`${prefix}_username`),
});

// D1 answers a batch's rows by column name: every selected column of a join has a name of its own.

function invitationViews(db: Db) {
  return db
    .select({
      id: inv.id,
      kind: inv.kind,
      status: inv.status,
      createdAt: inv.createdAt,
      inviterId: sql<number>`${inviter.id}`.as('inviter_id'),
      inviterFirst: sql<string>`${inviter.firstName}`.as('inviter_first'),
      inviterLast: sql<string>`${inviter.lastName}`.as('inviter_last'),
      inviterUsername: sql<string | null>`${inviter.username}`.as('inviter_username'),
      playerId: sql<number>`${player.id}`.as('player_id'),
      playerFirst: sql<string>`${player.firstName}`.as('player_first'),
      playerLast: sql<string>`${player.lastName}`.as('player_last'),
      playerUsername: sql<string | null>`${player.username}`.as('player_username'),
      rosterId: sql<number | null>`${rosters.id}`.as('roster_id_'),
      rosterName: sql<string | null>`${rosters.name}`.as('roster_name'),
      short: organizations.short,
      organizationName: sql<string | null>`${organizations.name}`.as('organization_name'),
    })
    .from(inv)
    .innerJoin(inviter, eq(inviter.id, inv.inviterAccountId))
    .innerJoin(player, eq(player.id, inv.playerAccountId))
    .leftJoin(rosters, eq(rosters.id, inv.rosterId))
    .leftJoin(organizations, eq(organizations.id, rosters.organizationId));
}

/** Pending invitations received (`side` player) or sent (`side` inviter), newest first. */
function pendingInvitations(db: Db, accountId: number, side: 'player' | 'inviter') {
  return invitationViews(db)
    .where(
      and(
        eq(inv.status, 'pending'),
        side === 'player' ? eq(inv.playerAccountId, accountId) : eq(inv.inviterAccountId, accountId),
      ),
    )
    .orderBy(desc(inv.createdAt), desc(inv.id))
    .limit(200);
}

/** One invitation with the names it shows. */
export function invitationViewQuery(db: Db, id: number) {
  return invitationViews(db).where(eq(inv.id, id)).limit(1);
}

export type InvitationRow = Awaited<ReturnType<typeof invitationViewQuery>>[number];

/** The account's sub-circle links, both sides: its own circle's members, and the players it sees. */
function circleLinks(db: Db, accountId: number) {
  return db
    .select({
      player: personColumns(player, 'player'),
      member: personColumns(member, 'member'),
    })
    .from(subCircleMembers)
    .innerJoin(player, eq(player.id, subCircleMembers.accountId))
    .innerJoin(member, eq(member.id, subCircleMembers.memberAccountId))
    .where(or(eq(subCircleMembers.accountId, accountId), eq(subCircleMembers.memberAccountId, accountId)))
    .orderBy(asc(player.lastName), asc(player.firstName), asc(member.lastName), asc(member.firstName))
    .limit(500);
}

/** The rosters the account is on, and (for staff) the members of the rosters it manages. */
function rosterLinks(db: Db, accountId: number) {
  const managed = sql`${rosters.organizationId} in (select ${organizationStaff.organizationId} from ${organizationStaff} where ${organizationStaff.accountId} = ${accountId})`;
  return db
    .select({
      player: personColumns(player, 'player'),
      rosterId: sql<number>`${rosters.id}`.as('roster_id_'),
      rosterName: sql<string>`${rosters.name}`.as('roster_name'),
      short: organizations.short,
      organizationName: sql<string>`${organizations.name}`.as('organization_name'),
    })
    .from(rosterMembers)
    .innerJoin(rosters, eq(rosters.id, rosterMembers.rosterId))
    .innerJoin(organizations, eq(organizations.id, rosters.organizationId))
    .innerJoin(player, eq(player.id, rosterMembers.accountId))
    .where(or(eq(rosterMembers.accountId, accountId), managed))
    .orderBy(asc(organizations.name), asc(rosters.name), asc(player.lastName), asc(player.firstName))
    .limit(500);
}

/** The rosters of the organizations the account is staff of (the invite form's choices). */
function managedRosters(db: Db, accountId: number) {
  return db
    .select({
      rosterId: rosters.id,
      name: rosters.name,
      short: organizations.short,
      organizationName: sql<string>`${organizations.name}`.as('organization_name'),
    })
    .from(rosters)
    .innerJoin(organizations, eq(organizations.id, rosters.organizationId))
    .innerJoin(
      organizationStaff,
      and(
        eq(organizationStaff.organizationId, rosters.organizationId),
        eq(organizationStaff.accountId, accountId),
      ),
    )
    .orderBy(asc(organizations.name), asc(rosters.name))
    .limit(200);
}

/** Everything the links view of one account reads, for one batch. */
export function accountLinksQueries(db: Db, accountId: number) {
  return [
    pendingInvitations(db, accountId, 'player'),
    pendingInvitations(db, accountId, 'inviter'),
    circleLinks(db, accountId),
    rosterLinks(db, accountId),
    managedRosters(db, accountId),
  ] as const;
}

/** An organization by its short name (spec 1 §2: case aside, an exact spelling first). */
export function organizationByShortQuery(db: Db, short: string) {
  return db
    .select({ id: organizations.id, name: organizations.name, short: organizations.short })
    .from(organizations)
    .where(sql`${organizations.short} = ${short} collate nocase`)
    .orderBy(sql`${organizations.short} = ${short} desc`)
    .limit(1);
}

/** Makes an account staff of an organization (nothing when it is already). */
export function addStaffStatement(db: Db, organizationId: number, accountId: number) {
  return db.insert(organizationStaff).values({ organizationId, accountId }).onConflictDoNothing();
}

/** Ends an account's place among an organization's staff. */
export function removeStaffStatement(db: Db, organizationId: number, accountId: number) {
  return db
    .delete(organizationStaff)
    .where(
      and(eq(organizationStaff.organizationId, organizationId), eq(organizationStaff.accountId, accountId)),
    )
    .returning({ accountId: organizationStaff.accountId });
}
