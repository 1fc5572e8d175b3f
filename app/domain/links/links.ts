import { z } from 'zod';
import { USERNAME_MAX } from '../accounts/usernames';

/*
 * Coach and roster links by invitation (issue 34 §4, decision 104). A coach or parent asks to join a
 * player's sub-circle (spec 1 §6: its members see every feature of the player); an organization's
 * staff asks a player onto a roster. Nothing links until the player accepts; either side ends a link.
 */

export const LINK_KINDS = ['sub-circle', 'roster'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How many invitations an account may have waiting for an answer at once (a brake on mass invites). */
export const MAX_PENDING_SENT = 50;

export const LINK_MESSAGES = {
  username: 'Enter the username of the player to invite.',
  usernameLong: `A username has at most ${USERNAME_MAX} characters.`,
  kind: 'The kind is "sub-circle" (you see the player\'s pages) or "roster" (the player joins a roster).',
  rosterId: 'Give the roster as its number (rosterId).',
  invitationId: 'The invitation is named by its number.',
  unknownPlayer: (username: string) => `No player has the username "${username}".`,
  yourself: 'You cannot invite yourself.',
  rosterNotManaged: 'You may not invite players to this roster: only its organization’s staff can.',
  alreadyInCircle: (name: string) => `${name} has already accepted you; you see their pages.`,
  alreadyOnRoster: (name: string) => `${name} is already on this roster.`,
  duplicate: (name: string) =>
    `You have already invited ${name}; the invitation is waiting for their answer.`,
  tooManyPending: `You have ${MAX_PENDING_SENT} invitations waiting for an answer; wait for some of them, or withdraw one, before inviting again.`,
  noInvitation: 'There is no such invitation waiting for your answer.',
  noSentInvitation: 'There is no such invitation of yours waiting for an answer.',
  noLink: 'There is no such link of yours.',
  decided: 'This invitation was already answered.',
  unknownForm: 'Unknown form. Reload the page and try again.',
  staffOnlyManagers: 'Only a product manager adds or removes an organization’s staff.',
  unknownOrganization: (short: string) => `No organization has the short name "${short}".`,
  unknownAccount: (username: string) => `No account has the username "${username}".`,
  notStaff: (username: string) => `@${username} is not on this organization’s staff.`,
} as const;

const username = z
  .string({ error: LINK_MESSAGES.username })
  .trim()
  .min(1, LINK_MESSAGES.username)
  .max(USERNAME_MAX, LINK_MESSAGES.usernameLong)
  // A username may be typed with the @ it is shown with.
  .transform((value) => value.replace(/^@/, '').toLowerCase());

// Roster ids may be negative (spec 1 §2: an optional minus sign followed by digits).
const rosterId = z
  .number({ error: LINK_MESSAGES.rosterId })
  .int(LINK_MESSAGES.rosterId)
  .min(-(2 ** 53 - 1), LINK_MESSAGES.rosterId)
  .max(2 ** 53 - 1, LINK_MESSAGES.rosterId);

/** POST /api/v1/links/invitations: whom to invite, and to what. */
export const invitationRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('sub-circle'), username }),
    z.object({ kind: z.literal('roster'), rosterId, username }),
  ],
  { error: LINK_MESSAGES.kind },
);
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;

/** A positive whole number in a path (an invitation or account id); anything else names nothing (404). */
export function parsePathId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/** A roster id in a path: an optional minus sign and digits (spec 1 §2). */
export function parseRosterId(value: string | undefined): number | null {
  if (value === undefined || !/^-?\d{1,16}$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

// ---------------------------------------------------------------------------------------------------
// Who may do what (each rule is checked by the server before any write).

export type Actor = { accountId: number; isProductManager: boolean };

/** Decision 104: an organization's staff, or a product manager, manages its rosters. */
export function mayManageRoster(
  actor: Actor,
  staffOrganizationIds: ReadonlyArray<number>,
  organizationId: number,
) {
  return actor.isProductManager || staffOrganizationIds.includes(organizationId);
}

/**
 * Decision 104: only the invited player answers an invitation. A parent cannot be told apart from a
 * coach in the data (spec 1 §6 names no such role), so no one answers for the player.
 */
export function mayDecide(actor: Actor, invitation: { playerAccountId: number }) {
  return actor.accountId === invitation.playerAccountId;
}

/** Either side ends a sub-circle link: the player removes a coach, or the coach (parent) leaves. */
export function mayEndCircleLink(actor: Actor, link: { playerAccountId: number; memberAccountId: number }) {
  return (
    actor.isProductManager ||
    actor.accountId === link.playerAccountId ||
    actor.accountId === link.memberAccountId
  );
}

/** Either side ends a roster link: the player leaves, or the organization's staff removes the player. */
export function mayEndRosterLink(
  actor: Actor,
  link: { playerAccountId: number; organizationId: number },
  staffOrganizationIds: ReadonlyArray<number>,
) {
  return (
    actor.accountId === link.playerAccountId ||
    mayManageRoster(actor, staffOrganizationIds, link.organizationId)
  );
}

/** Decision 104: a product manager adds and removes an organization's staff. */
export function mayManageStaff(actor: Actor): boolean {
  return actor.isProductManager;
}

// ---------------------------------------------------------------------------------------------------
// The JSON answers of the API (the OpenAPI document is generated from these).

const person = z.object({
  accountId: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
});

const roster = z.object({
  rosterId: z.number().int(),
  name: z.string(),
  organization: z.object({ short: z.string(), name: z.string() }),
});

export const invitationViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LINK_KINDS),
  status: z.enum(INVITATION_STATUSES),
  from: person,
  player: person,
  roster: roster.nullable(),
  createdAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const linkViewSchema = z.object({
  kind: z.enum(LINK_KINDS),
  player: person,
  /** sub-circle: the coach or parent who sees the player's pages. */
  member: person.nullable(),
  roster: roster.nullable(),
  /** The address that ends the link (DELETE). */
  href: z.string(),
});
export type LinkView = z.infer<typeof linkViewSchema>;

export const linksAnswerSchema = z.object({
  /** Invitations waiting for this account's answer. */
  received: z.array(invitationViewSchema),
  /** This account's invitations waiting for the player's answer. */
  sent: z.array(invitationViewSchema),
  /** The links this account is one side of (or, for staff, whose roster it manages). */
  links: z.array(linkViewSchema),
});
export type LinksAnswer = z.infer<typeof linksAnswerSchema>;

export const invitationAnswerSchema = z.object({ invitation: invitationViewSchema });

export const staffAnswerSchema = z.object({
  organization: z.object({ short: z.string(), name: z.string() }),
  account: z.object({ accountId: z.number().int(), username: z.string() }),
  staff: z.boolean(),
});
export type StaffAnswer = z.infer<typeof staffAnswerSchema>;

/** The address that ends a link. */
export function linkHref(link: LinkKey): string {
  return link.kind === 'sub-circle'
    ? `/api/v1/links/sub-circle/${link.playerAccountId}/${link.memberAccountId}`
    : `/api/v1/links/roster/${link.rosterId}/${link.playerAccountId}`;
}

// ---------------------------------------------------------------------------------------------------
// The settings page's forms (/dashboard/settings, "Coaches and teams"), posted with the other forms.

const formId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(2 ** 53 - 1, message);
const formRosterId = z.coerce
  .number({ error: LINK_MESSAGES.rosterId })
  .int(LINK_MESSAGES.rosterId)
  .min(-(2 ** 53 - 1), LINK_MESSAGES.rosterId)
  .max(2 ** 53 - 1, LINK_MESSAGES.rosterId);

/** Invite a player by username: to the inviter's circle, or (staff) onto a roster. */
export const inviteFormSchema = z.object({
  intent: z.literal('link-invite'),
  username,
  rosterId: formRosterId.optional(),
});

/** Accept an invitation received. */
export const acceptFormSchema = z.object({
  intent: z.literal('link-accept'),
  invitationId: formId(LINK_MESSAGES.invitationId),
});

/** Decline an invitation received. */
export const declineFormSchema = z.object({
  intent: z.literal('link-decline'),
  invitationId: formId(LINK_MESSAGES.invitationId),
});

/** Withdraw an invitation sent. */
export const withdrawFormSchema = z.object({
  intent: z.literal('link-withdraw'),
  invitationId: formId(LINK_MESSAGES.invitationId),
});

export type LinkKey =
  | { kind: 'sub-circle'; playerAccountId: number; memberAccountId: number }
  | { kind: 'roster'; rosterId: number; playerAccountId: number };

/** A link named in one field: "sub-circle:{player}:{member}" or "roster:{roster}:{player}". */
export function linkKey(link: LinkKey): string {
  return link.kind === 'sub-circle'
    ? `sub-circle:${link.playerAccountId}:${link.memberAccountId}`
    : `roster:${link.rosterId}:${link.playerAccountId}`;
}

export function parseLinkKey(value: string): LinkKey | null {
  const circle = /^sub-circle:(\d{1,16}):(\d{1,16})$/.exec(value);
  if (circle) {
    const playerAccountId = parsePathId(circle[1]);
    const memberAccountId = parsePathId(circle[2]);
    return playerAccountId && memberAccountId
      ? { kind: 'sub-circle', playerAccountId, memberAccountId }
      : null;
  }
  const roster = /^roster:(-?\d{1,16}):(\d{1,16})$/.exec(value);
  if (!roster) return null;
  const rosterId = parseRosterId(roster[1]);
  const playerAccountId = parsePathId(roster[2]);
  return rosterId !== null && playerAccountId ? { kind: 'roster', rosterId, playerAccountId } : null;
}

/** End a link (its key, as the page lists it). */
export const endLinkFormSchema = z.object({
  intent: z.literal('link-end'),
  link: z
    .string({ error: LINK_MESSAGES.noLink })
    .max(60, LINK_MESSAGES.noLink)
    .transform((value, ctx) => {
      const key = parseLinkKey(value);
      if (key === null) {
        ctx.addIssue({ code: 'custom', message: LINK_MESSAGES.noLink });
        return z.NEVER;
      }
      return key;
    }),
});

export const LINK_FORM_SCHEMAS = [
  inviteFormSchema,
  acceptFormSchema,
  declineFormSchema,
  withdrawFormSchema,
  endLinkFormSchema,
] as const;
