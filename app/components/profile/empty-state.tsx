import type { ReactNode } from 'react';

/** A friendly panel for a page or section with nothing to show yet. */
export function EmptyState({
  title,
  children,
  art = 'flag',
}: {
  title: string;
  children?: ReactNode;
  art?: 'flag' | 'photo';
}) {
  return (
    <div className="empty-state">
      {art === 'photo' ? (
        <img className="empty-state__photo" src="/images/stock-golfer.svg" alt="" width={320} height={213} />
      ) : (
        <svg className="empty-state__art" viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
          <circle cx="32" cy="32" r="30" className="empty-state__disc" />
          <path d="M26 46V16" className="empty-state__pole" />
          <path d="M27 16l15 5.5L27 27z" className="empty-state__flag" />
          <ellipse cx="32" cy="47" rx="13" ry="3.5" className="empty-state__hole" />
        </svg>
      )}
      <p className="empty-state__title">{title}</p>
      {children ? <div className="empty-state__text">{children}</div> : null}
    </div>
  );
}
