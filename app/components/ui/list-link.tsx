import { useNavigate } from '@remix-run/react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type ListLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of this site (links are built by ~/domain/hosts for the page's host). */
  to: string;
};

/**
 * A link for long lists of results (search cards and their roster chips): a plain anchor that the
 * client router follows on a plain left click, like Remix's Link. Remix's Link resolves its path
 * against the route matches on every render; a search page renders up to 150 of them on a cache
 * miss, so the lists use this one for their absolute paths.
 */
export function ListLink({ to, onClick, target, ...rest }: ListLinkProps) {
  const navigate = useNavigate();
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to);
  }
  return <a href={to} target={target} onClick={follow} {...rest} />;
}
