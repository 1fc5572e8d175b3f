import { Link } from '@remix-run/react';
import { WATCH_LIST_MESSAGES } from '~/domain/recruiting/watch-list-limits';

/** Where watch lists would be, for a signed-in account without the Coach plan (issue 33 §3, §5). */
export function CoachPlanNote({ compact = false }: { compact?: boolean }) {
  const text = compact
    ? 'Save players to watch lists: they come with the Coach plan. '
    : `${WATCH_LIST_MESSAGES.coachPlanOnly} `;
  return (
    <p className={compact ? 'watch-upsell watch-upsell--compact' : 'watch-upsell'}>
      {text}
      <Link to="/payment" className="watch-upsell__link">
        See the Coach plan
      </Link>
    </p>
  );
}
