import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useEffect, useRef } from 'react';
import { BrandLink } from '~/components/ui/brand-mark';
import { CloseIcon } from '~/components/ui/icons';
import { SideNavBody, type SideNavContentProps } from './profile-side-nav';

const WIDE_SCREEN = '(min-width: 768px)';

type ProfileDrawerProps = SideNavContentProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button that opened the drawer: focus goes back to it on close. */
  opener: RefObject<HTMLButtonElement>;
};

/**
 * The side navigation under 768 px: a modal drawer (Radix Dialog) that keeps focus inside while open,
 * closes on Escape, a click outside or a followed link, and gives focus back to the menu button. The
 * shell loads this module on the first open, so Radix costs a profile's first visit nothing.
 */
export default function ProfileDrawer({ open, onOpenChange, opener, ...props }: ProfileDrawerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  // The drawer exists only on narrow screens: widening the window closes it.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    function closeWhenWide() {
      if (wide.matches) onOpenChange(false);
    }
    closeWhenWide();
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="profile-drawer__backdrop" />
        <Dialog.Content
          id="profile-drawer"
          className="profile-nav profile-drawer"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            closeRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
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
    </Dialog.Root>
  );
}
