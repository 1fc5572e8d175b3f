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

type ProfileSideNavProps = {
  id: string;
  groups: Array<SideNavGroup>;
  productName: string;
  fullName: string;
  imgUrl: string | null;
  /** Under 768 px the navigation is a drawer, open or closed; from 768 px it is always shown. */
  open: boolean;
  onClose: () => void;
};

/**
 * spec 1 §2 profile shell: the side navigation with the player's name and picture and the groups My
 * Apps (expanded), Available Apps and Coming Soon (collapsed); the server leaves out hidden features
 * and empty groups. Native <details> keep the groups working without JavaScript.
 */
export function ProfileSideNav({
  id,
  groups,
  productName,
  fullName,
  imgUrl,
  open,
  onClose,
}: ProfileSideNavProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  return (
    <>
      <div className="profile-nav__backdrop" data-open={open} onClick={onClose} aria-hidden="true" />
      <nav id={id} className="profile-nav" data-open={open} aria-label="Profile">
        <div className="profile-nav__top">
          <BrandLink productName={productName} className="brand--compact" />
          <button
            ref={closeRef}
            type="button"
            className="icon-button profile-nav__close"
            aria-label="Close profile menu"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
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
      </nav>
    </>
  );
}
