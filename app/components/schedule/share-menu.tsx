import { DeferredControl } from '~/components/ui/deferred-control';
import type { ShareMenuProps } from './share-dialog';

/** The Share dialog's code (Radix, the export) comes on the reader's first sign of intent (issue 30 §3). */
const loadShareDialog = () => import('./share-dialog');

/** The Share button's classes, the same before and after the dialog's code came. */
export const SHARE_BUTTON_CLASS = 'button button--secondary button--sm schedule-share__trigger';

/** spec 3 §2.3 Share menu: the Share button, opening `ShareDialog`. */
export function ShareMenu(props: ShareMenuProps) {
  return (
    <DeferredControl
      load={loadShareDialog}
      standIn={{
        popup: 'dialog',
        className: SHARE_BUTTON_CLASS,
        content: 'Share',
      }}
    >
      {(module, openedBy, trigger) => <module.ShareDialog {...props} openedBy={openedBy} trigger={trigger} />}
    </DeferredControl>
  );
}
