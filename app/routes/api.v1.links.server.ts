import type { AppLoadContext } from '@remix-run/cloudflare';
import { fullName } from '~/domain/accounts/names';
import {
  type Actor,
  type InvitationRequest,
  type InvitationView,
  LINK_MESSAGES,
  type LinkKey,
  type LinksAnswer,
  type LinkView,
  linkHref,
  MAX_PENDING_SENT,
  mayDecide,
  mayEndCircleLink,
  mayEndRosterLink,
  mayManageRoster,
  mayManageStaff,
  parsePathId,
  type StaffAnswer,
} from '~/domain/links/links';
import type { ApiError } from '~/server/api/errors';
import { requireTokenViewer } from '~/server/api-auth.server';
import { requestNow } from '~/server/clock.server';
import type { Db } from '~db/client';
import { refreshPlayerDiscovery } from '~db/queries/discovery';
import {
  acceptStatements,
  accountLinksQueries,
  accountOfUsernameQuery,
  addStaffStatement,
  circleLinkQuery,
  createInvitationStatement,
  declineStatement,
  endCircleLinkStatements,
  endRosterLinkStatements,
  type InvitationRow,
  invitationQuery,
  invitationViewQuery,
  organizationByShortQuery,
  pendingDuplicateQuery,
  pendingSentCountQuery,
  removeStaffStatement,
  rosterLinkQuery,
  rosterQuery,
  staffOrganizationsQuery,
  withdrawStatement,
} from '~db/queries/links';
import type { RoundShards } from '~db/shards';

/*
 * Coach and roster links by invitation (issue 34 §4, decision 104), shared by the API
 * (/api/v1/links…) and the settings page's "Coaches and teams": each step checks who may take it
 * (app/domain/links/links.ts), then writes in one batch. A refusal is a status and a sentence; an
 * invitation or link the actor has no part in is "not found", whether it exists or not.
 */

export type LinkRefusal = { ok: false; status: 400 | 403 | 404 | 409; message: string; path?: string };
export type LinkResult<T> = ({ ok: true } & T) | LinkRefusal;

function refuse(status: LinkRefusal['status'], message: string, path?: string): LinkRefusal {
  return path === undefined ? { ok: false, status, message } : { ok: false, status, message, path };
}

type PersonRow = { accountId: number; firstName: string; lastName: string; username: string | null };
const personView = (row: PersonRow) => ({
  accountId: row.accountId,
  name: fullName(row),
  username: row.username,
});

function invitationView(row: InvitationRow): InvitationView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    from: personView({
      accountId: row.inviterId,
      firstName: row.inviterFirst,
      lastName: row.inviterLast,
      username: row.inviterUsername,
    }),
    player: personView({
      accountId: row.playerId,
      firstName: row.playerFirst,
      lastName: row.playerLast,
      username: row.playerUsername,
    }),
    roster:
      row.rosterId === null
        ? null
        : {
            rosterId: row.rosterId,
            name: row.rosterName ?? '',
            organization: { short: row.short ?? '', name: row.organizationName ?? '' },
          },
    createdAt: row.createdAt,
  };
}

async function viewOf(db: Db, id: number): Promise<InvitationView | null> {
  const [row] = await invitationViewQuery(db, id);
  return row ? invitationView(row) : null;
}

/** The actor invites a player by username: to the actor's circle, or onto a roster the actor manages. */
export async function invite(
  db: Db,
  actor: Actor,
  request: InvitationRequest,
  now: Date,
): Promise<LinkResult<{ invitation: InvitationView }>> {
  const rosterId = request.kind === 'roster' ? request.rosterId : null;
  const [[invitee], staff, [roster], [pending]] = await db.batch([
    accountOfUsernameQuery(db, request.username),
    staffOrganizationsQuery(db, actor.accountId),
    rosterQuery(db, rosterId ?? 0),
    pendingSentCountQuery(db, actor.accountId),
  ]);
  if (!invitee) return refuse(404, LINK_MESSAGES.unknownPlayer(request.username), 'username');
  if (invitee.id === actor.accountId) return refuse(400, LINK_MESSAGES.yourself, 'username');
  const staffIds = staff.map((row) => row.organizationId);
  if (rosterId !== null) {
    if (!roster || !mayManageRoster(actor, staffIds, roster.organizationId))
      return refuse(403, LINK_MESSAGES.rosterNotManaged, 'rosterId');
  }
  const name = fullName(invitee);
  const invitation = {
    kind: request.kind,
    inviterAccountId: actor.accountId,
    playerAccountId: invitee.id,
    rosterId,
  };
  const [linked, [duplicate]] = await db.batch([
    rosterId === null
      ? circleLinkQuery(db, invitee.id, actor.accountId)
      : rosterLinkQuery(db, rosterId, invitee.id),
    pendingDuplicateQuery(db, invitation),
  ]);
  if (linked.length > 0)
    return refuse(
      409,
      rosterId === null ? LINK_MESSAGES.alreadyInCircle(name) : LINK_MESSAGES.alreadyOnRoster(name),
    );
  if (duplicate) return refuse(409, LINK_MESSAGES.duplicate(name));
  if ((pending?.n ?? 0) >= MAX_PENDING_SENT) return refuse(409, LINK_MESSAGES.tooManyPending);
  const [created] = await createInvitationStatement(db, { ...invitation, now: now.toISOString() });
  // The pending index refused it: an equal invitation was stored in between.
  if (!created) return refuse(409, LINK_MESSAGES.duplicate(name));
  const view = await viewOf(db, created.id);
  if (!view) return refuse(409, LINK_MESSAGES.duplicate(name));
  return { ok: true, invitation: view };
}

/** The invited player accepts (the membership is written in the same batch) or declines. */
export async function answerInvitation(
  db: Db,
  shards: RoundShards,
  actor: Actor,
  id: number,
  answer: 'accept' | 'decline',
  now: Date,
): Promise<LinkResult<{ invitation: InvitationView }>> {
  const [row] = await invitationQuery(db, id);
  if (!row || !mayDecide(actor, row)) return refuse(404, LINK_MESSAGES.noInvitation);
  if (row.status !== 'pending') return refuse(409, LINK_MESSAGES.decided);
  const at = now.toISOString();
  if (answer === 'accept') {
    const [accepted] = await db.batch(acceptStatements(db, id, actor.accountId, at));
    if (accepted.length === 0) return refuse(409, LINK_MESSAGES.decided);
    // A roster decides a player's organization in discovery (decision 093).
    if (row.kind === 'roster') await refreshPlayerDiscovery(db, shards, [row.playerAccountId]);
  } else {
    const declined = await declineStatement(db, id, actor.accountId, at);
    if (declined.length === 0) return refuse(409, LINK_MESSAGES.decided);
  }
  const view = await viewOf(db, id);
  return view ? { ok: true, invitation: view } : refuse(404, LINK_MESSAGES.noInvitation);
}

/** The inviter withdraws an invitation that waits for an answer. */
export async function withdrawInvitation(
  db: Db,
  actor: Actor,
  id: number,
  now: Date,
): Promise<LinkResult<{ invitation: InvitationView }>> {
  const withdrawn = await withdrawStatement(db, id, actor.accountId, now.toISOString());
  if (withdrawn.length === 0) return refuse(404, LINK_MESSAGES.noSentInvitation);
  const view = await viewOf(db, id);
  return view ? { ok: true, invitation: view } : refuse(404, LINK_MESSAGES.noSentInvitation);
}

/** Either side ends a link: the membership row goes and its invitation is marked revoked, in one batch. */
export async function endLink(
  db: Db,
  shards: RoundShards,
  actor: Actor,
  link: LinkKey,
  now: Date,
): Promise<LinkResult<object>> {
  const at = now.toISOString();
  if (link.kind === 'sub-circle') {
    if (!mayEndCircleLink(actor, link)) return refuse(404, LINK_MESSAGES.noLink);
    const [deleted] = await db.batch(endCircleLinkStatements(db, link, actor.accountId, at));
    return deleted.length === 0 ? refuse(404, LINK_MESSAGES.noLink) : { ok: true };
  }
  const [[roster], staff] = await db.batch([
    rosterQuery(db, link.rosterId),
    staffOrganizationsQuery(db, actor.accountId),
  ]);
  const staffIds = staff.map((row) => row.organizationId);
  if (!roster || !mayEndRosterLink(actor, { ...link, organizationId: roster.organizationId }, staffIds))
    return refuse(404, LINK_MESSAGES.noLink);
  const [deleted] = await db.batch(endRosterLinkStatements(db, link, actor.accountId, at));
  if (deleted.length === 0) return refuse(404, LINK_MESSAGES.noLink);
  await refreshPlayerDiscovery(db, shards, [link.playerAccountId]);
  return { ok: true };
}

export type ManagedRoster = { rosterId: number; name: string; organization: { short: string; name: string } };

/** The account's invitations (received and sent, waiting) and links, and the rosters it manages. */
export async function accountLinks(
  db: Db,
  accountId: number,
): Promise<LinksAnswer & { managedRosters: Array<ManagedRoster> }> {
  const [received, sent, circles, rosterRows, managed] = await db.batch(accountLinksQueries(db, accountId));
  const links: Array<LinkView> = [
    ...circles.map((row) => ({
      kind: 'sub-circle' as const,
      player: personView(row.player),
      member: personView(row.member),
      roster: null,
      href: linkHref({
        kind: 'sub-circle',
        playerAccountId: row.player.accountId,
        memberAccountId: row.member.accountId,
      }),
    })),
    ...rosterRows.map((row) => ({
      kind: 'roster' as const,
      player: personView(row.player),
      member: null,
      roster: {
        rosterId: row.rosterId,
        name: row.rosterName,
        organization: { short: row.short, name: row.organizationName },
      },
      href: linkHref({ kind: 'roster', rosterId: row.rosterId, playerAccountId: row.player.accountId }),
    })),
  ];
  return {
    received: received.map(invitationView),
    sent: sent.map(invitationView),
    links,
    managedRosters: managed.map((row) => ({
      rosterId: row.rosterId,
      name: row.name,
      organization: { short: row.short, name: row.organizationName },
    })),
  };
}

const noStore = { 'Cache-Control': 'no-store' };

/** A refusal as the JSON APIs answer one: the sentence, and the field it is about when there is one. */
export function refusalResponse(refusal: LinkRefusal): Response {
  const body: ApiError =
    refusal.path === undefined
      ? { error: refusal.message }
      : { error: refusal.message, issues: [{ path: refusal.path, message: refusal.message }] };
  return Response.json(body, { status: refusal.status, headers: noStore });
}

export function linksJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: noStore });
}

/** Another method than the address answers: 405, naming the ones it does. */
export function linksMethodNotAllowed(allow: string, sentence: string): Response {
  const body: ApiError = { error: sentence };
  return Response.json(body, { status: 405, headers: { ...noStore, Allow: allow } });
}

/** The account of the request's bearer token, with its role (the links API is the app's: tokens only). */
export async function requireLinksActor(request: Request, context: AppLoadContext): Promise<Actor> {
  const viewer = await requireTokenViewer(request, context);
  return { accountId: viewer.accountId, isProductManager: viewer.isProductManager };
}

/** The accept and decline routes: POST, a bearer token, an invitation id of the path. */
export async function answerInvitationRoute(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
  answer: 'accept' | 'decline',
): Promise<Response> {
  if (request.method !== 'POST') return answerOnly(answer);
  const actor = await requireLinksActor(request, context);
  const id = parsePathId(rawId);
  if (id === null) return refusalResponse(refuse(404, LINK_MESSAGES.noInvitation));
  const result = await answerInvitation(
    context.db,
    context.shards,
    actor,
    id,
    answer,
    requestNow(request, context.config),
  );
  if (!result.ok) return refusalResponse(result);
  return linksJson({ invitation: result.invitation });
}

export function answerOnly(answer: 'accept' | 'decline'): Response {
  return linksMethodNotAllowed('POST', `Use POST (no body) to ${answer} an invitation.`);
}

/** The routes that end a link: DELETE, a bearer token, the link named by the path (null: no such link). */
export async function endLinkRoute(request: Request, context: AppLoadContext, link: LinkKey | null) {
  if (request.method !== 'DELETE') return endOnly();
  const actor = await requireLinksActor(request, context);
  if (link === null) return refusalResponse(refuse(404, LINK_MESSAGES.noLink));
  const result = await endLink(context.db, context.shards, actor, link, requestNow(request, context.config));
  if (!result.ok) return refusalResponse(result);
  return new Response(null, { status: 204, headers: noStore });
}

export function endOnly(): Response {
  return linksMethodNotAllowed('DELETE', 'Use DELETE to end a link.');
}

type LinkForm =
  | { intent: 'link-invite'; username: string; rosterId?: number | undefined }
  | { intent: 'link-accept' | 'link-decline' | 'link-withdraw'; invitationId: number }
  | { intent: 'link-end'; link: LinkKey };

/** The settings page's "Coaches and teams" forms: the same steps as the API, answered with a sentence. */
export async function linkFormAction(
  db: Db,
  shards: RoundShards,
  actor: Actor,
  form: LinkForm,
  now: Date,
): Promise<LinkResult<{ toast: string }>> {
  switch (form.intent) {
    case 'link-invite': {
      const request: InvitationRequest =
        form.rosterId === undefined
          ? { kind: 'sub-circle', username: form.username }
          : { kind: 'roster', rosterId: form.rosterId, username: form.username };
      const result = await invite(db, actor, request, now);
      if (!result.ok) return result;
      const { player, roster } = result.invitation;
      return {
        ok: true,
        toast: roster
          ? `${player.name} is invited onto ${roster.name}; they appear there once they accept.`
          : `${player.name} is invited; you see their pages once they accept.`,
      };
    }
    case 'link-accept':
    case 'link-decline': {
      const answer = form.intent === 'link-accept' ? 'accept' : 'decline';
      const result = await answerInvitation(db, shards, actor, form.invitationId, answer, now);
      if (!result.ok) return result;
      const { from, roster } = result.invitation;
      if (answer === 'decline') return { ok: true, toast: 'Invitation declined.' };
      return {
        ok: true,
        toast: roster
          ? `You are on ${roster.name} of ${roster.organization.name}.`
          : `${from.name} now sees all your pages.`,
      };
    }
    case 'link-withdraw': {
      const result = await withdrawInvitation(db, actor, form.invitationId, now);
      return result.ok ? { ok: true, toast: 'Invitation withdrawn.' } : result;
    }
    case 'link-end': {
      const result = await endLink(db, shards, actor, form.link, now);
      return result.ok ? { ok: true, toast: 'The link is removed.' } : result;
    }
  }
}

/**
 * PUT / DELETE /api/v1/organizations/{short}/staff/{username} (decision 104): a product manager
 * makes an account staff of an organization (it may then invite players onto its rosters), or ends it.
 */
export async function staffRoute(
  request: Request,
  context: AppLoadContext,
  short: string | undefined,
  username: string | undefined,
): Promise<Response> {
  if (request.method !== 'PUT' && request.method !== 'DELETE') {
    return linksMethodNotAllowed('PUT, DELETE', 'Use PUT to add a staff member, DELETE to remove one.');
  }
  const actor = await requireLinksActor(request, context);
  if (!mayManageStaff(actor)) return refusalResponse(refuse(403, LINK_MESSAGES.staffOnlyManagers));
  const name = (username ?? '').replace(/^@/, '').toLowerCase().slice(0, 100);
  const organizationShort = (short ?? '').slice(0, 100);
  const { db } = context;
  const [[organization], [account]] = await db.batch([
    organizationByShortQuery(db, organizationShort),
    accountOfUsernameQuery(db, name),
  ]);
  if (!organization)
    return refusalResponse(refuse(404, LINK_MESSAGES.unknownOrganization(organizationShort)));
  if (!account?.username) return refusalResponse(refuse(404, LINK_MESSAGES.unknownAccount(name)));
  const answer: StaffAnswer = {
    organization: { short: organization.short, name: organization.name },
    account: { accountId: account.id, username: account.username },
    staff: request.method === 'PUT',
  };
  if (request.method === 'PUT') {
    await addStaffStatement(db, organization.id, account.id);
    return linksJson(answer);
  }
  const removed = await removeStaffStatement(db, organization.id, account.id);
  if (removed.length === 0) return refusalResponse(refuse(404, LINK_MESSAGES.notStaff(account.username)));
  return linksJson(answer);
}
