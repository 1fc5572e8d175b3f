import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@remix-run/react';
import type { RefObject } from 'react';
import { type OpenedBy, useFirstItemFocus } from '~/components/ui/deferred-control';
import { ChevronDownIcon, MenuIcon, SearchIcon } from '~/components/ui/icons';
import { isMenu, type NavItem, type NavMenu, SEARCH, SETTINGS, TOP_NAV } from './top-nav';
import styles from './top-nav-menus.module.css';

// The top navigation's menus (Radix), fetched on the reader's first intent to open one (top-nav.tsx).

type MenuProps = { openedBy: OpenedBy; trigger: RefObject<HTMLButtonElement> };

export function NavDropdown({ menu, openedBy, trigger }: MenuProps & { menu: NavMenu }) {
  const content = useFirstItemFocus(openedBy);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedBy !== null}>
      <DropdownMenu.Trigger ref={trigger} className="top-nav__link top-nav__trigger">
        {menu.label}
        <ChevronDownIcon size={16} className="top-nav__chevron" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content ref={content} className={styles.menu} align="start" sideOffset={8}>
          {menu.items.map((item) => (
            <DropdownMenu.Item key={item.label} asChild className={styles.item}>
              <Link to={item.to}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Everything in one menu behind one button, under 768 px. */
export function MobileMenu({
  account,
  signedIn,
  openedBy,
  trigger,
}: MenuProps & { account: NavItem; signedIn: boolean }) {
  const content = useFirstItemFocus(openedBy);
  return (
    <DropdownMenu.Root defaultOpen={openedBy !== null}>
      <DropdownMenu.Trigger ref={trigger} className="icon-button icon-button--on-dark" aria-label="Open menu">
        <MenuIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          className={`${styles.menu} ${styles.mobile}`}
          align="end"
          sideOffset={10}
          collisionPadding={12}
        >
          {TOP_NAV.map((entry) =>
            isMenu(entry) ? (
              <DropdownMenu.Group key={entry.label}>
                <DropdownMenu.Label className={styles.label}>{entry.label}</DropdownMenu.Label>
                {entry.items.map((item) => (
                  <DropdownMenu.Item
                    key={item.label}
                    asChild
                    className={`${styles.item} ${styles.itemNested}`}
                  >
                    <Link to={item.to}>{item.label}</Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
            ) : (
              <DropdownMenu.Item key={entry.label} asChild className={styles.item}>
                <Link to={entry.to}>{entry.label}</Link>
              </DropdownMenu.Item>
            ),
          )}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to={SEARCH.to}>
              <SearchIcon size={18} />
              {SEARCH.label}
            </Link>
          </DropdownMenu.Item>
          {signedIn ? (
            <DropdownMenu.Item asChild className={styles.item}>
              <Link to={SETTINGS.to}>{SETTINGS.label}</Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={`${styles.item} ${styles.itemPrimary}`}>
            <Link to={account.to}>{account.label}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
