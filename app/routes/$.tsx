import { redirect } from '@remix-run/cloudflare';

/** spec 1 §2: any path the route table does not know redirects to the home page. */
export function loader() {
  throw redirect('/');
}

export function action() {
  throw redirect('/');
}
