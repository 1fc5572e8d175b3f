import * as Dialog from '@radix-ui/react-dialog';
import { Outlet, useLocation, useRouteLoaderData } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import type { loader as rootLoader } from '~/root';
import { ProfileHeader } from './profile-header';
import { ProfileDrawer, ProfileSideNav, type SideNavGroup } from './profile-side-nav';

export type ProfileShellData = {
  profile: { accountId: number; username: string; fullName: string; imgUrl: string | null };
  navGroups: Array<SideNavGroup>;
};

/** spec 1 §2 profile shell: side navigation beside the page, a dark header, the child page below it. */
export function ProfileShell({ data }: { data: ProfileShellData }) {
  const { profile, navGroups } = data;
  const productName = useRouteLoaderData<typeof rootLoader>('root')?.productName ?? '';
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const location = useLocation();
  const nav = { groups: navGroups, productName, fullName: profile.fullName, imgUrl: profile.imgUrl };

  // A link followed inside the drawer closes it.
  useEffect(() => {
    if (location.key) setNavOpen(false);
  }, [location.key]);

  // The header's menu button is the drawer's trigger: focus goes back to it when the drawer closes.
  return (
    <Dialog.Root open={navOpen} onOpenChange={setNavOpen}>
      <div className="profile-shell">
        <ProfileSideNav {...nav} />
        <div className="profile-main">
          <ProfileHeader
            productName={productName}
            fullName={profile.fullName}
            username={profile.username}
            imgUrl={profile.imgUrl}
          />
          <main className="profile-content" id="main">
            <Outlet />
          </main>
        </div>
      </div>
      <ProfileDrawer {...nav} onClose={closeNav} />
    </Dialog.Root>
  );
}
