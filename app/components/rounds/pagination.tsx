import { Link } from '@remix-run/react';

/** Previous / next page links with "Page n of m" (server paged, works without JavaScript). */
export function Pagination({
  page,
  pages,
  hrefFor,
  label,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="button button--secondary button--sm" to={hrefFor(page - 1)} rel="prev">
          ← Newer
        </Link>
      ) : (
        <span className="button button--secondary button--sm" aria-disabled="true">
          ← Newer
        </span>
      )}
      <span className="pagination__status">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link className="button button--secondary button--sm" to={hrefFor(page + 1)} rel="next">
          Older →
        </Link>
      ) : (
        <span className="button button--secondary button--sm" aria-disabled="true">
          Older →
        </span>
      )}
    </nav>
  );
}
