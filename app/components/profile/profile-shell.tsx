import { Outlet, useLocation, useRouteLoaderData } from '@remix-run/react';
import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { LazyPart } from '~/components/ui/lazy-part';
import type { SaveTargets } from '~/components/watch-lists/save-to-list';
import type { loader as rootLoader } from '~/root';
import { ProfileHeader } from './profile-header';
import { ProfileSideNav, type SideNavGroup } from './profile-side-nav';

export type ProfileShellData = {
  profile: { accountId: number; username: string; fullName: string; imgUrl: string | null };
  navGroups: Array<SideNavGroup>;
  /** The signed-in coach's watch lists (issue 33 §3), or null: no "Save to watch list". */
  saveTargets: SaveTargets | null;
};

// The drawer (Radix Dialog) is fetched when the menu button is first pointed at, focused or pressed.
const loadDrawer = () => import('./profile-drawer');
const ProfileDrawer = lazy(loadDrawer);

/** spec 1 §2 profile shell: side navigation beside the page, a dark header, the child page below it. */
export function ProfileShell({ data }: { data: ProfileShellData }) {
  const { profile, navGroups } = data;
  const productName = useRouteLoaderData<typeof rootLoader>('root')?.productName ?? '';
  const [navOpen, setNavOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const openNav = useCallback(() => {
    setDrawerWanted(true);
    setNavOpen(true);
  }, []);
  const location = useLocation();
  const nav = { groups: navGroups, productName, fullName: profile.fullName, imgUrl: profile.imgUrl };

  // A link followed inside the drawer closes it.
  useEffect(() => {
    if (location.key) setNavOpen(false);
  }, [location.key]);

  return (
    <>
      <div className="profile-shell">
        <ProfileSideNav {...nav} />
        <div className="profile-main">
          <ProfileHeader
            productName={productName}
            fullName={profile.fullName}
            username={profile.username}
            imgUrl={profile.imgUrl}
            save={data.saveTargets ? { playerId: profile.accountId, lists: data.saveTargets } : null}
            menu={{ ref: menuButton, open: navOpen, onOpen: openNav, onPreload: loadDrawer }}
          />
          <main className="profile-content" id="main">
            <Outlet />
          </main>
        </div>
      </div>
      {drawerWanted ? (
        <LazyPart name="The profile menu" fallback={null}>
          <ProfileDrawer {...nav} open={navOpen} onOpenChange={setNavOpen} opener={menuButton} />
        </LazyPart>
      ) : null}
    </>
  );
}
