import type { ReactNode } from 'react';

/** The heading of a profile child page: its title, a line about it, actions on the right. */
export function PageHeading({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="page-heading">
      <div className="page-heading__text">
        <h2 className="page-heading__title">{title}</h2>
        {lead ? <p className="page-heading__lead">{lead}</p> : null}
      </div>
      {actions ? <div className="page-heading__actions">{actions}</div> : null}
    </header>
  );
}
