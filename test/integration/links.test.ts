// Coach and roster links by invitation (issue 34 §4, decision 104) against the built Worker and D1:
// the API's refusals in words, acceptance writing the membership with the status, either side ending
// a link, and what a link changes on the pages — the coach sees the player's hidden schedule and Best
// Stats report and compares the players who accepted them; a roster link lists the player on the
// roster page, among a roster mate's schedule's additional players and in their compare picker — and
// that all of it is gone once the link ends. The settings page's forms do the same without JavaScript.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, subCircleMembers } from '../../db/schema/accounts';
import { linkInvitations, organizationStaff } from '../../db/schema/links';
import { rosterMembers } from '../../db/schema/organizations';
import {
  apiTokenFor,
  createAccount,
  createCoach,
  createOrganization,
  createPlayer,
  sessionCookieFor,
  setFeatureSetting,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});

afterAll(async () => {
  await workers?.dispose();
});

const HIDDEN = { isPublic: false, isPhoneVerified: null };

function api(method: string, path: string, token: string | null, body?: unknown) {
  return workers.fetch(path, {
    method,
    headers: {
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function page(path: string, cookie: string | null) {
  return workers.fetch(path, { headers: cookie === null ? {} : { Cookie: cookie }, redirect: 'manual' });
}

type Invitation = { id: number; kind: string; status: string; player: { accountId: number } };
type LinksAnswer = {
  received: Array<Invitation>;
  sent: Array<Invitation>;
  links: Array<{
    kind: string;
    href: string;
    player: { accountId: number };
    member: { accountId: number } | null;
  }>;
};

async function inviteOk(token: string, body: unknown): Promise<Invitation> {
  const response = await api('POST', '/api/v1/links/invitations', token, body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { invitation: Invitation }).invitation;
}

async function linksOf(token: string): Promise<LinksAnswer> {
  const response = await api('GET', '/api/v1/links', token);
  expect(response.status).toBe(200);
  return (await response.json()) as LinksAnswer;
}

/** A player whose schedule (80) and compare stats (63) are hidden from everyone without access. */
async function privatePlayer(firstName: string) {
  const player = await createPlayer(workers.db, {
    firstName,
    lastName: `Hidden${crypto.randomUUID().slice(0, 6)}`,
  });
  await setFeatureSetting(workers.db, player.id, 80, HIDDEN);
  await setFeatureSetting(workers.db, player.id, 63, HIDDEN);
  return { ...player, token: await apiTokenFor(workers.db, player.id) };
}

async function comparePickerIds(username: string, cookie: string): Promise<Array<number>> {
  const response = await page(`/player/${username}/stats/players`, cookie);
  expect(response.status).toBe(200);
  const { players } = (await response.json()) as { players: Array<{ accountId: number }> };
  return players.map((p) => p.accountId);
}

describe('the API', () => {
  test('answers 401 without a token and 405 to another method, in words', async () => {
    expect((await api('GET', '/api/v1/links', null)).status).toBe(401);
    expect(
      (await api('POST', '/api/v1/links/invitations', null, { kind: 'sub-circle', username: 'x' })).status,
    ).toBe(401);
    expect((await api('POST', '/api/v1/links/invitations/1/accept', null)).status).toBe(401);
    expect((await api('DELETE', '/api/v1/links/sub-circle/1/2', null)).status).toBe(401);
    const { id } = await createPlayer(workers.db);
    const token = await apiTokenFor(workers.db, id);
    const get = await api('GET', '/api/v1/links/invitations', token);
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
    expect(await get.json()).toMatchObject({ error: expect.stringContaining('POST') });
    expect((await api('POST', '/api/v1/links', token, {})).status).toBe(405);
    expect((await api('GET', '/api/v1/links/invitations/1/accept', token)).status).toBe(405);
    expect((await api('POST', '/api/v1/links/roster/1/2', token, {})).status).toBe(405);
  });

  test('refuses a body that is not an invitation, an unknown player, oneself and a roster one does not manage', async () => {
    const coach = await createCoach(workers.db);
    const token = await apiTokenFor(workers.db, coach.id);
    const player = await createPlayer(workers.db);

    const badKind = await api('POST', '/api/v1/links/invitations', token, {
      kind: 'friend',
      username: player.username,
    });
    expect(badKind.status).toBe(400);
    expect(await badKind.json()).toMatchObject({
      issues: [{ path: 'kind', message: expect.stringMatching(/sub-circle/) }],
    });
    const noName = await api('POST', '/api/v1/links/invitations', token, {
      kind: 'sub-circle',
      username: '',
    });
    expect(await noName.json()).toMatchObject({ issues: [{ path: 'username' }] });
    const noRoster = await api('POST', '/api/v1/links/invitations', token, {
      kind: 'roster',
      username: player.username,
    });
    expect(noRoster.status).toBe(400);
    expect(await noRoster.json()).toMatchObject({ issues: [{ path: 'rosterId' }] });

    const unknown = await api('POST', '/api/v1/links/invitations', token, {
      kind: 'sub-circle',
      username: 'no-such-player-here',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: 'No player has the username "no-such-player-here".',
    });

    const self = await createPlayer(workers.db);
    const selfToken = await apiTokenFor(workers.db, self.id);
    const yourself = await api('POST', '/api/v1/links/invitations', selfToken, {
      kind: 'sub-circle',
      username: self.username.toUpperCase(),
    });
    expect(yourself.status).toBe(400);
    expect(await yourself.json()).toMatchObject({ error: 'You cannot invite yourself.' });

    const org = await createOrganization(workers.db, { rosters: [{ name: 'Varsity' }] });
    const rosterId = org.rosters[0]?.id ?? 0;
    for (const id of [rosterId, 987_654_321]) {
      const refused = await api('POST', '/api/v1/links/invitations', token, {
        kind: 'roster',
        rosterId: id,
        username: player.username,
      });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toMatch(/only its organization’s staff/);
    }
  });

  test('one pending invitation per inviter and player; accepting links in the same step, once', async () => {
    const coach = await createCoach(workers.db);
    const coachToken = await apiTokenFor(workers.db, coach.id);
    const player = await privatePlayer('Accepting');
    const invitation = await inviteOk(coachToken, { kind: 'sub-circle', username: `@${player.username}` });
    expect(invitation).toMatchObject({
      kind: 'sub-circle',
      status: 'pending',
      player: { accountId: player.id },
    });

    const again = await api('POST', '/api/v1/links/invitations', coachToken, {
      kind: 'sub-circle',
      username: player.username,
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(
      /already invited .* waiting for their answer/,
    );

    // The coach cannot answer for the player; a third party neither, nor sees the invitation.
    const stranger = await createPlayer(workers.db);
    const strangerToken = await apiTokenFor(workers.db, stranger.id);
    for (const token of [coachToken, strangerToken]) {
      const refused = await api('POST', `/api/v1/links/invitations/${invitation.id}/accept`, token);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: 'There is no such invitation waiting for your answer.' });
      expect((await api('POST', `/api/v1/links/invitations/${invitation.id}/decline`, token)).status).toBe(
        404,
      );
    }
    // An id that exists and one that does not are answered alike.
    const missing = await api('POST', '/api/v1/links/invitations/999999999/accept', strangerToken);
    expect(missing.status).toBe(404);
    expect((await linksOf(strangerToken)).received).toEqual([]);
    expect((await api('DELETE', `/api/v1/links/invitations/${invitation.id}`, strangerToken)).status).toBe(
      404,
    );

    expect((await linksOf(player.token)).received.map((i) => i.id)).toEqual([invitation.id]);
    expect((await linksOf(coachToken)).sent.map((i) => i.id)).toEqual([invitation.id]);
    const membership = () =>
      workers.db
        .select()
        .from(subCircleMembers)
        .where(
          and(eq(subCircleMembers.accountId, player.id), eq(subCircleMembers.memberAccountId, coach.id)),
        );
    expect(await membership()).toHaveLength(0);

    const accepted = await api('POST', `/api/v1/links/invitations/${invitation.id}/accept`, player.token);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ invitation: { id: invitation.id, status: 'accepted' } });
    expect(await membership()).toHaveLength(1);
    const twice = await api('POST', `/api/v1/links/invitations/${invitation.id}/accept`, player.token);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ error: 'This invitation was already answered.' });

    const linked = await api('POST', '/api/v1/links/invitations', coachToken, {
      kind: 'sub-circle',
      username: player.username,
    });
    expect(linked.status).toBe(409);
    expect(((await linked.json()) as { error: string }).error).toMatch(/already accepted you/);
    const { links } = await linksOf(player.token);
    expect(links).toEqual([
      expect.objectContaining({
        kind: 'sub-circle',
        member: expect.objectContaining({ accountId: coach.id }),
        href: `/api/v1/links/sub-circle/${player.id}/${coach.id}`,
      }),
    ]);

    // A third party cannot end it; the player can, once.
    expect(
      (await api('DELETE', `/api/v1/links/sub-circle/${player.id}/${coach.id}`, strangerToken)).status,
    ).toBe(404);
    expect(
      (await api('DELETE', `/api/v1/links/sub-circle/${player.id}/${coach.id}`, player.token)).status,
    ).toBe(204);
    expect(await membership()).toHaveLength(0);
    const [row] = await workers.db
      .select()
      .from(linkInvitations)
      .where(eq(linkInvitations.id, invitation.id));
    expect(row).toMatchObject({ status: 'revoked', endedBy: player.id });
    expect(
      (await api('DELETE', `/api/v1/links/sub-circle/${player.id}/${coach.id}`, player.token)).status,
    ).toBe(404);
    expect((await linksOf(coachToken)).links).toEqual([]);
  });

  test('a declined or withdrawn invitation links nothing, and may be sent again', async () => {
    const coach = await createCoach(workers.db);
    const coachToken = await apiTokenFor(workers.db, coach.id);
    const player = await privatePlayer('Declining');
    const first = await inviteOk(coachToken, { kind: 'sub-circle', username: player.username });
    const declined = await api('POST', `/api/v1/links/invitations/${first.id}/decline`, player.token);
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({ invitation: { status: 'declined' } });
    expect((await api('POST', `/api/v1/links/invitations/${first.id}/accept`, player.token)).status).toBe(
      409,
    );

    const second = await inviteOk(coachToken, { kind: 'sub-circle', username: player.username });
    const withdrawn = await api('DELETE', `/api/v1/links/invitations/${second.id}`, coachToken);
    expect(withdrawn.status).toBe(200);
    expect((await api('POST', `/api/v1/links/invitations/${second.id}/accept`, player.token)).status).toBe(
      409,
    );
    const rows = await workers.db
      .select()
      .from(subCircleMembers)
      .where(eq(subCircleMembers.accountId, player.id));
    expect(rows).toEqual([]);
    expect((await linksOf(player.token)).received).toEqual([]);
  });
});

describe('a coach link on the pages', () => {
  test('the coach sees the hidden schedule and Best Stats report and compares the players who accepted, until the link ends', async () => {
    const coach = await createCoach(workers.db);
    const coachToken = await apiTokenFor(workers.db, coach.id);
    const first = await privatePlayer('Firstlinked');
    const second = await privatePlayer('Secondlinked');
    const pages = (username: string, id: number) => [
      `/player/${username}/schedule/0`,
      `/reports/player-best-stats-report?accountId=${id}`,
    ];
    for (const path of pages(first.username, first.id)) {
      expect((await page(path, coach.cookie)).status, path).toBe(302);
    }

    for (const player of [first, second]) {
      const invitation = await inviteOk(coachToken, { kind: 'sub-circle', username: player.username });
      // Before the answer: still nothing hidden.
      expect((await page(pages(player.username, player.id)[0] ?? '', coach.cookie)).status).toBe(302);
      expect(
        (await api('POST', `/api/v1/links/invitations/${invitation.id}/accept`, player.token)).status,
      ).toBe(200);
    }
    for (const path of pages(first.username, first.id)) {
      const response = await page(path, coach.cookie);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
    // The coach's compare picker on one player's page lists the other player who accepted them.
    expect(await comparePickerIds(first.username, coach.cookie)).toContain(second.id);
    expect(await comparePickerIds(second.username, coach.cookie)).toContain(first.id);
    // Each player's own picker does not list the other (they are not associated with each other).
    const firstCookie = await sessionCookieFor(workers.db, first.id);
    expect(await comparePickerIds(first.username, firstCookie)).not.toContain(second.id);

    // The coach leaves the first player: the pages are hidden again and the picker forgets them.
    expect((await api('DELETE', `/api/v1/links/sub-circle/${first.id}/${coach.id}`, coachToken)).status).toBe(
      204,
    );
    for (const path of pages(first.username, first.id)) {
      expect((await page(path, coach.cookie)).status, path).toBe(302);
    }
    expect(await comparePickerIds(second.username, coach.cookie)).not.toContain(first.id);
  });
});

describe('a roster link on the pages', () => {
  test("staff invite a player onto a roster; once accepted the player is on the roster page, a mate's schedule and compare picker; removed, gone", async () => {
    const mate = await createPlayer(workers.db, { firstName: 'Rostermate', lastName: 'Present' });
    const org = await createOrganization(workers.db, {
      rosters: [{ name: 'Linked Varsity', members: [mate.id] }],
    });
    const rosterId = org.rosters[0]?.id ?? 0;
    const staff = await createAccount(workers.db, { firstName: 'Staff', lastName: 'Member' });
    await workers.db.insert(organizationStaff).values({ organizationId: org.id, accountId: staff.id });
    const staffToken = await apiTokenFor(workers.db, staff.id);
    const lastName = `Newcomer${crypto.randomUUID().slice(0, 6)}`;
    const player = await createPlayer(workers.db, { firstName: 'Roster', lastName });
    const playerToken = await apiTokenFor(workers.db, player.id);
    const mateCookie = await sessionCookieFor(workers.db, mate.id);

    const shows = async () => {
      const rosterPage = await page(`/org/${org.short}/${rosterId}`, null);
      expect(rosterPage.status).toBe(200);
      const schedule = await page(`/player/${mate.username}/schedule/0`, mateCookie);
      expect(schedule.status).toBe(200);
      return {
        roster: (await rosterPage.text()).includes(lastName),
        schedule: (await schedule.text()).includes(lastName),
        picker: (await comparePickerIds(mate.username, mateCookie)).includes(player.id),
      };
    };
    const nowhere = { roster: false, schedule: false, picker: false };
    expect(await shows()).toEqual(nowhere);

    const invitation = await inviteOk(staffToken, { kind: 'roster', rosterId, username: player.username });
    expect(invitation).toMatchObject({ kind: 'roster', status: 'pending' });
    const duplicate = await api('POST', '/api/v1/links/invitations', staffToken, {
      kind: 'roster',
      rosterId,
      username: player.username,
    });
    expect(duplicate.status).toBe(409);
    expect(await shows()).toEqual(nowhere);

    expect((await api('POST', `/api/v1/links/invitations/${invitation.id}/accept`, playerToken)).status).toBe(
      200,
    );
    expect(
      await workers.db
        .select()
        .from(rosterMembers)
        .where(and(eq(rosterMembers.rosterId, rosterId), eq(rosterMembers.accountId, player.id))),
    ).toHaveLength(1);
    expect(await shows()).toEqual({ roster: true, schedule: true, picker: true });
    const staffLinks = await linksOf(staffToken);
    expect(staffLinks.links.map((link) => link.href)).toContain(
      `/api/v1/links/roster/${rosterId}/${player.id}`,
    );

    // Someone who is not staff cannot remove the player; the staff can.
    const stranger = await createCoach(workers.db);
    const strangerToken = await apiTokenFor(workers.db, stranger.id);
    expect((await api('DELETE', `/api/v1/links/roster/${rosterId}/${player.id}`, strangerToken)).status).toBe(
      404,
    );
    expect((await api('DELETE', `/api/v1/links/roster/${rosterId}/${player.id}`, staffToken)).status).toBe(
      204,
    );
    expect(await shows()).toEqual(nowhere);

    // Invited again, the player accepts and then leaves on their own.
    const again = await inviteOk(staffToken, { kind: 'roster', rosterId, username: player.username });
    expect((await api('POST', `/api/v1/links/invitations/${again.id}/accept`, playerToken)).status).toBe(200);
    expect((await shows()).roster).toBe(true);
    expect((await api('DELETE', `/api/v1/links/roster/${rosterId}/${player.id}`, playerToken)).status).toBe(
      204,
    );
    expect(await shows()).toEqual(nowhere);
  });

  test('a product manager adds and removes staff; staff may invite onto their rosters only while staff', async () => {
    const org = await createOrganization(workers.db, { rosters: [{ name: 'Staffed Roster' }] });
    const rosterId = org.rosters[0]?.id ?? 0;
    const manager = await createAccount(workers.db, { productManager: true });
    const managerToken = await apiTokenFor(workers.db, manager.id);
    const coach = await createCoach(workers.db);
    const username = `staff-coach-${coach.id}`;
    await workers.db.update(accounts).set({ username }).where(eq(accounts.id, coach.id));
    const coachToken = await apiTokenFor(workers.db, coach.id);
    const player = await createPlayer(workers.db);
    const staffPath = `/api/v1/organizations/${org.short.toUpperCase()}/staff/${username}`;
    const inviteBody = { kind: 'roster', rosterId, username: player.username };

    const notManager = await api('PUT', staffPath, coachToken);
    expect(notManager.status).toBe(403);
    expect(await notManager.json()).toEqual({
      error: 'Only a product manager adds or removes an organization’s staff.',
    });
    expect(
      (await api('PUT', `/api/v1/organizations/no-such-org/staff/${username}`, managerToken)).status,
    ).toBe(404);
    expect(
      (await api('PUT', `/api/v1/organizations/${org.short}/staff/nobody-here`, managerToken)).status,
    ).toBe(404);
    expect((await api('GET', staffPath, managerToken)).status).toBe(405);
    expect((await api('POST', '/api/v1/links/invitations', coachToken, inviteBody)).status).toBe(403);

    const added = await api('PUT', staffPath, managerToken);
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({
      organization: { short: org.short, name: expect.any(String) },
      account: { accountId: coach.id, username },
      staff: true,
    });
    expect((await api('PUT', staffPath, managerToken)).status).toBe(200);
    const invitation = await inviteOk(coachToken, inviteBody);
    expect(invitation).toMatchObject({ kind: 'roster' });
    expect((await linksOf(coachToken)).sent.map((i) => i.id)).toEqual([invitation.id]);

    expect((await api('DELETE', staffPath, managerToken)).status).toBe(200);
    expect((await api('DELETE', staffPath, managerToken)).status).toBe(404);
    expect((await api('DELETE', `/api/v1/links/invitations/${invitation.id}`, coachToken)).status).toBe(200);
    expect((await api('POST', '/api/v1/links/invitations', coachToken, inviteBody)).status).toBe(403);
  });

  test('a product manager may invite onto any roster', async () => {
    const org = await createOrganization(workers.db, { rosters: [{ name: 'Any Roster' }] });
    const manager = await createAccount(workers.db, { productManager: true });
    const token = await apiTokenFor(workers.db, manager.id);
    const player = await createPlayer(workers.db);
    await inviteOk(token, { kind: 'roster', rosterId: org.rosters[0]?.id, username: player.username });
  });
});

describe('the settings page', () => {
  async function post(cookie: string, fields: Record<string, string>) {
    return workers.fetch('/dashboard/settings', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  }

  test('invite, accept and remove with plain forms; refusals shown on the page in words', async () => {
    const coach = await createCoach(workers.db, { firstName: 'Formcoach', lastName: 'Plain' });
    // The settings page is for an account with a username (else onboarding comes first).
    await workers.db
      .update(accounts)
      .set({ username: `formcoach-${coach.id}` })
      .where(eq(accounts.id, coach.id));
    const player = await createPlayer(workers.db, { firstName: 'Formplayer', lastName: 'Plain' });
    const playerCookie = await sessionCookieFor(workers.db, player.id);

    const unknown = await post(coach.cookie, { intent: 'link-invite', username: 'nobody-by-this-name' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('No player has the username &quot;nobody-by-this-name&quot;.');

    const invited = await post(coach.cookie, { intent: 'link-invite', username: player.username });
    expect(invited.status).toBe(302);
    const settings = await page('/dashboard/settings', playerCookie);
    const html = await settings.text();
    expect(html).toContain('Coaches and teams');
    expect(html).toContain('Formcoach Plain asks to see all your pages.');

    const [row] = await workers.db
      .select()
      .from(linkInvitations)
      .where(and(eq(linkInvitations.playerAccountId, player.id), eq(linkInvitations.status, 'pending')));
    const id = String(row?.id);
    // The coach's session cannot accept the player's invitation.
    const foreign = await post(coach.cookie, { intent: 'link-accept', invitationId: id });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toContain('There is no such invitation waiting for your answer.');

    expect((await post(playerCookie, { intent: 'link-accept', invitationId: id })).status).toBe(302);
    const after = await (await page('/dashboard/settings', playerCookie)).text();
    expect(after).toContain('Formcoach Plain sees all your pages.');

    const bad = await post(playerCookie, { intent: 'link-end', link: 'sub-circle:x:y' });
    expect(bad.status).toBe(400);
    const removed = await post(playerCookie, {
      intent: 'link-end',
      link: `sub-circle:${player.id}:${coach.id}`,
    });
    expect(removed.status).toBe(302);
    expect(
      await workers.db.select().from(subCircleMembers).where(eq(subCircleMembers.accountId, player.id)),
    ).toEqual([]);
  });
});
