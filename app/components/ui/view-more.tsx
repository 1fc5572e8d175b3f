import { useState } from 'react';

// spec 3 §9: featured cards and result lists show 8, and View More adds 8.
export const VIEW_MORE_PAGE = 8;

/** How many of a paged list's items show: a page, then a page more each time View More is pressed. */
export function useViewMore(page = VIEW_MORE_PAGE) {
  const [visible, setVisible] = useState(page);
  return { visible, more: () => setVisible((shown) => shown + page) };
}

/** The card footer's View More button, shown while some items are hidden. */
export function ViewMoreFooter({
  total,
  visible,
  onMore,
}: {
  total: number;
  visible: number;
  onMore: () => void;
}) {
  if (total <= visible) return null;
  return (
    <div className="card__footer">
      <button type="button" className="button button--secondary button--sm" onClick={onMore}>
        View More
      </button>
    </div>
  );
}
