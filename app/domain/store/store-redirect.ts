export type Store = 'android' | 'ios';

/**
 * The store matching a user agent, or null to show the store badges. iPadOS 13+ reports a desktop
 * Safari ("Macintosh") user agent and therefore gets the badges.
 */
export function storeForUserAgent(userAgent: string | null | undefined): Store | null {
  // spec 1 §2 store redirect: Android or iOS user agents go to the matching app store.
  if (!userAgent) return null;
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}
