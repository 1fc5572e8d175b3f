import { Outlet, useLocation, useRouteLoaderData } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import type { loader as rootLoader } from '~/root';
import { ProfileHeader } from './profile-header';
import { ProfileSideNav, type SideNavGroup } from './profile-side-nav';

export type ProfileShellData = {
  profile: { accountId: number; username: string; fullName: string; imgUrl: string | null };
  navGroups: Array<SideNavGroup>;
};

const NAV_ID = 'profile-nav';

/** spec 1 §2 profile shell: side navigation beside the page, a dark header, the child page below it. */
export function ProfileShell({ data }: { data: ProfileShellData }) {
  const { profile, navGroups } = data;
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
        groups={navGroups}
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
