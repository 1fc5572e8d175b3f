import { Outlet } from '@remix-run/react';

/** spec 1 §2 authentication area: its children are the sign-in screens. */
export default function AuthArea() {
  return <Outlet />;
}
