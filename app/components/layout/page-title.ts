import { SHARE_CARD_SIZE } from '~/domain/share-cards/card-addresses';

// spec 1 §2: the page title is '{custom url or product name} - {page title}'. The product name comes
// from the root loader, read through the meta function's `matches`.

type MetaMatch = { id: string; data?: unknown };

export function productNameFromMatches(matches: ReadonlyArray<MetaMatch>): string | null {
  const data = matches.find((match) => match.id === 'root')?.data;
  if (typeof data !== 'object' || data === null || !('productName' in data)) return null;
  return typeof data.productName === 'string' && data.productName !== '' ? data.productName : null;
}

export function pageTitle(siteName: string | null, title: string): string {
  return siteName ? `${siteName} - ${title}` : title;
}

/**
 * The site name of a profile page: the custom URL or product name the profile layout put in its data
 * as `siteName` (spec 1 §2), else the product name.
 */
export function siteNameFromMatches(matches: ReadonlyArray<MetaMatch>): string | null {
  for (const match of [...matches].reverse()) {
    const data = match.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      'siteName' in data &&
      typeof data.siteName === 'string'
    ) {
      return data.siteName;
    }
  }
  return productNameFromMatches(matches);
}

type Share = {
  title: string;
  description: string;
  image: string;
  url: string;
  card?: boolean;
  imageAlt?: string;
};

function shareFromMatches(matches: ReadonlyArray<MetaMatch>): Share | null {
  for (const match of matches) {
    const data = match.data;
    if (typeof data !== 'object' || data === null) continue;
    const holder = 'layout' in data && typeof data.layout === 'object' ? data.layout : data;
    if (typeof holder === 'object' && holder !== null && 'share' in holder) return holder.share as Share;
  }
  return null;
}

/**
 * The meta function of a profile child: '{custom url or product name} - {page title}' (spec 1 §2),
 * and the share preview (OpenGraph / Twitter card) the profile layout prepared.
 */
export function profileChildMeta(title: string) {
  return ({ matches }: { matches: ReadonlyArray<MetaMatch> }) => {
    const share = shareFromMatches(matches);
    const tags: Array<Record<string, string>> = [{ title: pageTitle(siteNameFromMatches(matches), title) }];
    if (share === null) return [...tags, { name: 'description', content: SITE_DESCRIPTION }];
    return [
      ...tags,
      { name: 'description', content: share.description },
      { property: 'og:type', content: 'profile' },
      { property: 'og:title', content: share.title },
      { property: 'og:description', content: share.description },
      ...shareImageMeta(share),
      { property: 'og:url', content: share.url },
      { name: 'twitter:title', content: share.title },
      { name: 'twitter:description', content: share.description },
      { name: 'twitter:image', content: share.image },
      { tagName: 'link', rel: 'canonical', href: share.url },
    ];
  };
}

/**
 * The og:image tags of a share preview: a share card (decision 091) with its size and words, shown
 * large; else the picture, shown small.
 */
export function shareImageMeta(share: { image: string; card?: boolean; imageAlt?: string }) {
  if (!share.card) {
    return [
      { property: 'og:image', content: share.image },
      { name: 'twitter:card', content: 'summary' },
    ];
  }
  const alt = share.imageAlt ?? '';
  return [
    { property: 'og:image', content: share.image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SHARE_CARD_SIZE.width) },
    { property: 'og:image:height', content: String(SHARE_CARD_SIZE.height) },
    ...(alt
      ? [
          { property: 'og:image:alt', content: alt },
          { name: 'twitter:image:alt', content: alt },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** What a page without words of its own tells search engines and link previews about the site. */
export const SITE_DESCRIPTION =
  'Golf performance analytics and recruiting profiles for players, coaches and college programs.';

/** A page's title and its meta description. */
export function pageMeta(title: string, description: string = SITE_DESCRIPTION) {
  return [{ title }, { name: 'description', content: description }];
}

/**
 * The meta of a report page: its title (`fallback` when it has no data) and a description. A report
 * is a public page of the player's figures, as indexable as the profile it comes from (decision 088).
 */
export function reportMeta(title: string | null, fallback = 'Report') {
  const shown = title ?? fallback;
  return [
    { title: shown },
    { name: 'description', content: `${shown}: a printable golf performance report.` },
  ];
}
