import { type ActionFunctionArgs, redirect } from '@remix-run/cloudflare';
import { signOut } from '~/server/session.server';

/** Sign-out (issue 4 §6): the session row is deleted and the cookie cleared. POST only. */
export async function action({ request, context }: ActionFunctionArgs) {
  const cookies = await signOut(context.db, request, context.config);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect('/', { headers });
}

export function loader() {
  return redirect('/');
}
