import type { LinksFunction } from '@remix-run/cloudflare';
import { Outlet } from '@remix-run/react';
import { authStylesheet } from '~/components/auth/stylesheet';

export const links: LinksFunction = () => [authStylesheet];

/** spec 1 §2 authentication area: its children are the sign-in screens. */
export default function AuthArea() {
  return <Outlet />;
}
