import { useId } from 'react';

/**
 * The attributes of a disclosure (WAI-ARIA disclosure pattern): a button that shows or hides the
 * region it controls. `data-state` ("open" / "closed") on all three parts is what the styles key on.
 * A hook rather than Radix Collapsible: the dashboard needs nothing more, and the library added
 * 5 KiB gzip to its first load (decision 100).
 */
export function useCollapsible(open: boolean, onOpenChange: (open: boolean) => void) {
  const contentId = useId();
  const state = open ? 'open' : 'closed';
  return {
    rootProps: { 'data-state': state },
    triggerProps: {
      type: 'button' as const,
      'aria-controls': contentId,
      'aria-expanded': open,
      'data-state': state,
      onClick: () => onOpenChange(!open),
    },
    contentProps: { id: contentId, 'data-state': state, hidden: !open },
  };
}
