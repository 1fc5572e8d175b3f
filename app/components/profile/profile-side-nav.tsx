import * as Dialog from '@radix-ui/react-dialog';
import { NavLink } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { BrandLink } from '~/components/ui/brand-mark';
import { Avatar } from '~/components/ui/fallback-image';
import { CloseIcon } from '~/components/ui/icons';

export type SideNavGroup = {
  id: string;
  label: string;
  expandedByDefault: boolean;
  items: Array<{ href: string; title: string }>;
};

type SideNavContentProps = {
  groups: Array<SideNavGroup>;
  productName: string;
  fullName: string;
  imgUrl: string | null;
};

/**
 * spec 1 §2 profile shell: the side navigation with the player's name and picture and the groups My
 * Apps (expanded), Available Apps and Coming Soon (collapsed); the server leaves out hidden features
 * and empty groups. Native <details> keep the groups working without JavaScript. From 768 px it stands
 * beside the page; under 768 px the same navigation opens as a drawer (ProfileDrawer).
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

const WIDE_SCREEN = '(min-width: 768px)';

/**
 * The side navigation under 768 px: a modal drawer (Radix Dialog) that keeps focus inside while open,
 * closes on Escape, a click outside or a followed link, and gives focus back to the menu button. It
 * lives inside the shell's Dialog.Root, whose Trigger is that button.
 */
export function ProfileDrawer({ onClose, ...props }: SideNavContentProps & { onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);

  // The drawer exists only on narrow screens: widening the window closes it.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    function closeWhenWide() {
      if (wide.matches) onClose();
    }
    closeWhenWide();
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [onClose]);

  return (
    <Dialog.Portal>
      <Dialog.Overlay className="profile-drawer__backdrop" />
      <Dialog.Content
        className="profile-nav profile-drawer"
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          closeRef.current?.focus();
        }}
      >
        <Dialog.Title className="sr-only">Profile menu</Dialog.Title>
        <div className="profile-nav__top">
          <BrandLink productName={props.productName} className="brand--compact" />
          <Dialog.Close ref={closeRef} className="icon-button" aria-label="Close profile menu">
            <CloseIcon />
          </Dialog.Close>
        </div>
        <nav className="profile-nav__body" aria-label="Profile">
          <SideNavBody {...props} />
        </nav>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

function SideNavBody({ groups, fullName, imgUrl }: SideNavContentProps) {
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
