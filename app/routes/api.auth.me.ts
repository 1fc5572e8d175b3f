import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { fullName } from '~/domain/names';
import { requireApiAccount } from '~/server/api-auth.server';
import { jsonOk } from '~/server/api-json.server';
import { requestNow } from '~/server/clock.server';
import { getOnlyJson } from '~/server/read-only.server';
import { accountNameQuery } from '~db/queries/dashboard';

/** spec 1 §7 "load active account" for the app: who the access token belongs to (401 when invalid). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const accountId = await requireApiAccount(request, context.db, requestNow(request, context.config));
  const [account] = await accountNameQuery(context.db, accountId);
  return jsonOk({
    accountId,
    username: account?.username ?? null,
    fullName: account ? fullName(account) : 'User',
  });
}

export function action() {
  return getOnlyJson();
}
