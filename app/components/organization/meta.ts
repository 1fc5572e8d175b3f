import type { MetaDescriptor } from '@remix-run/cloudflare';
import { pageTitle, productNameFromMatches, shareImageMeta } from '~/components/layout/page-title';
import type { OrganizationRouteData } from '~/domain/organizations/organization-page';
import { organizationCardPath, shareCardAlt } from '~/domain/share-cards/card-addresses';
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
  // The organization's share card (decision 091), drawn from the organization page's own data.
  const image = absoluteUrl(organizationCardPath(organization.short), share.origin);
  const alt = shareCardAlt('organization', organization.name, productName ?? organization.name);
  return [
    { title: pageTitle(productName, title) },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    ...(productName ? [{ property: 'og:site_name', content: productName }] : []),
    { property: 'og:title', content: shareTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...shareImageMeta({ image, card: true, imageAlt: alt }),
    { name: 'twitter:title', content: shareTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}

/** `path` (or an absolute URL, kept as is) made absolute on `origin`. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, `${origin}/`).href;
}
