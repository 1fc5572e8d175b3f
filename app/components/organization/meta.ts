import type { MetaDescriptor } from '@remix-run/cloudflare';
import { pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { DEFAULT_PHOTO_IMAGE } from '~/domain/content/fallback-images';
import type { OrganizationRouteData } from '~/domain/organizations/organization-page';
import { countOf } from './format';

type MetaMatch = { id: string; data?: unknown };

/**
 * Title (spec 1 §2: '{product name} - {page title}') and the share preview of an organization or
 * roster page: OpenGraph and Twitter card tags with absolute URLs, so a link pasted into a chat or a
 * post shows the team's name, picture and size.
 */
export function organizationMeta(
  data: OrganizationRouteData | undefined,
  matches: ReadonlyArray<MetaMatch>,
): Array<MetaDescriptor> {
  const productName = productNameFromMatches(matches);
  if (!data) return [{ title: pageTitle(productName, 'Team') }];
  const { organization, share } = data;
  const title = data.page === 'organization' ? organization.name : `${organization.name} - ${data.title}`;
  const shareTitle =
    data.page === 'organization' ? organization.name : `${data.title} · ${organization.name}`;
  const description =
    data.page === 'organization'
      ? `${organization.name}: ${countOf(data.rosters.length, 'roster')}, ${countOf(data.playerCount, 'player')}.`
      : `${countOf(data.players.length, 'player')} in ${data.title} at ${organization.name}.`;
  const url = absoluteUrl(share.path, share.origin);
  const image = absoluteUrl(organization.imgUrl || DEFAULT_PHOTO_IMAGE, share.origin);
  return [
    { title: pageTitle(productName, title) },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    ...(productName ? [{ property: 'og:site_name', content: productName }] : []),
    { property: 'og:title', content: shareTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: `${organization.name} logo` },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: shareTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}

/** `path` (or an absolute URL, kept as is) made absolute on `origin`. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, `${origin}/`).href;
}
