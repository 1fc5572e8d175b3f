import { forwardRef, type ReactNode, useState } from 'react';
import { ChevronDownIcon } from '~/components/ui/icons';
import { useCollapsible } from '~/components/ui/use-collapsible';
import { performanceErrorText } from '~/domain/stats/overview-loading';
import type { SectionState } from './visibility';

/**
 * spec 3 §2.1: a collapsible section of the dashboard — its heading (a skip-link target), anything
 * beside it, the button that collapses it ("Collapse {name}" / "Expand {name}") and its body.
 */
export const DashSection = forwardRef<
  HTMLElement,
  {
    headingId: string;
    title: string;
    busy: boolean;
    /** Beside the heading, before the collapse button (Player Performance's info tip). */
    headerExtra?: ReactNode;
    children: ReactNode;
  }
>(function DashSection({ headingId, title, busy, headerExtra, children }, ref) {
  const [open, setOpen] = useState(true);
  const collapsible = useCollapsible(open, setOpen);
  return (
    <section
      {...collapsible.rootProps}
      ref={ref}
      className="card dash-section"
      aria-labelledby={headingId}
      aria-busy={busy}
    >
      <header className="dash-section__header">
        <h2 className="card__title" id={headingId} tabIndex={-1}>
          {title}
        </h2>
        {headerExtra}
        <button
          {...collapsible.triggerProps}
          className="dash-collapse"
          aria-label={`${open ? 'Collapse' : 'Expand'} ${title}`}
        >
          <ChevronDownIcon size={18} />
        </button>
      </header>
      <div {...collapsible.contentProps} className="dash-section__body">
        {children}
      </div>
    </section>
  );
});

/** The overview group's loading and error lines, shared by Player Performance and Round Assessment. */
export function GroupLoadState({
  state,
  groupName,
  nullGroup,
}: {
  state: SectionState;
  groupName: string;
  nullGroup: boolean;
}) {
  return (
    <>
      {state === 'loading' ? (
        <p className="dash-state" role="status">
          Loading {groupName}…
        </p>
      ) : null}
      {state === 'error' || nullGroup ? (
        <p className="dash-state dash-state--error" role="alert">
          {performanceErrorText(groupName)}
        </p>
      ) : null}
    </>
  );
}
