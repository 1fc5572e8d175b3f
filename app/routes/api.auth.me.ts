import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { accountNamesPatchSchema } from '~/domain/accounts/usernames';
import { accountNamesView, requireRequestAccount, updateAccountNames } from '~/routes/auth.welcome.server';
import { jsonError, jsonOk, methodNotAllowed, readJson } from '~/server/api-json.server';

const GONE = 'This account no longer exists. Sign in again.';

/**
 * spec 1 §7 "load active account": who signed in (Bearer token of the app or session cookie of the
 * browser; 401 otherwise), and whether onboarding is still needed (issue 15 point 2: no username yet,
 * with a suggested one once a name is known).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const accountId = await requireRequestAccount(request, context);
  const account = await accountNamesView(context.db, accountId);
  if (account === null) return jsonError(401, 'Unauthorized', GONE);
  return jsonOk(account);
}

/**
 * PATCH /api/auth/me {firstName?, lastName?, username?} (issue 15 point 2): onboarding and renames.
 * 200 with the account; 400 with a message naming the field (malformed, reserved or taken username).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'PATCH') {
    return methodNotAllowed(
      'GET, HEAD, PATCH',
      'Use GET to read the account, PATCH with a JSON body to change it.',
    );
  }
  const accountId = await requireRequestAccount(request, context);
  const body = await readJson(request, accountNamesPatchSchema, 'PATCH');
  if (!body.ok) return body.response;
  const result = await updateAccountNames(context.db, accountId, body.data);
  if (result === null) return jsonError(401, 'Unauthorized', GONE);
  if (!result.ok) {
    const [field, message] = Object.entries(result.fieldErrors)[0] ?? [
      'username',
      'Choose another username.',
    ];
    return Response.json(
      {
        error: 'InvalidParameterException',
        message: `${field}: ${message}`,
        fieldErrors: result.fieldErrors,
      },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  return jsonOk(result.account);
}
