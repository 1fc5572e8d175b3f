import { Link } from '@remix-run/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { BrandMark } from '~/components/ui/brand-mark';
import { Avatar } from '~/components/ui/fallback-image';
import { MenuIcon } from '~/components/ui/icons';
import { type SaveTargets, SaveToList } from '~/components/watch-lists/save-to-list';

type ProfileHeaderProps = {
  productName: string;
  fullName: string;
  username: string;
  imgUrl: string | null;
  /** A coach's "Save to watch list" (issue 33 §3), or null. */
  save: { playerId: number; lists: SaveTargets } | null;
  /** The menu button that opens the side navigation as a drawer under 768 px (profile-drawer.tsx). */
  menu: {
    ref: RefObject<HTMLButtonElement>;
    open: boolean;
    onOpen: () => void;
    onPreload: () => void;
  };
};

/**
 * spec 1 §2 profile shell: the dark header. Under 768 px a bar with the menu icon stays on top and shows
 * the player's full name once the large header has scrolled away (the 0.4 s header collapse).
 */
export function ProfileHeader({ productName, fullName, username, imgUrl, save, menu }: ProfileHeaderProps) {
  const nameRef = useRef<HTMLHeadingElement>(null);
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    const name = nameRef.current;
    if (!name || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setCollapsed(entry ? !entry.isIntersecting : false),
      {
        rootMargin: '-56px 0px 0px 0px',
      },
    );
    observer.observe(name);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div className="profile-bar" data-collapsed={collapsed}>
        <button
          type="button"
          ref={menu.ref}
          className="icon-button icon-button--on-dark"
          aria-label="Open profile menu"
          aria-haspopup="dialog"
          aria-expanded={menu.open}
          onClick={menu.onOpen}
          onPointerEnter={menu.onPreload}
          onFocus={menu.onPreload}
        >
          <MenuIcon />
        </button>
        <span className="profile-bar__name" aria-hidden={!collapsed}>
          {fullName}
        </span>
        <Link to="/" className="profile-bar__home" aria-label={productName ? `${productName} home` : 'Home'}>
          <BrandMark size={28} />
        </Link>
      </div>
      <header className="profile-header">
        <div className="profile-header__inner">
          <Avatar src={imgUrl} alt={fullName} size={160} className="profile-header__photo" />
          <div className="profile-header__text">
            <p className="eyebrow">Player profile</p>
            <h1 className="profile-header__name" ref={nameRef}>
              {fullName}
            </h1>
            <p className="profile-header__handle">@{username}</p>
            {save ? (
              <div className="profile-header__save">
                <SaveToList playerId={save.playerId} playerName={fullName} lists={save.lists} />
              </div>
            ) : null}
          </div>
        </div>
      </header>
    </>
  );
}
