import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Outlet, useLoaderData, useLocation, useRouteLoaderData } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { ProfileHeader } from '~/components/profile/profile-header';
import { ProfileSideNav } from '~/components/profile/profile-side-nav';
import { profileHref } from '~/domain/hosts';
import { navGroups } from '~/domain/profile-routes';
import type { loader as rootLoader } from '~/root';
import { loadProfileAccess } from '~/server/profile.server';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // spec 1 §6: no account, or a private website for this viewer → home.
  const { player, visible } = await loadProfileAccess(request, context, params.username);
  return {
    profile: {
      accountId: player.accountId,
      username: player.username,
      fullName: player.fullName,
      imgUrl: player.imgUrl,
    },
    // spec 1 §2: the page title starts with the custom URL (when served on it), else the product name.
    siteName: context.host?.kind === 'custom' ? context.host.hostname : context.config.PRODUCT_NAME,
    // Only the features this viewer may see reach the page (spec 1 §6).
    navGroups: navGroups(visible).map((group) => ({
      id: group.id,
      label: group.label,
      expandedByDefault: group.expandedByDefault,
      items: group.items.map((item) => ({
        href: profileHref(context.host, player.username, item.href),
        title: item.title,
      })),
    })),
  };
}

const NAV_ID = 'profile-nav';

/** spec 1 §2 profile shell: side navigation beside the page, a dark header, the child page below it. */
export default function PlayerProfile() {
  const { profile, navGroups } = useLoaderData<typeof loader>();
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
