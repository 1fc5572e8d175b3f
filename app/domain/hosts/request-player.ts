import { type HostRule, isSharedPath } from './hosts';

/**
 * The player a request path shows (spec 1 §2 hosts): /player/{username}/… on every host, /{username}/…
 * on a player host, and a custom URL's own player anywhere on its host but the shared paths. A
 * single-fetch request names its page's path with `.data` appended, which is read as that page.
 */
export type RequestPlayer = {
  /** Lower case, unescaped. */
  username: string;
  /** The username as the path writes it (escaped, any case); null when the host names the player. */
  segment: string | null;
  /** The path segments after the username (after nothing on a custom URL). */
  rest: Array<string>;
};

const DATA_SUFFIX = /\.data$/;

export function requestPlayerOf(pathname: string, host: HostRule | null): RequestPlayer | null {
  const path = pathname.replace(DATA_SUFFIX, '');
  const segments = path.split('/').slice(1);
  const named = (at: number): RequestPlayer | null => {
    const segment = segments[at];
    if (!segment) return null;
    return { username: decodeURIComponent(segment).toLowerCase(), segment, rest: segments.slice(at + 1) };
  };
  try {
    if (segments[0] === 'player') return named(1);
    if (isSharedPath(path)) return null;
    if (host?.kind === 'player') return named(0);
    if (host?.kind === 'custom' && host.username) {
      return { username: host.username.toLowerCase(), segment: null, rest: path === '/' ? [] : segments };
    }
  } catch {
    return null; // a malformed escape names no player
  }
  return null;
}
