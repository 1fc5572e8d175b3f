import { type LoaderFunctionArgs, redirect } from '@remix-run/cloudflare';
import { Outlet, useLoaderData, useLocation, useRouteLoaderData } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { ProfileHeader } from '~/components/profile/profile-header';
import { ProfileSideNav } from '~/components/profile/profile-side-nav';
import { fullName } from '~/domain/names';
import type { loader as rootLoader } from '~/root';
import { findProfileByUsername } from '~db/queries/profile';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const profile = params.username ? await findProfileByUsername(context.db, params.username) : null;
  // spec 1 §6: guards redirect home when no account is found.
  if (!profile) throw redirect('/');
  return { profile: { ...profile, fullName: fullName(profile) } };
}

const NAV_ID = 'profile-nav';

/** spec 1 §2 profile shell: side navigation beside the page, a dark header, the child page below it. */
export default function PlayerProfile() {
  const { profile } = useLoaderData<typeof loader>();
  const productName = useRouteLoaderData<typeof rootLoader>('root')?.productName ?? '';
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const location = useLocation();

  // A link followed inside the drawer closes it.
  useEffect(() => {
    if (location.key) setNavOpen(false);
  }, [location.key]);

  return (
    <div className="profile-shell">
      <ProfileSideNav
        id={NAV_ID}
        productName={productName}
        fullName={profile.fullName}
        imgUrl={profile.imgUrl}
        open={navOpen}
        onClose={closeNav}
      />
      <div className="profile-main">
        <ProfileHeader
          productName={productName}
          fullName={profile.fullName}
          username={profile.username}
          imgUrl={profile.imgUrl}
          navId={NAV_ID}
          navOpen={navOpen}
          onOpenNav={() => setNavOpen(true)}
        />
        <main className="profile-content" id="main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
