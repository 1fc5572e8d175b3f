import type { AppLoadContext } from '@remix-run/cloudflare';
import { fullName } from '~/domain/accounts/names';
import {
  type AccountNamesPatch,
  firstFreeUsername,
  takenMessage,
  usernameCandidates,
  usernameFromName,
} from '~/domain/accounts/usernames';
import type { AccountView } from '~/domain/auth/app-api';
import { tokenRefused } from '~/server/api-auth.server';
import { apiViewer } from '~/server/request-identity.server';
import type { Db } from '~db/client';
import {
  type AccountNames,
  accountNames,
  saveAccountNames,
  usernamesTakenByOthers,
} from '~db/queries/usernames';

// issue 15 point 2: the first and last name and the username of an account created by phone sign-in,
// set once after the first sign-in (onboarding) and changeable later (a rename keeps old links, decision 032).

/** The account as the app reads it (`accountViewSchema`, GET and PATCH /api/auth/me). */
export type AccountNamesView = AccountView;

export type FieldErrors = Partial<Record<'firstName' | 'lastName' | 'username', string>>;

/**
 * The account of an API request: the Bearer token's when the request sends an Authorization header
 * (the mobile app), else the session cookie's (the browser); a 401 JSON answer when neither signs in.
 */
export async function requireRequestAccount(request: Request, context: AppLoadContext): Promise<number> {
  const { viewer, credential } = await apiViewer(request, context);
  if (credential === 'token' || credential === 'malformed-token') {
    if (viewer === null) throw tokenRefused(request);
    return viewer.accountId;
  }
  if (viewer !== null) return viewer.accountId;
  throw Response.json(
    {
      error: 'Unauthorized',
      message: 'Sign in first: send an access token as "Authorization: Bearer …" or a session cookie.',
    },
    { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="api"', 'Cache-Control': 'no-store' } },
  );
}

/** The first free username made from a name (jordan-lee, then jordan-lee-2, …), or null. */
export async function suggestedUsername(
  db: Db,
  accountId: number,
  name: { firstName: string; lastName: string },
): Promise<string | null> {
  const candidates = usernameCandidates(usernameFromName(name.firstName, name.lastName));
  return firstFreeUsername(candidates, await usernamesTakenByOthers(db, candidates, accountId));
}

function hasName(account: { firstName: string; lastName: string }): boolean {
  return account.firstName.trim() !== '' || account.lastName.trim() !== '';
}

async function toView(db: Db, account: AccountNames): Promise<AccountNamesView> {
  const needsOnboarding = account.username === null;
  return {
    accountId: account.accountId,
    firstName: account.firstName,
    lastName: account.lastName,
    fullName: fullName(account),
    username: account.username,
    needsOnboarding,
    suggestedUsername:
      needsOnboarding && hasName(account) ? await suggestedUsername(db, account.accountId, account) : null,
  };
}

/** The account's names and whether onboarding is still needed; null when the account is gone. */
export async function accountNamesView(db: Db, accountId: number): Promise<AccountNamesView | null> {
  const account = await accountNames(db, accountId);
  return account === null ? null : toView(db, account);
}

/**
 * Applies a checked patch of names and username in one atomic write. A username another account holds
 * now or held before (decision 032) is a field error that suggests a free one.
 */
export async function updateAccountNames(
  db: Db,
  accountId: number,
  patch: AccountNamesPatch,
): Promise<{ ok: true; account: AccountNamesView } | { ok: false; fieldErrors: FieldErrors } | null> {
  const current = await accountNames(db, accountId);
  if (current === null) return null;
  const next = {
    firstName: patch.firstName ?? current.firstName,
    lastName: patch.lastName ?? current.lastName,
    username: patch.username ?? current.username,
  };
  const wanted = patch.username;
  if (wanted !== undefined && wanted !== current.username) {
    // One round trip: the wanted username and the suggestions offered if it is taken.
    const candidates = usernameCandidates(usernameFromName(next.firstName, next.lastName));
    const taken = await usernamesTakenByOthers(db, [wanted, ...candidates], accountId);
    if (taken.has(wanted)) {
      return {
        ok: false,
        fieldErrors: { username: takenMessage(wanted, firstFreeUsername(candidates, taken)) },
      };
    }
  }
  if ((await saveAccountNames(db, current, next)) === 'taken') {
    return { ok: false, fieldErrors: { username: takenMessage(next.username ?? '', null) } };
  }
  return { ok: true, account: await toView(db, { accountId, ...next }) };
}
