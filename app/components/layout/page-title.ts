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

/** The meta function of a profile child: '{custom url or product name} - {page title}'. */
export function profileChildMeta(title: string) {
  return ({ matches }: { matches: ReadonlyArray<MetaMatch> }) => [
    { title: pageTitle(siteNameFromMatches(matches), title) },
  ];
}
