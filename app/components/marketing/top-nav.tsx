import { Link, NavLink } from '@remix-run/react';
import { useSignedIn } from '~/components/layout/use-signed-in';
import { BrandLink } from '~/components/ui/brand-mark';
import { Button } from '~/components/ui/button';
import { DeferredControl } from '~/components/ui/deferred-control';
import { ChevronDownIcon, MenuIcon, SearchIcon } from '~/components/ui/icons';
import { sectionHref } from './front-page';

// spec 1 §2 top navigation (marketing): Home; Product menu; Training Facility; News and Updates; About
// menu. On mobile and portrait tablet (< 768 px) it collapses into one menu. The entries open the
// home page with the embedded front page at their section.

export type NavItem = { label: string; to: string };
export type NavMenu = { label: string; items: Array<NavItem> };
type NavEntry = NavItem | NavMenu;

export const TOP_NAV: Array<NavEntry> = [
  { label: 'Home', to: '/' },
  {
    label: 'Product',
    items: [
      { label: 'Who is it For', to: sectionHref('who-is-it-for') },
      { label: 'Player Features', to: sectionHref('player-features') },
      { label: 'Coach Features', to: sectionHref('coach-features') },
      { label: 'Custom App and Skins', to: sectionHref('custom-app') },
      { label: 'Watch Videos', to: sectionHref('videos') },
    ],
  },
  { label: 'Training Facility', to: sectionHref('training-facility') },
  { label: 'News and Updates', to: sectionHref('news') },
  {
    label: 'About',
    items: [
      { label: 'Our Team', to: sectionHref('our-team') },
      { label: 'Contact Us', to: sectionHref('contact') },
    ],
  },
];

export const SEARCH: NavItem = { label: 'Search', to: '/golf/search' };
const LOG_IN: NavItem = { label: 'Log in', to: '/auth' };
const DASHBOARD: NavItem = { label: 'Dashboard', to: '/dashboard' };
export const SETTINGS: NavItem = { label: 'Settings', to: '/dashboard/settings' };

export function isMenu(entry: NavEntry): entry is NavMenu {
  return 'items' in entry;
}

/** The account link reads Dashboard instead of Log in for a signed-in viewer. */
export function TopNav({ productName, signedIn }: { productName: string; signedIn?: boolean }) {
  const signedInByRoot = useSignedIn();
  const isSignedIn = signedIn ?? signedInByRoot;
  const account = isSignedIn ? DASHBOARD : LOG_IN;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <BrandLink productName={productName} />
        <nav className="top-nav" aria-label="Main">
          <ul className="top-nav__list">
            {TOP_NAV.map((entry) => (
              <li key={entry.label}>
                {isMenu(entry) ? (
                  <NavDropdown menu={entry} />
                ) : entry.to === '/' ? (
                  <NavLink to="/" end className="top-nav__link">
                    {entry.label}
                  </NavLink>
                ) : (
                  // Section links (/?section=news) are never "current": only Home is marked active.
                  <Link to={entry.to} className="top-nav__link">
                    {entry.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <Link to={SEARCH.to} className="top-nav__link top-nav__search">
            <SearchIcon size={18} />
            <span className="top-nav__search-label">{SEARCH.label}</span>
          </Link>
          {isSignedIn ? <AccountMenu /> : null}
          <Button to={account.to} variant="primary" size="sm">
            {account.label}
          </Button>
        </div>
        <MobileMenu account={account} signedIn={isSignedIn} />
      </div>
    </header>
  );
}

// The menus' code (Radix, its positioning) comes with the reader's first intent to open one, not
// with the page (issue 30 §3); until then each trigger is the same button without its menu.
const loadMenus = () => import('./top-nav-menus');

function NavDropdown({ menu }: { menu: NavMenu }) {
  return (
    <DeferredControl
      load={loadMenus}
      standIn={{
        popup: 'menu',
        className: 'top-nav__link top-nav__trigger',
        content: (
          <>
            {menu.label}
            <ChevronDownIcon size={16} className="top-nav__chevron" />
          </>
        ),
      }}
    >
      {(menus, openedBy, trigger) => <menus.NavDropdown menu={menu} openedBy={openedBy} trigger={trigger} />}
    </DeferredControl>
  );
}

/** The signed-in account's menu: the dashboard and its settings. */
function AccountMenu() {
  return (
    <span className="top-nav__account">
      <NavDropdown menu={{ label: 'Account', items: [DASHBOARD, SETTINGS] }} />
    </span>
  );
}

/** Everything in one menu behind one button, under 768 px. */
function MobileMenu({ account, signedIn }: { account: NavItem; signedIn: boolean }) {
  return (
    <div className="site-header__mobile">
      <DeferredControl
        load={loadMenus}
        standIn={{
          popup: 'menu',
          className: 'icon-button icon-button--on-dark',
          label: 'Open menu',
          content: <MenuIcon />,
        }}
      >
        {(menus, openedBy, trigger) => (
          <menus.MobileMenu account={account} signedIn={signedIn} openedBy={openedBy} trigger={trigger} />
        )}
      </DeferredControl>
    </div>
  );
}
