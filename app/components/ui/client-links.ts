import { useNavigate } from '@remix-run/react';
import type { MouseEvent } from 'react';

/**
 * One click handler for a long list of plain links (search result cards and their roster chips): a
 * plain left click on a same-site link is followed by the client router, as Remix's Link would.
 * Remix's Link resolves its path against the route matches on every render; a search page renders
 * up to 150 links on a cache miss, so the lists render plain anchors and delegate here.
 */
export function useClientLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const target = anchor.getAttribute('target');
    const href = anchor.getAttribute('href');
    // Only this site's absolute paths (links are built by ~/domain/hosts/hosts for the page's host).
    if ((target && target !== '_self') || !href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
}
