import { redirect } from '@remix-run/cloudflare';

// spec 2 §2: report paths without a route (yet: the other kinds come with their features) go to the root.
export function loader() {
  return redirect('/');
}

export function action() {
  return redirect('/');
}
