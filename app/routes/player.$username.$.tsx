import { redirect } from '@remix-run/cloudflare';

/** spec 1 §2: any other profile child redirects to root. */
export function loader() {
  throw redirect('/');
}
