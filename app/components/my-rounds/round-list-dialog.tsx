import { Link } from '@remix-run/react';
import type { ComponentProps, ReactNode } from 'react';
import { DeferredControl } from '~/components/ui/deferred-control';
import type { RoundListPage } from '~/domain/rounds/my-rounds-view';
import { roundsPageLabel } from '~/domain/rounds/rounds-page';
import type { RoundSelection } from '~/domain/stats/quick-filters';
import type { SortBy, ViewBy } from '~/domain/stats/round-groupings';
import type { RoundListPanel } from './round-list-panel';

export type RoundListChoice = {
  selection: RoundSelection;
  view: ViewBy;
  sort: SortBy;
  /** Unfinished rounds are listed and selectable (spec 2 §3 inProgressRounds); by default not. */
  unfinished: boolean;
};

/** The button that opens a round list: its classes and what it shows. */
export type RoundListTrigger = { className: string; content: ReactNode };

/** The round list dialog's code (Radix, the list) comes on the reader's first sign of intent (issue 30 §3). */
const loadPanel = () => import('./round-list-panel');

/**
 * spec 3 §2.1 round list dialog (the View Shots round selector and the My Rounds menu): the button
 * `trigger` describes, opening `RoundListPanel` once its code has come.
 */
export function RoundListDialog({
  trigger,
  ...props
}: Omit<ComponentProps<typeof RoundListPanel>, 'openedBy' | 'triggerRef'>) {
  return (
    <DeferredControl
      load={loadPanel}
      standIn={{ popup: 'dialog', className: trigger.className, content: trigger.content }}
    >
      {(module, openedBy, triggerRef) => (
        <module.RoundListPanel {...props} trigger={trigger} openedBy={openedBy} triggerRef={triggerRef} />
      )}
    </DeferredControl>
  );
}

/**
 * The round list's pages (issue 30): which rounds of how many, and plain links to the newer and older
 * pages; the page's loader reads the address, so they work as links whatever runs in the browser.
 */
export function RoundPages({
  listing,
  pageHref,
}: {
  listing: RoundListPage['listing'];
  pageHref: (page: number) => string;
}) {
  if (listing.pages <= 1) return null;
  return (
    <nav className="round-list__pages" aria-label="Pages of rounds">
      <span className="round-list__page-label">{roundsPageLabel(listing)}</span>
      {listing.page > 1 ? (
        <Link
          className="button button--secondary button--sm"
          to={pageHref(listing.page - 1)}
          preventScrollReset
        >
          Newer rounds
        </Link>
      ) : null}
      {listing.page < listing.pages ? (
        <Link
          className="button button--secondary button--sm"
          to={pageHref(listing.page + 1)}
          preventScrollReset
        >
          More rounds
        </Link>
      ) : null}
    </nav>
  );
}
