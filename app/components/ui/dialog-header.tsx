import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { CloseIcon } from './icons';
import './dialog.css';

type DialogHeaderProps = Omit<ComponentPropsWithoutRef<'header'>, 'title'> & {
  title: ReactNode;
  /** A line under the title that describes the dialog to screen readers too. */
  description?: ReactNode;
};

/** The head of every dialog of the site: its title (naming the dialog), a description, the close icon. */
export function DialogHeader({ title, description, className, ...rest }: DialogHeaderProps) {
  const heading = <Dialog.Title className="dialog__title">{title}</Dialog.Title>;
  return (
    <header className={['dialog__header', className].filter(Boolean).join(' ')} {...rest}>
      {description ? (
        <div>
          {heading}
          <Dialog.Description className="dialog__meta">{description}</Dialog.Description>
        </div>
      ) : (
        heading
      )}
      <Dialog.Close className="icon-button dialog__close" aria-label="Close">
        <CloseIcon />
      </Dialog.Close>
    </header>
  );
}
