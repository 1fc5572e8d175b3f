import { NavLink } from '@remix-run/react';
import { BrandLink } from '~/components/ui/brand-mark';
import { Avatar } from '~/components/ui/fallback-image';

export type SideNavGroup = {
  id: string;
  label: string;
  expandedByDefault: boolean;
  items: Array<{ href: string; title: string }>;
};

export type SideNavContentProps = {
  groups: Array<SideNavGroup>;
  productName: string;
  fullName: string;
  imgUrl: string | null;
};

/**
 * spec 1 §2 profile shell: the side navigation with the player's name and picture and the groups My
 * Apps (expanded), Available Apps and Coming Soon (collapsed); the server leaves out hidden features
 * and empty groups. Native <details> keep the groups working without JavaScript. From 768 px it stands
 * beside the page; under 768 px the same navigation opens as a drawer (profile-drawer.tsx).
 */
export function ProfileSideNav(props: SideNavContentProps) {
  return (
    <nav className="profile-nav" aria-label="Profile">
      <div className="profile-nav__top">
        <BrandLink productName={props.productName} className="brand--compact" />
      </div>
      <div className="profile-nav__body">
        <SideNavBody {...props} />
      </div>
    </nav>
  );
}

/** The navigation's player and groups: beside the page, or inside the drawer under 768 px. */
export function SideNavBody({ groups, fullName, imgUrl }: SideNavContentProps) {
  return (
    <>
      <div className="profile-nav__player">
        {/* Decorative here: the name beside it says who it is. */}
        <Avatar src={imgUrl} alt="" size={88} className="profile-nav__photo" />
        <p className="profile-nav__name">{fullName}</p>
      </div>
      {groups.map((group) => (
        <details key={group.id} className="profile-nav__group" open={group.expandedByDefault}>
          <summary className="profile-nav__group-label">{group.label}</summary>
          <ul className="profile-nav__items">
            {group.items.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} className="profile-nav__link" prefetch="intent">
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </>
  );
}
