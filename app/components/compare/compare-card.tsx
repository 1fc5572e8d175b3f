import { lazy, type MouseEvent, type ReactNode, useId, useState } from 'react';
import { LazyPart } from '~/components/ui/lazy-part';
import { sideName } from '~/domain/stats/compare-sides';
import type { CompareSideView } from '~/domain/stats/compare-view';

// The filter-data dialog (Radix) comes when first asked for, not with the page (issue 30 §3).
const CompareDebugDialog = lazy(() =>
  import('./compare-debug-dialog').then((m) => ({ default: m.CompareDebugDialog })),
);

/**
 * A card of one side (spec 2 §2): its title, then the descriptor header of the side's selection. A
 * click toggles the details of the filter; ctrl+alt click opens a dialog with the side's filter data.
 */
export function CompareCard({
  side,
  title,
  view,
  children,
}: {
  side: 'left' | 'right';
  title: string;
  view: CompareSideView;
  children: ReactNode;
}) {
  const headingId = useId();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const [debugOpen, setDebugOpen] = useState(false);
  const { descriptor } = view;

  function onDescriptorClick(event: MouseEvent<HTMLButtonElement>) {
    if (event.ctrlKey && event.altKey) {
      setDebugOpen(true);
      return;
    }
    setExpanded((open) => !open);
  }

  return (
    <section className={`card compare-card compare-card--${side}`} aria-labelledby={headingId}>
      <header className="card__header compare-card__header">
        <h3 className="card__title" id={headingId}>
          {title}
        </h3>
      </header>
      <div className="compare-card__descriptor">
        <button
          type="button"
          className="compare-card__descriptor-toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onDescriptorClick}
        >
          <span className={`compare-side-dot compare-side-dot--${side}`} aria-hidden="true" />
          <span className="compare-card__descriptor-label">{sideName(view)}</span>
          <span className="compare-card__descriptor-count">
            {view.roundIds.length} {view.roundIds.length === 1 ? 'round' : 'rounds'}
          </span>
        </button>
        <div id={detailsId} hidden={!expanded} className="compare-card__details">
          {descriptor.rounds.length > 0 ? (
            <ul className="compare-card__rounds">
              {descriptor.rounds.map((round) => (
                <li key={round}>{round}</li>
              ))}
            </ul>
          ) : null}
          {descriptor.note ? <p className="footnote">{descriptor.note}</p> : null}
          {descriptor.lines.length > 0 ? (
            <dl className="compare-card__lines">
              {descriptor.lines.map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
      <div className="card__body compare-card__body">{children}</div>
      {debugOpen ? (
        <LazyPart name="The card details" fallback={null}>
          <CompareDebugDialog view={view} onClose={() => setDebugOpen(false)} />
        </LazyPart>
      ) : null}
    </section>
  );
}
