import { type ReactNode, useId } from 'react';

type CardProps = {
  /** The card's heading; also names the card for screen readers. */
  title?: ReactNode;
  /** Buttons or links shown at the right of the heading. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
  id?: string;
  children: ReactNode;
};

/** A white card with a soft border (DESIGN.md); a titled card is a labelled section. */
export function Card({ title, actions, headingLevel = 2, className, id, children }: CardProps) {
  const headingId = useId();
  const classes = ['card', className].filter(Boolean).join(' ');
  if (title === undefined) {
    return (
      <div className={classes} id={id}>
        {children}
      </div>
    );
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={classes} id={id} aria-labelledby={headingId}>
      <header className="card__header">
        <Heading className="card__title" id={headingId}>
          {title}
        </Heading>
        {actions ? <div className="card__actions">{actions}</div> : null}
      </header>
      <div className="card__body">{children}</div>
    </section>
  );
}
