import { redirect } from '@remix-run/cloudflare';

/** spec 1 §2: any other profile child redirects to root, whatever the method (as the site's catch-all). */
export function loader() {
  throw redirect('/');
}

export function action() {
  throw redirect('/');
}
