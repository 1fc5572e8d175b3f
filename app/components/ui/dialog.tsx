import * as Radix from '@radix-ui/react-dialog';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';

/*
 * The site's dialog, in parts (decision 116): a page composes its dialog from these and adds its own
 * class for what is its own (a width, a layout inside the body). The parts own every rule of the
 * frame; no page styles them by their class names.
 */

function classes(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

export function DialogOverlay({ className, ...rest }: ComponentPropsWithoutRef<typeof Radix.Overlay>) {
  return <Radix.Overlay className={classes(styles.overlay, className)} {...rest} />;
}

type ContentProps = ComponentPropsWithoutRef<typeof Radix.Content> & {
  size?: 'narrow' | 'wide';
  /** Dragged by its header: it opens where it is, without the entrance. */
  panel?: boolean;
};

export const DialogContent = forwardRef<HTMLDivElement, ContentProps>(function DialogContent(
  { size, panel = false, className, ...rest },
  ref,
) {
  return (
    <Radix.Content
      ref={ref}
      className={classes(styles.dialog, size && styles[size], panel && styles.panel, className)}
      {...rest}
    />
  );
});

export function DialogTitle({ className, ...rest }: ComponentPropsWithoutRef<typeof Radix.Title>) {
  return <Radix.Title className={classes(styles.title, className)} {...rest} />;
}

/** A line under the title; a description names the dialog's purpose to screen readers too. */
export function DialogDescription({
  className,
  ...rest
}: ComponentPropsWithoutRef<typeof Radix.Description>) {
  return <Radix.Description className={classes(styles.meta, className)} {...rest} />;
}

/** A line under the title that is not the dialog's description (a date, what is shown). */
export function DialogMeta({ className, ...rest }: ComponentPropsWithoutRef<'p'>) {
  return <p className={classes(styles.meta, className)} {...rest} />;
}

/** The close icon of a dialog's head. */
export function DialogCloseIcon() {
  return (
    <Radix.Close className={classes('icon-button', styles.close)} aria-label="Close">
      <CloseIcon />
    </Radix.Close>
  );
}

type HeaderProps = Omit<ComponentPropsWithoutRef<'header'>, 'title'> & {
  title: ReactNode;
  /** A line under the title that describes the dialog to screen readers too. */
  description?: ReactNode;
  /** The description changes while the dialog is open (a count): read out when it does. */
  liveDescription?: boolean;
  /** Handlers of a header that drags its dialog (use-drag-offset.ts). */
  drag?: ComponentPropsWithoutRef<'header'>;
  /** Controls beside the title, before the close icon. */
  aside?: ReactNode;
};

/** The head of every dialog of the site: its title (naming the dialog), a description, the close icon. */
export function DialogHeader({
  title,
  description,
  liveDescription = false,
  drag,
  aside,
  className,
  children,
  ...rest
}: HeaderProps) {
  const heading = <DialogTitle>{title}</DialogTitle>;
  return (
    <header className={classes(styles.header, drag && styles.drag, className)} {...drag} {...rest}>
      {description || children ? (
        <div>
          {heading}
          {description ? (
            <DialogDescription aria-live={liveDescription ? 'polite' : undefined}>
              {description}
            </DialogDescription>
          ) : null}
          {children}
        </div>
      ) : (
        heading
      )}
      {aside}
      <DialogCloseIcon />
    </header>
  );
}

/** The class of a dialog's scrolling body, for a body that is a form or a fieldset. */
export function dialogBodyClass(className?: string): string {
  return classes(styles.body, className);
}

export function DialogBody({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div className={dialogBodyClass(className)} {...rest} />;
}

/**
 * The class of a row of a dialog's buttons: under the body's text, or as a bar across the dialog's
 * foot (`bar`) or head (`top`, under the header).
 */
export function dialogActionsClass(place: 'inline' | 'bar' | 'top' = 'inline', className?: string): string {
  return classes(styles.actions, place !== 'inline' && styles.bar, place === 'top' && styles.top, className);
}

export function DialogFooter({ className, ...rest }: ComponentPropsWithoutRef<'footer'>) {
  return <footer className={classes(styles.footer, className)} {...rest} />;
}
